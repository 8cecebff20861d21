import assert from 'node:assert/strict';
import fs from 'node:fs/promises';
import path from 'node:path';
import { after, before, it } from 'node:test';
import { repoRoot } from '../../src/config';
import { ownMember } from '../helpers/accounts';
import { deployBuild, fakeBuild } from '../helpers/remotes';
import { describeEachDatabase, type TestApp, createTestApp } from '../helpers/test-app';

// Issue 10: unknown URLs answer HTTP 404 (still with the page, which shows the translated 404);
// the server knows the shell's routes (its routes.json) and every registered remote's.
describeEachDatabase('unknown URLs', (kind) => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp(kind);
    const shell = t.config.shellDist;
    await fs.mkdir(shell, { recursive: true });
    await fs.writeFile(
      path.join(shell, 'index.html'),
      '<!doctype html><html lang="en"><head><title><!--app-title--></title></head><body><!--app-boot--></body></html>',
    );
    await fs.writeFile(
      path.join(shell, 'routes.json'),
      JSON.stringify([{ path: '/login' }, { path: '/pages/:page' }, { path: '/complaints' }]),
    );
    // mf-members as it ships: its own routes.json (the likes tabs by name, issue 25 §4).
    await deployAsShipped('mf-members');
  });
  after(() => t.close());

  /** A build of the remote with the routes it ships (its own routes.json). */
  async function deployAsShipped(remote: string) {
    const routes = JSON.parse(
      await fs.readFile(path.join(repoRoot, remote, 'routes.json'), 'utf8'),
    );
    await deployBuild(t.app, remote, fakeBuild(remote, { routes }));
  }

  const status = async (url: string) => (await t.app.inject({ method: 'GET', url })).statusCode;

  it('answers 200 for routes the shell or a remote owns and for the site’s pages', async () => {
    for (const url of [
      '/login',
      '/complaints',
      '/members',
      '/members/12?x=1',
      '/pages/terms',
      '/likes/sent',
      '/likes/m/7',
    ])
      assert.equal(await status(url), 200, url);
  });

  it('answers 404, with the page, for everything else', async () => {
    for (const url of [
      '/nowhere',
      '/members/12/nothing',
      '/pages/nothing',
      '/a/b/c',
      // To members too: a likes list nobody has.
      '/likes/bogus',
    ]) {
      const response = await t.app.inject({ method: 'GET', url });
      assert.equal(response.statusCode, 404, url);
      assert.match(response.body, /id="app-boot"/);
    }
  });

  it('answers 404 to a member for someone else’s purchase, 200 for their own', async () => {
    await deployAsShipped('mf-payments');
    const [buyer, other] = [await ownMember(t.app, 'buyer'), await ownMember(t.app, 'nosy')];
    const pack = await t.app.db
      .selectFrom('credit_package')
      .select(['id', 'credits'])
      .executeTakeFirstOrThrow();
    const at = new Date().toISOString();
    const { id } = await t.app.db
      .insertInto('payment_order')
      .values({
        user_id: buyer.id,
        package_id: pack.id,
        credits: pack.credits,
        list_amount: 999,
        amount: 999,
        currency: 'EUR',
        country: 'NL',
        paymentmethod: 'ideal',
        bank: null,
        discount_code_id: null,
        discount_code: null,
        status: 'paid',
        psp: 'sandbox',
        psp_payment_id: null,
        checkout_url: null,
        mandate_id: null,
        idempotency_key: `known-path-${buyer.id}`,
        created_at: at,
        updated_at: at,
        paid_at: at,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const as = async (cookie: string | null, url: string) =>
      (await t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} })).statusCode;
    assert.equal(await as(buyer.cookie, `/transactions/${id}`), 200);
    assert.equal(await as(buyer.cookie, '/transactions'), 200);
    assert.equal(await as(other.cookie, `/transactions/${id}`), 404);
    assert.equal(await as(other.cookie, '/transactions/abc'), 404);
    assert.equal(await as(other.cookie, '/transactions'), 200);
    // A visitor gets the page, which asks them to log in.
    assert.equal(await as(null, `/transactions/${id}`), 200);
  });

  it('serves the pages a site wrote, at /pages/ and at their own path', async () => {
    const site = await t.app.db
      .selectFrom('site')
      .select('id')
      .where('domain', '=', 'localhost')
      .executeTakeFirstOrThrow();
    await t.app.db
      .insertInto('site_page')
      .values({
        site_id: site.id,
        name: 'summer-rules',
        language: 'nl',
        text: JSON.stringify({ title: 'Zomerregels', sections: [] }),
        updated_at: '',
      })
      .execute();
    assert.equal(await status('/summer-rules'), 200);
    assert.equal(await status('/pages/summer-rules'), 200);
  });

  it('cannot tell before any remote is deployed: no 404', async () => {
    const empty = await createTestApp(kind);
    try {
      await fs.mkdir(empty.config.shellDist, { recursive: true });
      await fs.copyFile(
        path.join(t.config.shellDist, 'index.html'),
        path.join(empty.config.shellDist, 'index.html'),
      );
      await fs.copyFile(
        path.join(t.config.shellDist, 'routes.json'),
        path.join(empty.config.shellDist, 'routes.json'),
      );
      assert.equal((await empty.app.inject({ method: 'GET', url: '/nowhere' })).statusCode, 200);
    } finally {
      await empty.close();
    }
  });
});
