import assert from 'node:assert/strict';
import { after, before, it } from 'node:test';
import { apiErrorSchema } from '@app/shared/contracts';
import { createTestApp, describeEachDatabase, type TestApp } from '../../helpers/test-app';

// Issue 24 §2: authentication is declared on the route (`config: { access: 'member' }`), not
// asked for inside each handler; every member route refuses a visitor before its handler runs.
describeEachDatabase('routes declared for members', (kind) => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp(kind);
  });
  after(() => t.close());

  it('lists the member routes, the ones a logged-in member uses among them', () => {
    const routes = new Set(t.app.memberRoutes);
    assert.ok(routes.size >= 45, `${routes.size} member routes`);
    for (const route of [
      'GET /api/events.php',
      'POST /api/like.php',
      'PUT /api/password.php',
      'POST /api/push.php',
    ])
      assert.ok(routes.has(route), route);
    // Public routes stay public.
    assert.ok(!routes.has('GET /api/settings.php'));
    assert.ok(!routes.has('GET /api/packages.php'));
  });

  it('refuses a visitor on every one of them, 403 authentication_required, or 400 for input that is not even valid', async () => {
    for (const route of t.app.memberRoutes) {
      const [method, url] = route.split(' ') as [string, string];
      // HEAD answers as its GET does, without a body.
      if (method === 'HEAD') continue;
      const path = url.replace(/:(\w+)/g, '1');
      const response = await t.app.inject({
        method: method as 'GET',
        url: path,
        headers: { 'content-type': 'application/json' },
        ...(method === 'GET' ? {} : { payload: '{}' }),
      });
      assert.ok([400, 403].includes(response.statusCode), `${route}: ${response.statusCode}`);
      if (response.statusCode === 403) {
        const { error } = apiErrorSchema.parse(response.json());
        assert.equal(error.code, 'authentication_required', route);
      }
    }
  });
});
