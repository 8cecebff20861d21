import assert from 'node:assert/strict';
import { after, before, it } from 'node:test';
import {
  MESSAGE_REQUEST_DAYS,
  apiErrorSchema,
  chatsResponseSchema,
  messageRequestsResponseSchema,
  messagesResponseSchema,
  sendMessageResponseSchema,
  userResponseSchema,
} from '@app/shared/contracts';
import { ledgerSum } from '../../../src/domains/credits/repository';
import { expireRequests } from '../../../src/domains/chat/message-requests';
import { balanceOf, realMember, setBalance } from '../../helpers/accounts';
import { like } from '../../helpers/likes';
import { createTestApp, describeEachDatabase, type TestApp } from '../../helpers/test-app';

let sequence = 0;
const clientId = () => `r-${Date.now().toString(36)}-${(sequence++).toString(36)}-x`;
const DAY_MS = 24 * 60 * 60 * 1000;

// Issue 29 §1 (RELIABILITY: money): a first message to a member one has not matched with is a
// request; its credits are held, charged once when accepted, released when declined or lapsed.
describeEachDatabase('message requests', (kind) => {
  let t: TestApp;
  // The site's message_credits (its default).
  const cost = 1;
  before(async () => {
    t = await createTestApp(kind);
  });
  after(() => t.close());

  type Member = Awaited<ReturnType<typeof realMember>>;
  const send = (from: Member, body: object) =>
    t.app.inject({
      method: 'POST',
      url: '/api/messages.php',
      headers: { cookie: from.cookie },
      payload: { client_id: clientId(), ...body },
    });
  const decide = (by: Member, conversation: number, decision: 'accept' | 'decline') =>
    t.app.inject({
      method: 'PUT',
      url: '/api/message-requests.php',
      headers: { cookie: by.cookie },
      payload: { conversation, decision },
    });
  const requestsOf = async (member: Member) =>
    messageRequestsResponseSchema.parse(
      (
        await t.app.inject({
          method: 'GET',
          url: '/api/message-requests.php',
          headers: { cookie: member.cookie },
        })
      ).json(),
    );
  const chatsOf = async (member: Member) =>
    chatsResponseSchema.parse(
      (
        await t.app.inject({
          method: 'GET',
          url: '/api/chats.php',
          headers: { cookie: member.cookie },
        })
      ).json(),
    ).chats;
  const userOf = async (member: Member) =>
    userResponseSchema.parse(
      (
        await t.app.inject({
          method: 'GET',
          url: '/api/user.php',
          headers: { cookie: member.cookie },
        })
      ).json(),
    ).user!;
  const errorOf = (response: { json(): unknown }) => apiErrorSchema.parse(response.json()).error;
  /** A paying sender with `credits`, and a recipient they have not matched with. */
  const pair = async (credits = 20) => {
    const sender = await realMember(t.app, 'sender');
    const recipient = await realMember(t.app, 'recipient');
    await setBalance(t.app, sender.id, credits);
    await t.app.db
      .updateTable('app_user')
      .set({ paid_user: 1 })
      .where('id', '=', sender.id)
      .execute();
    return { sender, recipient };
  };
  const openRequest = async (sender: Member, recipient: Member, text = 'Hello there') => {
    const response = await send(sender, { profile: recipient.id, text });
    assert.equal(response.statusCode, 200, response.body);
    const answer = sendMessageResponseSchema.parse(response.json());
    assert.equal(answer.request_pending, true);
    return answer.message.conversation_id;
  };

  it('holds the first message’s credits, charging nothing, and shows it as a request', async () => {
    assert.ok(cost > 0, 'the site charges messages');
    const { sender, recipient } = await pair(20);
    const conversation = await openRequest(sender, recipient);

    assert.equal(await balanceOf(t.app, sender.id), 20);
    assert.equal(await ledgerSum(t.app.db, sender.id), 20);
    const user = await userOf(sender);
    assert.deepEqual([user.credits, user.held_credits], [20, cost]);

    const { requests } = await requestsOf(recipient);
    assert.deepEqual(
      requests.map((r) => [r.conversation.id, r.profile.id, r.message.text, r.profile.verified]),
      [[conversation, sender.id, 'Hello there', false]],
    );
    // Not in the recipient's chats; in the sender's, waiting.
    assert.equal(
      (await chatsOf(recipient)).some((c) => c.conversation.id === conversation),
      false,
    );
    assert.equal(
      (await chatsOf(sender)).find((c) => c.conversation.id === conversation)?.request_status,
      'pending',
    );
    // The sender waits: no second message before the answer.
    const again = await send(sender, { conversation, text: 'Are you there?' });
    assert.equal(again.statusCode, 409);
    assert.equal(errorOf(again).code, 'request_pending');
    const page = messagesResponseSchema.parse(
      (
        await t.app.inject({
          method: 'GET',
          url: `/api/messages.php?conversation=${conversation}`,
          headers: { cookie: recipient.cookie },
        })
      ).json(),
    );
    assert.deepEqual(page.request, { status: 'pending', from_me: false, held_until: null });
  });

  it('20 first messages at once to one member: one request, its credits held once (RELIABILITY 34)', async () => {
    const { sender, recipient } = await pair(20);
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        send(sender, { profile: recipient.id, text: `Hello ${i}` }),
      ),
    );
    const sent = answers.filter((a) => a.statusCode === 200);
    assert.equal(sent.length, 1, answers.map((a) => a.statusCode).join(','));
    for (const refused of answers.filter((a) => a.statusCode !== 200)) {
      assert.equal(refused.statusCode, 409, refused.body);
      assert.equal(errorOf(refused).code, 'request_pending');
    }
    const user = await userOf(sender);
    assert.deepEqual([user.credits, user.held_credits], [20, cost]);
    assert.equal((await requestsOf(recipient)).requests.length, 1);
    assert.equal(await ledgerSum(t.app.db, sender.id), 20);
  });

  it('charges exactly once when 20 accepts arrive together', async () => {
    const { sender, recipient } = await pair(20);
    const conversation = await openRequest(sender, recipient);
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => decide(recipient, conversation, 'accept')),
    );
    assert.deepEqual(
      [...new Set(answers.map((a) => `${a.statusCode} ${a.json<{ status: string }>().status}`))],
      ['200 accepted'],
    );
    assert.equal(await balanceOf(t.app, sender.id), 20 - cost);
    assert.equal(await ledgerSum(t.app.db, sender.id), 20 - cost);
    const entries = await t.app.db
      .selectFrom('credit_entry')
      .select(['amount', 'reason'])
      .where('user_id', '=', sender.id)
      .where('amount', '<', 0)
      // Not the test's own setting of the balance (a seeded member may start above 20).
      .where('reason', '!=', 'test')
      .execute();
    assert.deepEqual(entries, [{ amount: -cost, reason: 'message' }]);
    assert.equal((await userOf(sender)).held_credits, 0);
    // Now a conversation for both; the sender writes on.
    assert.equal(
      (await chatsOf(recipient)).find((c) => c.conversation.id === conversation)?.request_status,
      null,
    );
    assert.equal((await send(sender, { conversation, text: 'Great!' })).statusCode, 200);
    assert.deepEqual((await requestsOf(recipient)).requests, []);
  });

  it('releases the credits when declined; the sender cannot write again', async () => {
    const { sender, recipient } = await pair(20);
    const conversation = await openRequest(sender, recipient);
    const declined = await decide(recipient, conversation, 'decline');
    assert.equal(declined.json<{ status: string }>().status, 'declined');
    // A late accept changes nothing.
    assert.equal(
      (await decide(recipient, conversation, 'accept')).json<{ status: string }>().status,
      'declined',
    );
    assert.equal(await balanceOf(t.app, sender.id), 20);
    assert.equal((await userOf(sender)).held_credits, 0);
    assert.equal(
      (await chatsOf(sender)).find((c) => c.conversation.id === conversation)?.request_status,
      'declined',
    );
    const again = await send(sender, { conversation, text: 'Please?' });
    assert.equal(errorOf(again).code, 'request_closed');
    assert.equal(await balanceOf(t.app, sender.id), 20);
  });

  it(`releases the credits after ${MESSAGE_REQUEST_DAYS} days unanswered`, async () => {
    const { sender, recipient } = await pair(20);
    const conversation = await openRequest(sender, recipient);
    const sixDays = new Date(Date.now() + (MESSAGE_REQUEST_DAYS - 1) * DAY_MS);
    await expireRequests(t.app.db, sixDays);
    assert.equal((await userOf(sender)).held_credits, cost);
    const notified = await expireRequests(
      t.app.db,
      new Date(Date.now() + MESSAGE_REQUEST_DAYS * DAY_MS + 1000),
    );
    assert.ok(notified.includes(sender.id));
    assert.equal((await userOf(sender)).held_credits, 0);
    assert.equal(await balanceOf(t.app, sender.id), 20);
    const late = await decide(recipient, conversation, 'accept');
    assert.equal(late.json<{ status: string }>().status, 'expired');
    assert.equal(await balanceOf(t.app, sender.id), 20);
  });

  it('held credits cannot be spent twice; writing back accepts', async () => {
    const { sender, recipient } = await pair(cost);
    const other = await realMember(t.app, 'other');
    const conversation = await openRequest(sender, recipient);
    // Everything the sender has is held: a second request finds no free credits.
    const second = await send(sender, { profile: other.id, text: 'Hi' });
    assert.equal(second.statusCode, 402);
    assert.equal(errorOf(second).code, 'not_enough_credits');
    // The recipient answers instead of pressing accept: that accepts, and charges the sender.
    await setBalance(t.app, recipient.id, 10);
    assert.equal((await send(recipient, { conversation, text: 'Hi back' })).statusCode, 200);
    assert.equal(await balanceOf(t.app, sender.id), 0);
    assert.equal((await userOf(sender)).held_credits, 0);
    assert.equal((await send(sender, { conversation, text: 'Yay' })).statusCode, 402);
  });

  it('matches and operated profiles skip the request', async () => {
    const { sender, recipient } = await pair(20);
    assert.equal((await like(t.app, sender.cookie, recipient.id)).statusCode, 200);
    assert.equal((await like(t.app, recipient.cookie, sender.id)).statusCode, 200);
    const response = await send(sender, { profile: recipient.id, text: 'We match!' });
    assert.equal(sendMessageResponseSchema.parse(response.json()).request_pending, false);
    assert.equal(await balanceOf(t.app, sender.id), 20 - cost);
    await t.app.db
      .updateTable('profile')
      .set({ fictional: 1 })
      .where('user_id', '=', recipient.id)
      .execute();
    const operated = await realMember(t.app, 'operated');
    await t.app.db
      .updateTable('profile')
      .set({ fictional: 1 })
      .where('user_id', '=', operated.id)
      .execute();
    const direct = await send(sender, { profile: operated.id, text: 'Hi' });
    assert.equal(sendMessageResponseSchema.parse(direct.json()).request_pending, false);
  });

  it('"who may write to me": verified only and matches only refuse others with a clear text', async () => {
    const { sender, recipient } = await pair(20);
    const choose = (who: string) =>
      t.app.inject({
        method: 'PUT',
        url: '/api/who-may-write.php',
        headers: { cookie: recipient.cookie },
        payload: { who_may_write: who },
      });
    assert.equal((await choose('verified')).statusCode, 200);
    assert.equal((await userOf(recipient)).who_may_write, 'verified');
    const refused = await send(sender, { profile: recipient.id, text: 'Hi' });
    assert.equal(refused.statusCode, 403);
    assert.equal(errorOf(refused).code, 'verified_only');
    assert.equal(errorOf(refused).params?.name !== undefined, true);
    assert.equal((await choose('matches')).statusCode, 200);
    assert.equal(
      errorOf(await send(sender, { profile: recipient.id, text: 'Hi' })).code,
      'matches_only',
    );
    assert.equal((await choose('nobody')).statusCode, 400);
    // A verified sender gets through to "verified only", as a request.
    await choose('verified');
    await t.app.db
      .updateTable('profile')
      .set({ verified_at: new Date().toISOString() })
      .where('user_id', '=', sender.id)
      .execute();
    await openRequest(sender, recipient);
    assert.equal((await requestsOf(recipient)).requests[0]?.profile.verified, true);
    // Nothing was charged or held by the refusals.
    assert.equal(await balanceOf(t.app, sender.id), 20);
    assert.equal((await userOf(sender)).held_credits, cost);
  });

  it('a block since the request declines it and releases the credits', async () => {
    const { sender, recipient } = await pair(20);
    await openRequest(sender, recipient);
    const blocked = await t.app.inject({
      method: 'POST',
      url: '/api/block.php',
      headers: { cookie: recipient.cookie },
      payload: { profile: sender.id },
    });
    assert.equal(blocked.statusCode, 200);
    assert.deepEqual((await requestsOf(recipient)).requests, []);
    await expireRequests(t.app.db);
    assert.equal((await userOf(sender)).held_credits, 0);
    assert.equal(await balanceOf(t.app, sender.id), 20);
  });

  it('only the recipient decides; strangers get 404, bad input 400', async () => {
    const { sender, recipient } = await pair(20);
    const conversation = await openRequest(sender, recipient);
    assert.equal((await decide(sender, conversation, 'accept')).statusCode, 404);
    const stranger = await realMember(t.app, 'stranger');
    assert.equal((await decide(stranger, conversation, 'accept')).statusCode, 404);
    const bad = await t.app.inject({
      method: 'PUT',
      url: '/api/message-requests.php',
      headers: { cookie: recipient.cookie },
      payload: { conversation, decision: 'maybe' },
    });
    assert.equal(bad.statusCode, 400);
    assert.equal((await userOf(sender)).held_credits, cost);
  });
});
