import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, it } from 'node:test';
import {
  backofficeSitesSchema,
  bundleResponseSchema,
  managedCodeResponseSchema,
  managedCodesSchema,
  orderResponseSchema,
} from '@app/shared/contracts';
import type { FastifyInstance } from 'fastify';
import { errorCodeOf, freeMembersIn } from '../../helpers/accounts';
import { bundlesOf } from '../../helpers/payments';
import { staffMember } from '../../helpers/staff';
import { createTestApp, describeEachDatabase, type TestApp } from '../../helpers/test-app';

// Issue 26 §5: finance creates and changes bundles and discount codes; members see them at once
// (no restart) and checkout checks them as it always did.
describeEachDatabase('back office: bundles and codes', (kind) => {
  let t: TestApp;
  let app: FastifyInstance;
  before(async () => {
    t = await createTestApp(kind);
    app = t.app;
  });
  after(() => t.close());

  const post = (url: string, cookie: string, payload?: object) =>
    app.inject({ method: 'POST', url, headers: { cookie }, ...(payload ? { payload } : {}) });
  const order = (cookie: string, body: object) =>
    app.inject({
      method: 'POST',
      url: '/api/orders.php',
      headers: { cookie, 'idempotency-key': randomUUID() },
      payload: body,
    });

  it('a bundle finance creates is offered at once; a change of price and a withdrawal too', async () => {
    const finance = await staffMember(app, 'finance');
    const [member] = await freeMembersIn(app, 1, 'NL');
    const created = await post('/api/backoffice/bundles', finance.cookie, {
      site_id: null,
      country: 'NL',
      currency: 'EUR',
      credits: 777,
      amount: 7777,
      highlighted: true,
      position: 99,
      active: true,
    });
    assert.equal(created.statusCode, 200, created.body);
    const { bundle } = bundleResponseSchema.parse(created.json());
    const offered = async () =>
      (await bundlesOf(app, member!.cookie)).find((p) => p.id === bundle.id);
    assert.equal((await offered())?.amount, 7777);

    await post(`/api/backoffice/bundles/${bundle.id}`, finance.cookie, { amount: 6999 });
    assert.equal((await offered())?.amount, 6999);
    await post(`/api/backoffice/bundles/${bundle.id}`, finance.cookie, { active: false });
    assert.equal(await offered(), undefined);

    const [entry] = await app.db
      .selectFrom('staff_audit')
      .selectAll()
      .where('action', '=', 'bundle.change')
      .where('object_id', '=', String(bundle.id))
      .orderBy('id')
      .execute();
    assert.match(entry!.before_json!, /"amount":7777/);
    assert.match(entry!.after_json!, /"amount":6999/);
  });

  it('a code finance creates works at checkout, counts its uses, and stops when disabled', async () => {
    const finance = await staffMember(app, 'finance');
    const [buyer, late] = await freeMembersIn(app, 2, 'NL');
    const created = await post('/api/backoffice/codes', finance.cookie, {
      code: 'spring20',
      value_percentage: 20,
      country: 'NL',
      currency: null,
      minimum_order_value: null,
      expires: null,
      single_use: false,
      paymentmethods: null,
    });
    assert.equal(created.statusCode, 200, created.body);
    const { code } = managedCodeResponseSchema.parse(created.json());
    assert.equal(code.code, 'SPRING20');
    const again = await post('/api/backoffice/codes', finance.cookie, {
      ...code,
      id: undefined,
      uses: undefined,
      status: undefined,
      code: 'Spring20',
    });
    assert.equal(again.statusCode, 409, 'the same text twice is refused');

    const pkg = (await bundlesOf(app, buyer!.cookie))[0]!;
    const placed = await order(buyer!.cookie, {
      package: pkg.id,
      paymentmethod: 'ideal',
      bank: 'rabobank',
      discountcode: 'spring20',
    });
    assert.equal(placed.statusCode, 201, placed.body);
    const { order: made } = orderResponseSchema.parse(placed.json());
    assert.equal(made.amount, pkg.amount - Math.round(pkg.amount * 0.2));
    await app.inject({
      method: 'POST',
      url: made.checkout_url!.split('?')[0]!,
      payload: 'outcome=paid',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    await app.sandboxPsp!.idle();
    const listed = managedCodesSchema
      .parse(
        (
          await app.inject({
            method: 'GET',
            url: '/api/backoffice/codes',
            headers: { cookie: finance.cookie },
          })
        ).json(),
      )
      .codes.find((c) => c.id === code.id)!;
    assert.equal(listed.uses, 1);

    const disabled = await post(`/api/backoffice/codes/${code.id}/disable`, finance.cookie);
    assert.equal(managedCodeResponseSchema.parse(disabled.json()).code.status, 'disabled');
    const refused = await order(late!.cookie, {
      package: pkg.id,
      paymentmethod: 'ideal',
      bank: 'rabobank',
      discountcode: 'spring20',
    });
    assert.equal(refused.statusCode, 404, refused.body);
    assert.equal(errorCodeOf(refused), 'discount_code_not_found');
  });

  it('support and moderators cannot touch what is sold', async () => {
    for (const role of ['support', 'moderator'] as const) {
      const staff = await staffMember(app, role);
      const response = await app.inject({
        method: 'GET',
        url: '/api/backoffice/bundles',
        headers: { cookie: staff.cookie },
      });
      assert.equal(response.statusCode, 403);
    }
  });
});

describeEachDatabase('back office: the sites staff pick from', (kind) => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp(kind);
  });
  after(() => t.close());

  it('lists every site by name and says which one this back office is on', async () => {
    const finance = await staffMember(t.app, 'finance');
    const sites = async (host?: string) => {
      const reply = await t.app.inject({
        url: '/api/backoffice/sites',
        headers: { cookie: finance.cookie, ...(host ? { host } : {}) },
      });
      assert.equal(reply.statusCode, 200, reply.body);
      return backofficeSitesSchema.parse(reply.json());
    };
    const listed = await sites();
    assert.ok(listed.sites.length >= 1);
    for (const site of listed.sites)
      assert.ok(site.name.length > 0 && site.name !== String(site.id));
    // An address no site has falls back to the default site, as members' pages do.
    const fallback = await sites('unknown.example');
    const fallbackSite = fallback.sites.find((s) => s.id === fallback.current);
    assert.equal(fallbackSite?.domain, t.app.config.defaultSiteDomain);
    const other = listed.sites.find((s) => s.domain !== t.app.config.defaultSiteDomain);
    if (other) assert.equal((await sites(other.domain)).current, other.id);

    const anonymous = await t.app.inject({ url: '/api/backoffice/sites' });
    assert.equal(anonymous.statusCode, 401);
  });
});
