import assert from 'node:assert/strict';
import { after, before, it } from 'node:test';
import { apiErrorSchema, notificationSettingsResponseSchema } from '@app/shared/contracts';
import { ownMember } from '../../helpers/accounts';
import { describeEachDatabase, type TestApp, createTestApp } from '../../helpers/test-app';

const TOKEN = 'relay-token-for-mail-events';

// Issue 25 §3: mail that bounces or is reported as spam stops, and the member is told why.
describeEachDatabase('mail events: POST /api/mail-events.php', (kind) => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp(kind, { MAIL_EVENTS_TOKEN: TOKEN });
  });
  after(() => t.close());

  const report = (body: object, authorization = `Bearer ${TOKEN}`) =>
    t.app.inject({
      method: 'POST',
      url: '/api/mail-events.php',
      headers: { authorization },
      payload: body,
    });
  const reasonOf = async (cookie: string) =>
    notificationSettingsResponseSchema.parse(
      (
        await t.app.inject({ method: 'GET', url: '/api/notifications.php', headers: { cookie } })
      ).json(),
    ).notifications.email_disabled_reason;

  it('stops mail to a bounced, complained or unsubscribed address, with the reason the member reads', async () => {
    for (const [event, reason] of [
      ['bounce', 'bounce'],
      ['complaint', 'fbl'],
      ['unsubscribe', 'listunsubscribe'],
    ] as const) {
      const member = await ownMember(t.app, event);
      assert.equal(await reasonOf(member.cookie), null);
      // Relays may write the address in other cases.
      const answer = await report({ event, email: member.email.toUpperCase() });
      assert.equal(answer.statusCode, 200, answer.body);
      assert.equal(await reasonOf(member.cookie), reason);
    }
  });

  it('refuses a caller without the token and bad reports, changing nothing; an unknown address says nothing', async () => {
    const member = await ownMember(t.app, 'untouched');
    for (const authorization of ['', 'Bearer wrong-token-for-mail-events', TOKEN]) {
      const answer = await report({ event: 'bounce', email: member.email }, authorization);
      assert.equal(answer.statusCode, 403, authorization);
    }
    for (const body of [
      { event: 'bounce' },
      { event: 'delivered', email: member.email },
      { event: 'bounce', email: 'not an address' },
    ]) {
      const answer = await report(body);
      assert.equal(answer.statusCode, 400, JSON.stringify(body));
      assert.equal(apiErrorSchema.parse(answer.json()).error.code, 'validation_failed');
    }
    assert.equal(await reasonOf(member.cookie), null);
    assert.equal((await report({ event: 'bounce', email: 'nobody@x.test' })).statusCode, 200);
  });

  it('is off without MAIL_EVENTS_TOKEN', async () => {
    const off = await createTestApp(kind);
    try {
      const answer = await off.app.inject({
        method: 'POST',
        url: '/api/mail-events.php',
        headers: { authorization: `Bearer ${TOKEN}` },
        payload: { event: 'bounce', email: 'someone@x.test' },
      });
      assert.equal(answer.statusCode, 404);
    } finally {
      await off.close();
    }
  });
});
