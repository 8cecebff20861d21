import assert from 'node:assert/strict';
import { after, before, it } from 'node:test';
import { apiErrorSchema, chatsResponseSchema, type ChatSummary } from '@app/shared/contracts';
import * as chat from '../../../src/domains/chat/repository';
import { DEMO_CONVERSATIONS, DEMO_UNREAD_MESSAGES } from '../../../src/seed/content/activity';
import { ALEX_ACCOUNT, DEMO_ACCOUNT } from '../../../src/seed/demo-accounts';
import { logInAsMember, untouchedMembers, userIdOf } from '../../helpers/members';
import { describeEachDatabase, logIn, type TestApp, createTestApp } from '../../helpers/test-app';

const MINUTE_MS = 60_000;

describeEachDatabase('chat: /api/chats.php', (kind) => {
  let t: TestApp;
  let demoCookie: string;
  let alexCookie: string;
  let demoId: number;
  let alexId: number;
  before(async () => {
    t = await createTestApp(kind);
    demoCookie = await logIn(t.app);
    alexCookie = await logIn(t.app, ALEX_ACCOUNT.email);
    demoId = await userIdOf(t.app, DEMO_ACCOUNT.email);
    alexId = await userIdOf(t.app, ALEX_ACCOUNT.email);
  });
  after(() => t.close());

  const chats = async (cookie: string): Promise<ChatSummary[]> => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/chats.php',
      headers: { cookie },
    });
    assert.equal(response.statusCode, 200, response.body);
    return chatsResponseSchema.parse(response.json()).chats;
  };
  const ago = (minutes: number) => new Date(Date.now() - minutes * MINUTE_MS).toISOString();
  const unreadTotal = (list: ChatSummary[]) =>
    list.reduce((sum, c) => sum + c.num_unread_messages, 0);
  const assertNewestFirst = (list: ChatSummary[]) => {
    const times = list.map((c) => c.last_message?.sent_at ?? '');
    assert.deepEqual(times, [...times].sort().reverse());
  };

  it('is for members only: 403 authentication_required', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/chats.php' });
    assert.equal(response.statusCode, 403);
    assert.equal(apiErrorSchema.parse(response.json()).error.code, 'authentication_required');
  });

  it("lists the demo member's seeded chats, newest first, with their unread messages", async () => {
    const list = await chats(demoCookie);
    assert.equal(list.length, DEMO_CONVERSATIONS.length);
    assert.equal(unreadTotal(list), DEMO_UNREAD_MESSAGES);
    assert.equal(DEMO_UNREAD_MESSAGES, 5);
    assertNewestFirst(list);
    assert.ok(list.every((c) => c.profile.id !== demoId && c.last_message !== null));
    assert.ok(list.every((c) => c.profile.main_image?.status === 'active'));

    const withAlex = list.find((c) => c.profile.id === alexId);
    assert.ok(withAlex);
    assert.equal(withAlex.profile.name, 'Alex');
    assert.equal(withAlex.num_unread_messages, 2);
    assert.deepEqual(
      { text: withAlex.last_message?.text, from_me: withAlex.last_message?.from_me },
      { text: 'I know a nice little café near the station.', from_me: false },
    );
    // The demo member wrote last here, so nothing is unread.
    const answered = list.at(-1)!;
    assert.equal(answered.num_unread_messages, 0);
    assert.equal(answered.last_message?.from_me, true);
  });

  it('shows each member only their own conversations, seen from their side', async () => {
    const alexList = await chats(alexCookie);
    assert.equal(alexList.length, 1);
    const [withDemo] = alexList;
    const demoList = await chats(demoCookie);
    assert.equal(
      withDemo!.conversation.id,
      demoList.find((c) => c.profile.id === alexId)!.conversation.id,
    );
    assert.equal(withDemo!.profile.id, demoId);
    assert.equal(withDemo!.profile.name, 'Demo');
    // Alex wrote last and has read everything before.
    assert.equal(withDemo!.num_unread_messages, 0);
    assert.equal(withDemo!.last_message?.from_me, true);
  });

  it('counts only the other member’s messages after the read position, and orders by the latest message', async () => {
    const [sam, kim, lou] = await untouchedMembers(t.app, 3);
    const db = t.app.db;
    // Sam and Alex talk; Alex has read Sam's first message only.
    const withSam = await db
      .transaction()
      .execute((trx) => chat.createConversation(trx, [alexId, sam!], ago(120)));
    const first = await chat.insertMessage(db, {
      conversation_id: withSam,
      sender_id: sam!,
      body: 'Hi Alex, how are you?',
      created_at: ago(60),
    });
    await chat.markRead(db, withSam, alexId, first);
    await chat.insertMessage(db, {
      conversation_id: withSam,
      sender_id: alexId,
      body: 'Fine, thanks! And you?',
      created_at: ago(50),
    });
    await chat.insertMessage(db, {
      conversation_id: withSam,
      sender_id: sam!,
      body: 'Great. Coffee this week?',
      created_at: ago(30),
    });
    const lastFromSamAt = ago(25);
    const lastFromSam = await chat.insertMessage(db, {
      conversation_id: withSam,
      sender_id: sam!,
      body: 'Thursday maybe?',
      created_at: lastFromSamAt,
      client_id: 'sam-1',
      lang: 'en',
    });
    // Alex wrote to Kim most recently; nothing from Kim yet.
    const withKim = await db
      .transaction()
      .execute((trx) => chat.createConversation(trx, [kim!, alexId], ago(15)));
    await chat.insertMessage(db, {
      conversation_id: withKim,
      sender_id: alexId,
      body: 'Hello Kim!',
      created_at: ago(10),
    });
    // A conversation without messages sorts by when it started.
    const withLou = await db
      .transaction()
      .execute((trx) => chat.createConversation(trx, [alexId, lou!], ago(6 * 60)));

    let list = await chats(alexCookie);
    assert.deepEqual(
      list.map((c) => c.conversation.id),
      [withKim, withSam, list[2]!.conversation.id, withLou],
    );
    assert.equal(list[2]!.profile.id, demoId);
    const bySam = list.find((c) => c.conversation.id === withSam)!;
    assert.equal(bySam.profile.id, sam);
    assert.equal(bySam.num_unread_messages, 2);
    assert.deepEqual(bySam.last_message, {
      id: lastFromSam,
      text: 'Thursday maybe?',
      sent_at: lastFromSamAt,
      from_me: false,
      attachment_type: null,
      lang: 'en',
    });
    const byKim = list.find((c) => c.conversation.id === withKim)!;
    assert.equal(byKim.num_unread_messages, 0);
    assert.deepEqual(
      { text: byKim.last_message?.text, from_me: byKim.last_message?.from_me },
      { text: 'Hello Kim!', from_me: true },
    );
    const byLou = list.find((c) => c.conversation.id === withLou)!;
    assert.equal(byLou.last_message, null);
    assert.equal(byLou.num_unread_messages, 0);

    // Reading everything clears the count; a read position never moves back.
    await chat.markRead(db, withSam, alexId, lastFromSam);
    await chat.markRead(db, withSam, alexId, first);
    list = await chats(alexCookie);
    assert.equal(list.find((c) => c.conversation.id === withSam)!.num_unread_messages, 0);

    // A new message from Sam counts and moves the conversation to the top.
    await chat.insertMessage(db, {
      conversation_id: withSam,
      sender_id: sam!,
      body: 'See you then!',
      created_at: ago(1),
    });
    list = await chats(alexCookie);
    assert.equal(list[0]!.conversation.id, withSam);
    assert.equal(list[0]!.num_unread_messages, 1);
    assertNewestFirst(list.filter((c) => c.last_message !== null));

    // Sam sees the same conversation from the other side, and none of Alex's others.
    const samList = await chats(await logInAsMember(t.app, sam!));
    assert.equal(samList.length, 1);
    assert.equal(samList[0]!.conversation.id, withSam);
    assert.equal(samList[0]!.profile.id, alexId);
    assert.equal(samList[0]!.num_unread_messages, 1, "Alex's reply is unread for Sam");
    assert.equal(samList[0]!.last_message?.from_me, true);

    // The demo member's list is untouched by all of this.
    assert.equal(unreadTotal(await chats(demoCookie)), DEMO_UNREAD_MESSAGES);
  });

  it('leaves out a conversation the member removed, but not for the other member', async () => {
    const [pat] = await untouchedMembers(t.app, 1);
    const db = t.app.db;
    const conversationId = await db
      .transaction()
      .execute((trx) => chat.createConversation(trx, [alexId, pat!], ago(5)));
    await chat.insertMessage(db, {
      conversation_id: conversationId,
      sender_id: pat!,
      body: 'Hey there',
      created_at: ago(4),
    });
    const patCookie = await logInAsMember(t.app, pat!);
    assert.ok((await chats(alexCookie)).some((c) => c.conversation.id === conversationId));

    await chat.removeConversation(db, conversationId, alexId, ago(0));
    assert.ok(!(await chats(alexCookie)).some((c) => c.conversation.id === conversationId));
    assert.deepEqual(
      (await chats(patCookie)).map((c) => c.conversation.id),
      [conversationId],
    );
  });
});
