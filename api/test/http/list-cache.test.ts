import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { chatsResponseSchema, likesResponseSchema } from '@app/shared/contracts';
import { buildApp } from '../../src/app';
import * as chat from '../../src/domains/chat/repository';
import * as likes from '../../src/domains/likes/repository';
import { logInAsMember, untouchedMembers } from '../helpers/members';
import { createTestApp, describeEachDatabase, type TestApp } from '../helpers/test-app';

const now = () => new Date().toISOString();

// The chat and likes lists are kept per member between requests (http/list-cache.ts): every
// change a member could see must show on the very next request.
describeEachDatabase('kept lists stay exact', (kind) => {
  let t: TestApp;
  let me: number;
  let partner: number;
  let cookie: string;
  before(async () => {
    t = await createTestApp(kind);
    [me, partner] = (await untouchedMembers(t.app, 2)) as [number, number];
    cookie = await logInAsMember(t.app, me);
  });
  after(() => t.close());

  const chats = async () =>
    chatsResponseSchema.parse(
      (await t.app.inject({ method: 'GET', url: '/api/chats.php', headers: { cookie } })).json(),
    ).chats;
  const likesOfMe = async () =>
    likesResponseSchema.parse(
      (await t.app.inject({ method: 'GET', url: '/api/likes.php', headers: { cookie } })).json(),
    );

  it('shows a new conversation, message and read position on the next request', async () => {
    assert.deepEqual(await chats(), []);
    const id = await t.app.db
      .transaction()
      .execute((trx) => chat.createConversation(trx, [me, partner], now()));
    assert.equal((await chats()).length, 1);
    const message = await chat.insertMessage(t.app.db, {
      conversation_id: id,
      sender_id: partner,
      body: 'Hello there',
      created_at: now(),
      client_id: null,
    });
    const [withMessage] = await chats();
    assert.equal(withMessage!.last_message?.text, 'Hello there');
    assert.equal(withMessage!.num_unread_messages, 1);
    assert.deepEqual(await chats(), [withMessage], 'asked again: the same answer');
    await chat.markRead(t.app.db, id, me, message);
    assert.equal((await chats())[0]!.num_unread_messages, 0);
  });

  it('shows what another member changed, whoever changed it (database triggers)', async () => {
    await t.app.db
      .updateTable('profile')
      .set({ name: 'Renamed' })
      .where('user_id', '=', partner)
      .execute();
    assert.equal((await chats())[0]!.profile.name, 'Renamed');
    await t.app.db
      .updateTable('profile_image')
      .set({ status: 'rejected' })
      .where('user_id', '=', partner)
      .execute();
    assert.equal((await chats())[0]!.profile.main_image, null);
  });

  it('shows a new like, and that it was seen, on the next request', async () => {
    const before = await likesOfMe();
    await likes.insertLike(t.app.db, { liker_id: partner, liked_id: me, created_at: now() });
    const liked = await likesOfMe();
    assert.equal(liked.liked_by.length, before.liked_by.length + 1);
    assert.equal(liked.liked_by[0]!.like_new, true);
    await likes.markLikeSeen(t.app.db, partner, me, now());
    assert.equal((await likesOfMe()).liked_by[0]!.like_new, false);
  });
});

describe(
  'kept lists on several nodes',
  { skip: !process.env.TEST_DATABASE_URL && 'needs TEST_DATABASE_URL' },
  () => {
    let t: TestApp;
    let other: Awaited<ReturnType<typeof buildApp>>;
    before(async () => {
      t = await createTestApp('postgres');
      other = await buildApp(t.config);
      await other.ready();
    });
    after(async () => {
      await other.close();
      await t.close();
    });

    it('a write through one node shows on the next request to another', async () => {
      const [me, partner] = (await untouchedMembers(t.app, 2)) as [number, number];
      const cookie = await logInAsMember(t.app, me);
      const chatsOn = async (node: typeof other) =>
        chatsResponseSchema.parse(
          (await node.inject({ method: 'GET', url: '/api/chats.php', headers: { cookie } })).json(),
        ).chats;
      assert.deepEqual(await chatsOn(t.app), []);
      await other.db
        .transaction()
        .execute((trx) => chat.createConversation(trx, [me, partner], now()));
      assert.equal((await chatsOn(t.app)).length, 1, 'node one does not answer from its old list');
    });
  },
);
