import assert from 'node:assert/strict';
import { after, before, it } from 'node:test';
import { dashboardSchema } from '@app/shared/contracts';
import type { FastifyInstance } from 'fastify';
import { errorCodeOf } from '../../helpers/accounts';
import { untouchedMembers } from '../../helpers/members';
import { staffMember } from '../../helpers/staff';
import { createTestApp, describeEachDatabase, type TestApp } from '../../helpers/test-app';

// Issue 28 §4: the dashboard counts what the product stores, per day of the range asked, and
// shows each role only its own sections.
describeEachDatabase('back office: the dashboard', (kind) => {
  let t: TestApp;
  let app: FastifyInstance;
  before(async () => {
    t = await createTestApp(kind);
    app = t.app;
  });
  after(() => t.close());

  const dashboardOf = async (cookie: string, query = '') => {
    const response = await app.inject({
      method: 'GET',
      url: `/api/backoffice/dashboard${query}`,
      headers: { cookie },
    });
    assert.equal(response.statusCode, 200, response.body);
    return dashboardSchema.parse(response.json());
  };

  it('counts sign-ups, messages, matches and money per day of a range, as stored', async () => {
    // Three days of 2020 nobody else wrote in: every figure is this test's own rows.
    const [a, b, c, d] = (await untouchedMembers(app, 4)) as [number, number, number, number];
    const signedUp = [
      [a, '2020-03-01T00:00:00.000Z'],
      [b, '2020-03-01T23:59:59.999Z'],
      [c, '2020-03-03T12:00:00.000Z'],
    ] as const;
    for (const [id, at] of signedUp)
      await app.db.updateTable('app_user').set({ signup_date: at }).where('id', '=', id).execute();
    const conversation = await app.db
      .insertInto('conversation')
      .values({ created_at: '2020-03-02T08:00:00.000Z' })
      .returning('id')
      .executeTakeFirstOrThrow();
    await app.db
      .insertInto('conversation_member')
      .values([
        {
          conversation_id: conversation.id,
          user_id: a,
          last_read_message_id: null,
          removed_at: null,
        },
        {
          conversation_id: conversation.id,
          user_id: b,
          last_read_message_id: null,
          removed_at: null,
        },
      ])
      .execute();
    const message = (at: string, sender: number) => ({
      conversation_id: conversation.id,
      sender_id: sender,
      body: 'dashboard',
      created_at: at,
      client_id: null,
      attachment: null,
      lang: 'en',
    });
    await app.db
      .insertInto('message')
      .values([
        message('2020-03-02T08:00:00.000Z', a),
        message('2020-03-02T09:00:00.000Z', b),
        message('2020-03-03T00:00:00.000Z', a),
        // The day after the range: not counted.
        message('2020-03-04T00:00:00.000Z', a),
      ])
      .execute();
    // A match is one row per member of the pair: counted once.
    await app.db
      .insertInto('member_match')
      .values([
        { user_id: a, other_id: b, created_at: '2020-03-02T10:00:00.000Z' },
        { user_id: b, other_id: a, created_at: '2020-03-02T10:00:00.000Z' },
      ])
      .execute();
    const pkg = await app.db.selectFrom('credit_package').select('id').executeTakeFirstOrThrow();
    let orders = 0;
    const order = (
      userId: number,
      amount: number,
      currency: string,
      method: 'visa' | 'sdd',
      paidAt: string | null,
    ) => ({
      user_id: userId,
      package_id: pkg.id,
      credits: 10,
      list_amount: amount,
      amount,
      currency,
      country: 'NL',
      paymentmethod: method,
      bank: null,
      discount_code_id: null,
      discount_code: null,
      status: paidAt ? ('paid' as const) : ('open' as const),
      psp: 'sandbox',
      psp_payment_id: null,
      checkout_url: null,
      mandate_id: null,
      idempotency_key: `dashboard-${kind}-${(orders += 1)}`,
      created_at: '2020-03-01T12:00:00.000Z',
      updated_at: '2020-03-01T12:00:00.000Z',
      paid_at: paidAt,
    });
    await app.db
      .insertInto('payment_order')
      .values([
        order(a, 1999, 'EUR', 'visa', '2020-03-01T12:00:00.000Z'),
        order(a, 999, 'EUR', 'sdd', '2020-03-03T12:00:00.000Z'),
        order(d, 4999, 'PLN', 'visa', '2020-03-02T12:00:00.000Z'),
        // Never paid: no money, and not a buyer.
        order(b, 500, 'EUR', 'visa', null),
      ])
      .execute();

    const owner = await staffMember(app, 'owner');
    const figures = await dashboardOf(owner.cookie, '?from=2020-03-01&until=2020-03-03');
    assert.deepEqual(figures.days, ['2020-03-01', '2020-03-02', '2020-03-03']);
    assert.deepEqual(figures.members!.signups, [2, 0, 1]);
    assert.deepEqual(figures.activity!.messages, [0, 2, 1]);
    assert.deepEqual(figures.activity!.matches, [0, 1, 0]);
    assert.deepEqual(figures.revenue!.currencies, [
      {
        currency: 'EUR',
        per_day: [1999, 0, 999],
        total: 2998,
        by_method: [
          { method: 'visa', amount: 1999 },
          { method: 'sdd', amount: 999 },
        ],
      },
      {
        currency: 'PLN',
        per_day: [0, 4999, 0],
        total: 4999,
        by_method: [{ method: 'visa', amount: 4999 }],
      },
    ]);
    // Of a, b and c (signed up in the range) only a paid; d signed up another day.
    assert.deepEqual(figures.revenue!.first_purchase, { signups: 3, buyers: 1 });
    assert.ok(figures.members!.confirmed >= 1);
    assert.ok(Array.isArray(figures.remotes));
  });

  it('shows each role its own sections only, and refuses a range backwards or too long', async () => {
    const finance = await dashboardOf((await staffMember(app, 'finance')).cookie);
    assert.equal(finance.days.length, 30);
    assert.ok(finance.revenue !== null);
    assert.equal(finance.members, null);
    assert.equal(finance.activity, null);
    assert.equal(finance.remotes, null);
    assert.deepEqual(finance.queues, { reported_members: null, photos: null, complaints: null });

    const moderator = await dashboardOf((await staffMember(app, 'moderator')).cookie);
    assert.equal(moderator.revenue, null);
    assert.equal(typeof moderator.queues.reported_members, 'number');
    assert.equal(typeof moderator.queues.photos, 'number');
    assert.equal(moderator.queues.complaints, null);

    const support = await dashboardOf((await staffMember(app, 'support')).cookie);
    assert.equal(typeof support.queues.complaints, 'number');
    assert.equal(support.queues.photos, null);

    const operator = await dashboardOf((await staffMember(app, 'operator')).cookie);
    assert.deepEqual(
      [operator.members, operator.activity, operator.revenue, operator.remotes],
      [null, null, null, null],
    );

    const owner = (await staffMember(app, 'owner')).cookie;
    for (const query of [
      '?from=2020-03-03&until=2020-03-01',
      '?from=2019-01-01&until=2020-03-01',
    ]) {
      const refused = await app.inject({
        method: 'GET',
        url: `/api/backoffice/dashboard${query}`,
        headers: { cookie: owner },
      });
      assert.equal(refused.statusCode, 400, query);
      assert.equal(errorCodeOf(refused), 'validation_failed');
    }
  });
});
