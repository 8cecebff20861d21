import assert from 'node:assert/strict';
import { after, before, it } from 'node:test';
import { apiErrorSchema, sendMessageResponseSchema } from '@app/shared/contracts';
import { grantCredits, ownMember } from '../helpers/accounts';
import { createTestApp, describeEachDatabase, type TestApp } from '../helpers/test-app';

// Issue 23 §7, RELIABILITY 28: a NUL character gave HTTP 500 on ten PostgreSQL routes (and left
// an open order without its mandate behind). Every text refuses control characters other than
// tab and line breaks, and unpaired surrogates, with 400 validation_failed, on every database.

/** The routes the probe found, each with a text field of its contract. */
const ROUTES = [
  { method: 'POST', url: '/api/user.php', field: 'email' },
  { method: 'POST', url: '/api/password-reset.php', field: 'email' },
  { method: 'POST', url: '/api/signup.php', field: 'username' },
  { method: 'PUT', url: '/api/profile.php', field: 'about_me' },
  { method: 'POST', url: '/api/messages.php', field: 'text' },
  { method: 'POST', url: '/api/report.php', field: 'remarks' },
  { method: 'POST', url: '/api/complaints.php', field: 'description' },
  { method: 'GET', url: '/api/discountcode.php', field: 'code' },
  { method: 'POST', url: '/api/orders.php', field: 'discountcode' },
  { method: 'POST', url: '/api/directdebit.php', field: 'account_holder' },
] as const;

const UNSAFE = ['a\u0000b', 'bell\u0007', 'esc\u001b[31m', 'del\u007f', 'c1\u0085', 'lone \ud83d'];

describeEachDatabase('control characters in texts', (kind) => {
  let t: TestApp;
  let member: Awaited<ReturnType<typeof ownMember>>;
  before(async () => {
    t = await createTestApp(kind);
    member = await ownMember(t.app, 'control');
    await grantCredits(t.app, member.id, 50);
  });
  after(() => t.close());

  // Each request from its own address: per-address limits (complaints: 5 an hour) stay out of it.
  let address = 0;
  const send = (route: (typeof ROUTES)[number], value: string) =>
    t.app.inject({
      remoteAddress: `10.28.${address >> 8}.${address++ & 255}`,
      method: route.method,
      url:
        route.method === 'GET'
          ? `${route.url}?${new URLSearchParams({ [route.field]: value })}`
          : route.url,
      headers: { cookie: member.cookie },
      ...(route.method === 'GET' ? {} : { payload: { [route.field]: value } }),
    });

  it('every route the probe found answers 400 validation_failed naming the field, never 500', async () => {
    for (const route of ROUTES)
      for (const value of UNSAFE) {
        // A URL is UTF-8: an unpaired surrogate cannot be written into one (it arrives as U+FFFD).
        if (route.method === 'GET' && value.startsWith('lone')) continue;
        const response = await send(route, value);
        assert.equal(response.statusCode, 400, `${route.url} ${JSON.stringify(value)}`);
        const { error } = apiErrorSchema.parse(response.json());
        assert.equal(error.code, 'validation_failed');
        assert.equal(error.params?.fields, route.field, route.url);
      }
  });

  it('stores nothing and charges nothing for a message or a direct debit with a NUL', async () => {
    const other = await ownMember(t.app, 'control-other');
    const messagesBefore = await t.app.db.selectFrom('message').select('id').execute();
    const message = await t.app.inject({
      method: 'POST',
      url: '/api/messages.php',
      headers: { cookie: member.cookie },
      payload: { profile: other.id, text: 'hello\u0000there', client_id: 'control-1' },
    });
    assert.equal(message.statusCode, 400);
    assert.equal(
      (await t.app.db.selectFrom('message').select('id').execute()).length,
      messagesBefore.length,
    );

    const ordersBefore = await t.app.db.selectFrom('payment_order').select('id').execute();
    const debit = await t.app.inject({
      method: 'POST',
      url: '/api/directdebit.php',
      headers: { cookie: member.cookie },
      payload: {
        package: 1,
        account_holder: 'Jan\u0000 de Vries',
        iban: 'NL91ABNA0417164300',
        street: 'Herengracht',
        house_number: '1',
        zip: '1015 BA',
        city: 'Amsterdam',
        phone: '+31 6 12345678',
        authorization: true,
      },
    });
    assert.equal(debit.statusCode, 400);
    assert.equal(
      (await t.app.db.selectFrom('payment_order').select('id').execute()).length,
      ordersBefore.length,
      'no open order left behind',
    );
  });

  it('keeps tabs, line breaks and emoji (paired surrogates)', async () => {
    const other = await ownMember(t.app, 'control-fine');
    const text = 'line one\nline two\r\n\ttabbed 😊';
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/messages.php',
      headers: { cookie: member.cookie },
      payload: { profile: other.id, text, client_id: 'control-2' },
    });
    assert.equal(response.statusCode, 200, response.body);
    assert.equal(sendMessageResponseSchema.parse(response.json()).message.text, text.trim());
  });
});
