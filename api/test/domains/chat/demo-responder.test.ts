import assert from 'node:assert/strict';
import type { AddressInfo } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { after, before, it } from 'node:test';
import { sendMessageResponseSchema } from '@app/shared/contracts';
import { DEMO_REPLIES } from '../../../src/domains/chat/demo-replies';
import { balanceOf, grantCredits, ownMember } from '../../helpers/accounts';
import { openEventStream } from '../../helpers/event-stream';
import { createTestApp, describeEachDatabase, type TestApp } from '../../helpers/test-app';

let sequence = 0;
const clientId = () => `demo-${Date.now().toString(36)}-${(sequence++).toString(36)}`;
const REPLY_AFTER_MS = 600;

// The demo responder (embedded default's demo site): fictional demo members answer.
describeEachDatabase('demo responder', (kind) => {
  let t: TestApp;
  let port: number;
  before(async () => {
    t = await createTestApp(kind, {
      DEMO_RESPONDER: 'true',
      DEMO_REPLY_AFTER_MS: String(REPLY_AFTER_MS),
    });
    await t.app.listen({ host: '127.0.0.1', port: 0 });
    port = (t.app.server.address() as AddressInfo).port;
  });
  after(() => t.close());

  /** A real person (not fictional) using the site in `language`. */
  const person = async (label: string, language: 'en' | 'fr') => {
    const member = await ownMember(t.app, label);
    await t.app.db
      .updateTable('profile')
      .set({ fictional: 0 })
      .where('user_id', '=', member.id)
      .execute();
    await t.app.db.updateTable('app_user').set({ language }).where('id', '=', member.id).execute();
    await grantCredits(t.app, member.id, 10);
    return member;
  };
  const send = async (cookie: string, body: object) => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/messages.php',
      headers: { cookie },
      payload: body,
    });
    assert.equal(response.statusCode, 200, response.body);
    return sendMessageResponseSchema.parse(response.json()).message;
  };
  const credits = (userId: number) => balanceOf(t.app, userId);
  /** The messages the demo member wrote in the conversation. */
  const answersIn = (conversationId: number, demoMemberId: number) =>
    t.app.db
      .selectFrom('message')
      .select('id')
      .where('conversation_id', '=', conversationId)
      .where('sender_id', '=', demoMemberId)
      .execute();

  it('a fictional member reads, types, then answers once in the writer language, for free', async () => {
    const writer = await person('writer', 'fr');
    const demoMember = await ownMember(t.app, 'fictional');
    const demoCredits = await credits(demoMember.id);
    const writerCredits = await credits(writer.id);
    const stream = await openEventStream(port, writer.cookie);
    await stream.next('ready');
    const first = await send(writer.cookie, {
      profile: demoMember.id,
      text: 'Salut !',
      client_id: clientId(),
    });
    // A second message before the answer: still one answer.
    await send(writer.cookie, {
      conversation: first.conversation_id,
      text: 'Ça va ?',
      client_id: clientId(),
    });

    let reply;
    do reply = await stream.next('message', 5000);
    while ((reply.data as { message: { from_me: boolean } }).message.from_me);
    const message = (
      reply.data as { message: { text: string; conversation_id: number; lang: string | null } }
    ).message;
    assert.equal(message.conversation_id, first.conversation_id);
    assert.ok(DEMO_REPLIES.fr.includes(message.text), message.text);
    assert.equal(message.lang, 'fr');
    // Before it: the demo member read the message and typed (in either order: typing is
    // passed on at once, the read comes through the stored events).
    const before = stream.events.slice(0, stream.events.indexOf(reply));
    assert.ok(
      before.some(
        (event) =>
          event.type === 'read' &&
          JSON.stringify(event.data) ===
            JSON.stringify({
              conversation_id: first.conversation_id,
              read_up_to: first.id,
              by_me: false,
            }),
      ),
    );
    assert.ok(
      before.some(
        (event) =>
          event.type === 'typing' &&
          (event.data as { member_id: number }).member_id === demoMember.id,
      ),
    );

    await sleep(REPLY_AFTER_MS * 2);
    const answers = await answersIn(first.conversation_id, demoMember.id);
    assert.equal(answers.length, 1);
    assert.equal(await credits(demoMember.id), demoCredits);
    assert.equal(await credits(writer.id), writerCredits - 2);
    stream.close();
  });

  it('real members are not answered for', async () => {
    const writer = await person('writer-real', 'en');
    const other = await person('other-real', 'en');
    const first = await send(writer.cookie, {
      profile: other.id,
      text: 'Hello',
      client_id: clientId(),
    });
    await sleep(REPLY_AFTER_MS * 2);
    const answers = await answersIn(first.conversation_id, other.id);
    assert.equal(answers.length, 0);
  });

  it('reads an unconfirmed member, and answers only once they confirmed their address', async () => {
    const writer = await person('writer-unconfirmed', 'en');
    await t.app.db
      .updateTable('app_user')
      .set({ status: 'not_confirmed' })
      .where('id', '=', writer.id)
      .execute();
    const demoMember = await ownMember(t.app, 'fictional-2');
    const first = await send(writer.cookie, {
      profile: demoMember.id,
      text: 'Hi',
      client_id: clientId(),
    });
    await sleep(REPLY_AFTER_MS * 2);
    const read = await t.app.db
      .selectFrom('conversation_member')
      .select('last_read_message_id')
      .where('conversation_id', '=', first.conversation_id)
      .where('user_id', '=', demoMember.id)
      .executeTakeFirstOrThrow();
    assert.equal(read.last_read_message_id, first.id);
    const answers = await answersIn(first.conversation_id, demoMember.id);
    assert.equal(answers.length, 0);
  });
});
