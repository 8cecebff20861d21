import assert from 'node:assert/strict';
import { after, before, it } from 'node:test';
import { memberResponseSchema } from '@app/shared/contracts';
import { ownMember } from '../../helpers/accounts';
import { createTestApp, describeEachDatabase, type TestApp } from '../../helpers/test-app';

// Spec §7: POST beacon /api/page-hidden.php, and the online state it feeds.
describeEachDatabase('page-hidden beacon', (kind) => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp(kind);
  });
  after(() => t.close());

  it('shows the member offline at once, and online again with their next request', async () => {
    const member = await ownMember(t.app, 'away');
    const viewer = await ownMember(t.app, 'viewer');
    const online = async () =>
      memberResponseSchema.parse(
        (
          await t.app.inject({
            method: 'GET',
            url: `/api/member.php?id=${member.id}`,
            headers: { cookie: viewer.cookie },
          })
        ).json(),
      ).profile.online;
    // Logging in made them online.
    assert.equal(await online(), true);

    // sendBeacon's request: same origin, an empty JSON body.
    const beacon = await t.app.inject({
      method: 'POST',
      url: '/api/page-hidden.php',
      headers: {
        cookie: member.cookie,
        'content-type': 'application/json',
      },
      payload: '{}',
    });
    assert.equal(beacon.statusCode, 200, beacon.body);
    assert.equal(await online(), false);

    // Back on the page: the next request, however soon, brings them online.
    await t.app.inject({ method: 'GET', url: '/api/user.php', headers: { cookie: member.cookie } });
    assert.equal(await online(), true);
  });

  it('refuses a beacon from another site, and a visitor', async () => {
    const member = await ownMember(t.app, 'away-cross');
    const crossSite = await t.app.inject({
      method: 'POST',
      url: '/api/page-hidden.php',
      headers: { cookie: member.cookie, 'sec-fetch-site': 'cross-site' },
      payload: {},
    });
    assert.equal(crossSite.statusCode, 403);
    const visitor = await t.app.inject({
      method: 'POST',
      url: '/api/page-hidden.php',
      payload: {},
    });
    assert.equal(visitor.statusCode, 403);
  });
});
