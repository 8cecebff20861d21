import assert from 'node:assert/strict';
import { after, before, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { complaintResponseSchema } from '@app/shared/contracts';
import { errorCodeOf, grantCredits, mailsTo, ownMember } from '../../helpers/accounts';
import { createTestApp, describeEachDatabase, type TestApp } from '../../helpers/test-app';

const file = (app: FastifyInstance, payload: object, headers: Record<string, string> = {}) =>
  app.inject({ method: 'POST', url: '/api/complaints.php', headers, payload });

const complaintCount = async (app: FastifyInstance) =>
  (await app.db.selectFrom('complaint').select('id').execute()).length;

const description = 'I was charged twice for the same bundle yesterday evening.';

describeEachDatabase('complaints', (kind) => {
  let t: TestApp;
  before(async () => {
    // Each test files from its own address: the hourly limit has its own test below.
    t = await createTestApp(kind, { TRUST_PROXY: '127.0.0.1' });
  });
  after(() => t.close());

  it("stores a visitor's complaint, mails it to support and acknowledges it in their language", async () => {
    const response = await file(
      t.app,
      { subject: 'billing', description, email: 'Visitor@Example.test' },
      { cookie: 'locale=fr', 'x-forwarded-for': '203.0.113.1' },
    );
    assert.equal(response.statusCode, 200, response.body);
    const { reference, email } = complaintResponseSchema.parse(response.json());
    assert.equal(email, 'visitor@example.test');
    const stored = await t.app.db
      .selectFrom('complaint')
      .selectAll()
      .where('id', '=', reference)
      .executeTakeFirstOrThrow();
    assert.equal(stored.user_id, null);
    assert.equal(stored.language, 'fr');
    assert.ok(stored.mailed_at);

    const [toSupport] = await mailsTo(t.app, 'support@amora.test');
    assert.ok(toSupport, 'no mail to support');
    assert.equal(toSupport.subject, `Complaint #${reference}: Payments and credits`);
    assert.match(toSupport.text, /From: visitor@example\.test/);
    assert.match(toSupport.text, /charged twice/);
    const [ack] = await mailsTo(t.app, 'visitor@example.test');
    assert.match(ack!.subject, new RegExp(`réclamation n° ${reference}`));
  });

  it("answers a member at their account's address and lets them name their own conversation", async () => {
    const a = await ownMember(t.app, 'complaint-a');
    const b = await ownMember(t.app, 'complaint-b');
    const c = await ownMember(t.app, 'complaint-c');
    await grantCredits(t.app, a.id, 20);
    const sent = await t.app.inject({
      method: 'POST',
      url: '/api/messages.php',
      headers: { cookie: a.cookie, 'idempotency-key': 'complaint-msg' },
      payload: { profile: b.id, text: 'hello', client_id: 'complaint-msg-1' },
    });
    const conversationId = sent.json().message.conversation_id as number;

    const ok = await file(
      t.app,
      { subject: 'member', description, conversation_id: conversationId, member_id: b.id },
      { cookie: a.cookie, 'x-forwarded-for': '203.0.113.3' },
    );
    assert.equal(ok.statusCode, 200, ok.body);
    const { reference, email } = complaintResponseSchema.parse(ok.json());
    assert.equal(email, a.email);
    const mail = (await mailsTo(t.app, 'support@amora.test')).find((m) =>
      m.subject.startsWith(`Complaint #${reference}:`),
    );
    assert.match(mail!.text, new RegExp(`Conversation: #${conversationId}`));
    assert.match(mail!.text, new RegExp(`About member: .+ \\(#${b.id}\\)`));

    // Someone else's conversation, or a member who does not exist: refused, nothing stored.
    const before = await complaintCount(t.app);
    const foreign = await file(
      t.app,
      { subject: 'member', description, conversation_id: conversationId },
      { cookie: c.cookie, 'x-forwarded-for': '203.0.113.3' },
    );
    assert.equal(foreign.statusCode, 422);
    assert.equal(errorCodeOf(foreign), 'complaint_reference_invalid');
    const nobody = await file(
      t.app,
      { subject: 'member', description, member_id: 99_999_999 },
      {
        cookie: c.cookie,
      },
    );
    assert.equal(errorCodeOf(nobody), 'complaint_reference_invalid');
    assert.equal(await complaintCount(t.app), before);
  });

  it('refuses what cannot be acted on, storing and mailing nothing', async () => {
    const before = await complaintCount(t.app);
    const headers = { 'x-forwarded-for': '203.0.113.2' };
    const noEmail = await file(t.app, { subject: 'other', description }, headers);
    assert.equal(noEmail.statusCode, 400);
    assert.equal(errorCodeOf(noEmail), 'email_required');
    for (const bad of [
      { subject: 'other', description: 'too short', email: 'a@b.test' },
      { subject: 'weather', description, email: 'a@b.test' },
      { subject: 'other', description, email: 'not-an-address' },
      { subject: 'other', description: 'x'.repeat(5001), email: 'a@b.test' },
    ])
      assert.equal((await file(t.app, bad, headers)).statusCode, 400, JSON.stringify(bad));
    assert.equal(await complaintCount(t.app), before);
  });
});

describeEachDatabase('complaints: rate limit', (kind) => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp(kind, { TRUST_PROXY: '127.0.0.1' });
  });
  after(() => t.close());

  it('takes five an hour from one address', async () => {
    const headers = { 'x-forwarded-for': '198.51.100.7' };
    for (let i = 0; i < 5; i += 1)
      assert.equal(
        (await file(t.app, { subject: 'other', description, email: `p${i}@x.test` }, headers))
          .statusCode,
        200,
      );
    const sixth = await file(t.app, { subject: 'other', description, email: 'p6@x.test' }, headers);
    assert.equal(sixth.statusCode, 429);
    assert.equal(
      (
        await file(
          t.app,
          { subject: 'other', description, email: 'q@x.test' },
          {
            'x-forwarded-for': '198.51.100.8',
          },
        )
      ).statusCode,
      200,
    );
  });
});
