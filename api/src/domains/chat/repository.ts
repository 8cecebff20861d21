import { PostgresAdapter, sql, type QueryCreator } from 'kysely';
import type { Database, Db, Tx } from '../../db/database';
import { preparedQuery } from '../../db/prepared';
import type { ConversationOrigin, NewMessage } from './tables';
import { listStamp, raiseListVersions } from '../../db/fragments/list-version';
import { mainImageColumns, mainImageId } from '../../db/fragments/main-image';
import { blockBetween } from '../../db/fragments/not-blocked';

// Conversations, their messages and each member's read position.

/**
 * Starts a conversation between two members; returns its id. Two writes that only make sense
 * together, so it runs in the caller's transaction.
 */
export async function createConversation(
  db: Tx,
  memberIds: readonly [number, number],
  createdAt: string,
  origin: ConversationOrigin = 'member',
): Promise<number> {
  const { id } = await db
    .insertInto('conversation')
    // 'member' is the column's default: written only when it is the sign-up's (the seed then
    // also runs on a schema older than migration 0033, as the upgrade test seeds one).
    .values(origin === 'member' ? { created_at: createdAt } : { created_at: createdAt, origin })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('conversation_member')
    .values(memberIds.map((userId) => ({ conversation_id: id, user_id: userId })))
    .execute();
  await raiseListVersions(db, 'chat_list_version', memberIds);
  return id;
}

/** Stores a message; returns its id. */
export async function insertMessage(db: Db, message: NewMessage): Promise<number> {
  const { id } = await db
    .insertInto('message')
    .values(message)
    .returning('id')
    .executeTakeFirstOrThrow();
  const members = await db
    .selectFrom('conversation_member')
    .select('user_id')
    .where('conversation_id', '=', message.conversation_id)
    .execute();
  await raiseListVersions(
    db,
    'chat_list_version',
    members.map((member) => member.user_id),
  );
  return id;
}

/** Marks everything up to `messageId` read for the member; the read position never moves back. */
export async function markRead(
  db: Db,
  conversationId: number,
  userId: number,
  messageId: number,
): Promise<void> {
  await db
    .updateTable('conversation_member')
    .set({ last_read_message_id: messageId })
    .where('conversation_id', '=', conversationId)
    .where('user_id', '=', userId)
    .where((eb) =>
      eb.or([eb('last_read_message_id', 'is', null), eb('last_read_message_id', '<', messageId)]),
    )
    .execute();
  await raiseListVersions(db, 'chat_list_version', [userId]);
}

/** Takes the conversation off the member's list; the other member keeps it. */
export async function removeConversation(
  db: Db,
  conversationId: number,
  userId: number,
  removedAt: string,
): Promise<void> {
  await db
    .updateTable('conversation_member')
    .set({ removed_at: removedAt })
    .where('conversation_id', '=', conversationId)
    .where('user_id', '=', userId)
    .execute();
  await raiseListVersions(db, 'chat_list_version', [userId]);
}

/** What the member's chat list depends on (see listCache). */
export const chatListStamp = (db: Db, userId: number) => listStamp(db, 'chat_list_version', userId);

/**
 * The member's listed conversations in one query, most recent activity first: the other
 * member with their main photo, the newest message and the unread count. The newest message
 * and the unread messages are both found through message_conversation_idx.
 */
const conversationsQuery = preparedQuery<{ userId: number }>()((db, param) =>
  db
    .selectFrom('conversation_member as mine')
    .innerJoin('conversation', 'conversation.id', 'mine.conversation_id')
    .innerJoin('conversation_member as other', (join) =>
      join
        .onRef('other.conversation_id', '=', 'mine.conversation_id')
        .onRef('other.user_id', '<>', 'mine.user_id'),
    )
    .innerJoin('profile', 'profile.user_id', 'other.user_id')
    .innerJoin('app_user as other_account', 'other_account.id', 'other.user_id')
    .leftJoin('profile_image as main_image', (join) =>
      join.on('main_image.id', '=', mainImageId(db, sql.ref<number>('other.user_id'))),
    )
    .leftJoin('message_request as request', 'request.conversation_id', 'mine.conversation_id')
    .leftJoin('message as last_message', (join) =>
      join.on('last_message.id', '=', (eb) =>
        eb
          .selectFrom('message')
          .select((inner) => inner.fn.max('message.id').as('id'))
          .whereRef('message.conversation_id', '=', 'mine.conversation_id')
          .where((inner) =>
            inner.or([
              inner('message.sender_id', '=', inner.ref('mine.user_id')),
              inner.and([inner('message.hidden', '=', 0), inner('message.held_until', 'is', null)]),
            ]),
          ),
      ),
    )
    .select((eb) => [
      'mine.conversation_id',
      'profile.user_id as profile_id',
      'profile.name as profile_name',
      'other_account.status as profile_account_status',
      'profile.verified_at as profile_verified_at',
      ...mainImageColumns,
      'last_message.id as last_message_id',
      'last_message.body as last_message_body',
      'last_message.created_at as last_message_sent_at',
      'last_message.sender_id as last_message_sender_id',
      'last_message.attachment as last_message_attachment',
      'last_message.lang as last_message_lang',
      'request.status as request_status',
      // Only the other member's messages count: one's own are never unread.
      eb
        .selectFrom('message as unread')
        .select((inner) => inner.fn.countAll<number | string>().as('n'))
        .whereRef('unread.conversation_id', '=', 'mine.conversation_id')
        .whereRef('unread.sender_id', '=', 'other.user_id')
        .where('unread.hidden', '=', 0)
        .where('unread.held_until', 'is', null)
        .where('unread.id', '>', sql<number>`coalesce(mine.last_read_message_id, 0)`)
        .as('num_unread_messages'),
    ])
    .where('mine.user_id', '=', param('userId'))
    .where('mine.removed_at', 'is', null)
    // A request not accepted is in its recipient's requests, not in their chats (issue 29 §1).
    .where((eb) =>
      eb.or([
        eb('request.status', 'is', null),
        eb('request.status', '=', 'accepted'),
        eb('request.sender_id', '=', eb.ref('mine.user_id')),
      ]),
    )
    // A block either way takes the conversation off both lists (spec §2 block-user dialog).
    .where((eb) =>
      eb.not(blockBetween(sql.ref<number>('mine.user_id'), sql.ref<number>('other.user_id'))(eb)),
    )
    .orderBy(sql`coalesce(last_message.created_at, conversation.created_at)`, 'desc')
    .orderBy('mine.conversation_id', 'desc'),
);

export function listConversations(db: Db, userId: number) {
  return conversationsQuery(db, { userId });
}
export type ConversationRow = Awaited<ReturnType<typeof listConversations>>[number];

/** The sender's message with this client id (a resend), if stored. */
const messageByClientIdQuery = preparedQuery<{ senderId: number; clientId: string }>()(
  (db, param) =>
    db
      .selectFrom('message')
      .selectAll()
      .where('sender_id', '=', param('senderId'))
      .where('client_id', '=', param('clientId')),
);

/** A sender's message by its client id: asked before every send (a resend is answered from it). */
export async function findMessageByClientId(db: Db, senderId: number, clientId: string) {
  return (await messageByClientIdQuery(db, { senderId, clientId }))[0];
}

/**
 * The conversation's members as a sender sees them: their account and profile states, where
 * they removed it, and whether a block stands either way between each and the sender. The
 * first read of every send, so one statement, compiled once.
 */
const sendingConversationQuery = preparedQuery<{ conversationId: number; senderId: number }>()(
  (db, param) =>
    membersWithStates(db)
      .select((eb) => [
        eb
          .exists(
            eb
              .selectFrom('member_block')
              .select('member_block.blocker_id')
              .whereRef('member_block.blocker_id', '=', 'conversation_member.user_id')
              .where('member_block.blocked_id', '=', param('senderId')),
          )
          .as('blocks_sender'),
        eb
          .exists(
            eb
              .selectFrom('member_block')
              .select('member_block.blocker_id')
              .where('member_block.blocker_id', '=', param('senderId'))
              .whereRef('member_block.blocked_id', '=', 'conversation_member.user_id'),
          )
          .as('blocked_by_sender'),
        // Read here, with the members, rather than one statement each after them: the
        // request the conversation opened with (who may write) and whether a member hides
        // words (their list is read only then).
        eb
          .selectFrom('message_request')
          .select('message_request.status')
          .where('message_request.conversation_id', '=', param('conversationId'))
          .as('request_status'),
        eb
          .selectFrom('message_request')
          .select('message_request.sender_id')
          .where('message_request.conversation_id', '=', param('conversationId'))
          .as('request_sender_id'),
        eb
          .exists(
            eb
              .selectFrom('member_hidden_word')
              .select('member_hidden_word.user_id')
              .whereRef('member_hidden_word.user_id', '=', 'conversation_member.user_id'),
          )
          .as('hides_words'),
      ])
      .where('conversation_member.conversation_id', '=', param('conversationId')),
);

export async function sendingConversation(db: Db, conversationId: number, senderId: number) {
  const rows = await sendingConversationQuery(db, { conversationId, senderId });
  // SQLite answers exists() as 0 or 1.
  return rows.map((row) => ({
    ...row,
    blocks_sender: Boolean(row.blocks_sender),
    blocked_by_sender: Boolean(row.blocked_by_sender),
    hides_words: Boolean(row.hides_words),
  }));
}

/** A send's parameters, as the prepared statements below bind them. */
type SentMessageParams = NewMessage & Record<string, unknown>;
type Param<A> = <K extends keyof A & string>(name: K) => A[K];

/** The message row a send stores (both databases' statements insert it alike). */
const insertSent = (db: QueryCreator<Database>, param: Param<SentMessageParams>) =>
  db
    .insertInto('message')
    .values({
      conversation_id: param('conversation_id'),
      sender_id: param('sender_id'),
      body: param('body'),
      created_at: param('created_at'),
      client_id: param('client_id'),
      attachment: param('attachment'),
      lang: param('lang'),
    })
    .returning('id');

/** Both members' chat lists moved on: their versions raised (or started). */
const raisePairChatLists = (db: QueryCreator<Database>, a: number, b: number) =>
  db
    .insertInto('chat_list_version')
    .values([
      { user_id: a, version: 1 },
      { user_id: b, version: 1 },
    ])
    .onConflict((oc) =>
      oc
        .column('user_id')
        .doUpdateSet({ version: sql<number>`${sql.ref('chat_list_version.version')} + 1` }),
    );

const insertSentMessageQuery = preparedQuery<SentMessageParams>()(insertSent);

const senderReadQuery = preparedQuery<{
  conversationId: number;
  userId: number;
  messageId: number;
}>()((db, param) =>
  db
    .updateTable('conversation_member')
    .set({ last_read_message_id: param('messageId') })
    .where('conversation_id', '=', param('conversationId'))
    .where('user_id', '=', param('userId'))
    // Never back (on PostgreSQL a later id can commit first, and be read first).
    .where((eb) =>
      eb.or([
        eb('last_read_message_id', 'is', null),
        eb('last_read_message_id', '<', param('messageId')),
      ]),
    ),
);

const raisePairChatListsQuery = preparedQuery<{ a: number; b: number }>()((db, param) =>
  raisePairChatLists(db, param('a'), param('b')),
);

/**
 * PostgreSQL: the same three writes in one statement (data-modifying CTEs), one round trip
 * instead of three while the sender's account row is locked (issue 27 §2). SQLite has no
 * writes in a WITH; there each statement is a call into the same process anyway.
 */
const storeSentMessageQuery = preparedQuery<SentMessageParams & { recipient_id: number }>()(
  (db, param) =>
    db
      .with('stored', (db) => insertSent(db, param))
      .with('sender_read', (db) =>
        db
          .updateTable('conversation_member')
          .set((eb) => ({ last_read_message_id: eb.selectFrom('stored').select('id') }))
          .where('conversation_id', '=', param('conversation_id'))
          .where('user_id', '=', param('sender_id'))
          .where((eb) =>
            eb.or([
              eb('last_read_message_id', 'is', null),
              eb('last_read_message_id', '<', eb.selectFrom('stored').select('id')),
            ]),
          ),
      )
      .with('lists_raised', (db) =>
        // The builder also knows the CTEs before this one, which this statement does not use.
        raisePairChatLists(
          db as unknown as QueryCreator<Database>,
          param('sender_id'),
          param('recipient_id'),
        ),
      )
      .selectFrom('stored')
      .select('id'),
);

/**
 * A member's new message in a two-member conversation: stored, read by its sender (their newest
 * message is the newest they read), and both members' chat lists moved on — three statements,
 * compiled once (insertMessage and markRead do the same for any conversation in five); one on
 * PostgreSQL.
 */
export async function storeSentMessage(
  tx: Tx,
  message: NewMessage & { sender_id: number; client_id: string },
  recipientId: number,
): Promise<number> {
  if (tx.getExecutor().adapter instanceof PostgresAdapter) {
    const [stored] = await storeSentMessageQuery(tx, {
      attachment: null,
      lang: null,
      ...message,
      recipient_id: recipientId,
    });
    return stored!.id;
  }
  const [row] = await insertSentMessageQuery(tx, {
    attachment: null,
    lang: null,
    ...message,
  });
  const id = row!.id;
  await senderReadQuery(tx, {
    conversationId: message.conversation_id,
    userId: message.sender_id,
    messageId: id,
  });
  await raisePairChatListsQuery(tx, { a: message.sender_id, b: recipientId });
  return id;
}

/** Conversations' members with where they removed it and their account and profile states. */
function membersWithStates(db: Db) {
  return db
    .selectFrom('conversation_member')
    .innerJoin('app_user', 'app_user.id', 'conversation_member.user_id')
    .innerJoin('profile', 'profile.user_id', 'conversation_member.user_id')
    .select([
      'conversation_member.user_id',
      'conversation_member.removed_at',
      'app_user.status',
      'profile.status as profile_status',
    ]);
}

/** The conversation's two members with their account status, listing and read position. */
export function conversationMembers(db: Db, conversationId: number) {
  return membersWithStates(db)
    .select('conversation_member.last_read_message_id')
    .where('conversation_member.conversation_id', '=', conversationId)
    .execute();
}

/** The newest conversation between the two members, if any. */
export async function findConversationBetween(
  db: Db,
  userId: number,
  otherId: number,
): Promise<number | undefined> {
  const row = await db
    .selectFrom('conversation_member as mine')
    .innerJoin('conversation_member as theirs', 'theirs.conversation_id', 'mine.conversation_id')
    .select('mine.conversation_id')
    .where('mine.user_id', '=', userId)
    .where('theirs.user_id', '=', otherId)
    .orderBy('mine.conversation_id', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row?.conversation_id;
}

/**
 * Conversations the member opened (their message is the first one), leaving out the one the
 * sign-up's first message opened (issue 25 §2: it does not use up a free conversation).
 */
export async function countStartedConversations(db: Db, userId: number): Promise<number> {
  const row = await db
    .selectFrom('conversation_member')
    .innerJoin('conversation', 'conversation.id', 'conversation_member.conversation_id')
    .innerJoin('message as first', (join) =>
      join.on('first.id', '=', (eb) =>
        eb
          .selectFrom('message')
          .select((inner) => inner.fn.min('message.id').as('id'))
          .whereRef('message.conversation_id', '=', 'conversation_member.conversation_id'),
      ),
    )
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('conversation_member.user_id', '=', userId)
    .where('first.sender_id', '=', userId)
    .where('conversation.origin', '=', 'member')
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Brings the conversation back to the lists of members who had removed it (a new message). */
export async function restoreConversation(db: Db, conversationId: number): Promise<void> {
  await db
    .updateTable('conversation_member')
    .set({ removed_at: null })
    .where('conversation_id', '=', conversationId)
    .where('removed_at', 'is not', null)
    .execute();
}

/**
 * A page of the conversation's messages, newest first, older than `before` when given, and
 * none sent before `since` (the site's history limit) when given.
 */
export function messagesPage(
  db: Db,
  conversationId: number,
  /** Null: a moderator's view, with what was hidden or held. */
  readerId: number | null,
  { before, since, limit }: { before?: number; since?: string; limit: number },
) {
  let query = db
    .selectFrom('message')
    .select([
      'id',
      'conversation_id',
      'sender_id',
      'body',
      'created_at',
      'client_id',
      'attachment',
      'lang',
      'unkind',
    ])
    .where('conversation_id', '=', conversationId);
  // What the reader's words hid, and what is held from them, is not in their conversation.
  if (readerId !== null)
    query = query.where((eb) =>
      eb.or([
        eb('sender_id', '=', readerId),
        eb.and([eb('hidden', '=', 0), eb('held_until', 'is', null)]),
      ]),
    );
  if (before !== undefined) query = query.where('id', '<', before);
  if (since !== undefined) query = query.where('created_at', '>=', since);
  return query.orderBy('id', 'desc').limit(limit).execute();
}

/** Whether the conversation has messages sent before `since` (hidden by the history limit). */
export async function hasMessagesBefore(
  db: Db,
  conversationId: number,
  since: string,
): Promise<boolean> {
  const row = await db
    .selectFrom('message')
    .select('id')
    .where('conversation_id', '=', conversationId)
    .where('created_at', '<', since)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

export async function newestMessageId(db: Db, conversationId: number): Promise<number | null> {
  const row = await db
    .selectFrom('message')
    .select((eb) => eb.fn.max('id').as('id'))
    .where('conversation_id', '=', conversationId)
    .executeTakeFirst();
  return row?.id ?? null;
}

/** A member's balance (the answer to a repeated send carries it). */
export async function creditsOf(db: Db, userId: number): Promise<number> {
  const row = await db
    .selectFrom('app_user')
    .select('credits')
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
  return row.credits;
}

/** What decides whether a member may be written to first: the account's and profile's states. */
export function writableMember(db: Db, userId: number) {
  return db
    .selectFrom('app_user')
    .innerJoin('profile', 'profile.user_id', 'app_user.id')
    .select(['app_user.status', 'profile.status as profile_status', 'profile.visible'])
    .where('app_user.id', '=', userId)
    .executeTakeFirst();
}

/** A member's profile name, when there is a profile. */
export async function profileName(db: Db, userId: number): Promise<string | undefined> {
  const row = await db
    .selectFrom('profile')
    .select('name')
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row?.name;
}

/** Whether a member is one of the site's own (fictional) profiles, and their account's state. */
export function fictionalMember(db: Db, userId: number) {
  return db
    .selectFrom('profile')
    .innerJoin('app_user', 'app_user.id', 'profile.user_id')
    .select(['profile.fictional', 'app_user.status'])
    .where('profile.user_id', '=', userId)
    .executeTakeFirst();
}

/** How many messages one member wrote in a conversation. */
export async function countMessagesFrom(
  db: Db,
  conversationId: number,
  senderId: number,
): Promise<number> {
  const row = await db
    .selectFrom('message')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('conversation_id', '=', conversationId)
    .where('sender_id', '=', senderId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** A conversation with messages its member has not read, waiting since `first_unread_at`. */
export interface UnreadWaiting {
  user_id: number;
  conversation_id: number;
  /** The newest of the waiting messages: the member is mailed again once they read past it. */
  message_id: number;
  sender_id: number;
  first_unread_at: string;
  /** null: the member never read anything in it (a new conversation for them). */
  last_read_message_id: number | null;
}

/**
 * Conversations whose member has messages unread that arrived between `from` and `until`, and
 * who was not mailed about them since they last read it; oldest first. Read by message age
 * (message_created_idx), so the sweep costs what the last day's messages cost.
 */
export async function findUnreadWaiting(
  db: Db,
  { from, until, limit }: { from: string; until: string; limit: number },
): Promise<UnreadWaiting[]> {
  const rows = await db
    .selectFrom('message as m')
    .innerJoin('conversation_member as cm', (join) =>
      join
        .onRef('cm.conversation_id', '=', 'm.conversation_id')
        .onRef('cm.user_id', '<>', 'm.sender_id'),
    )
    .leftJoin('unread_mail as um', (join) =>
      join
        .onRef('um.user_id', '=', 'cm.user_id')
        .onRef('um.conversation_id', '=', 'cm.conversation_id'),
    )
    .where('m.created_at', '>', from)
    .where('m.created_at', '<=', until)
    // Hidden by the member's words or held from them: nothing to mail about.
    .where('m.hidden', '=', 0)
    .where('m.held_until', 'is', null)
    .where(sql<boolean>`m.id > coalesce(cm.last_read_message_id, 0)`)
    .where((eb) =>
      eb.or([
        eb('um.message_id', 'is', null),
        eb('um.message_id', '<=', sql<number>`coalesce(cm.last_read_message_id, 0)`),
      ]),
    )
    .select((eb) => [
      'cm.user_id',
      'cm.conversation_id',
      'cm.last_read_message_id',
      eb.fn.max('m.id').as('message_id'),
      eb.fn.max('m.sender_id').as('sender_id'),
      eb.fn.min('m.created_at').as('first_unread_at'),
    ])
    .groupBy(['cm.user_id', 'cm.conversation_id', 'cm.last_read_message_id'])
    .orderBy('first_unread_at')
    .limit(limit)
    .execute();
  return rows.map((row) => ({
    ...row,
    message_id: Number(row.message_id),
    sender_id: Number(row.sender_id),
    first_unread_at: String(row.first_unread_at),
  }));
}

/**
 * Takes the right to mail `waiting.user_id` about this conversation: true for exactly one
 * caller, however many nodes sweep at once (the row's last mail must be one they have read).
 */
export async function claimUnreadMail(
  db: Db,
  waiting: Pick<
    UnreadWaiting,
    'user_id' | 'conversation_id' | 'message_id' | 'last_read_message_id'
  >,
  mailedAt: string,
): Promise<boolean> {
  const row = await db
    .insertInto('unread_mail')
    .values({
      user_id: waiting.user_id,
      conversation_id: waiting.conversation_id,
      message_id: waiting.message_id,
      mailed_at: mailedAt,
    })
    .onConflict((conflict) =>
      conflict
        .columns(['user_id', 'conversation_id'])
        .doUpdateSet({ message_id: waiting.message_id, mailed_at: mailedAt })
        .where('unread_mail.message_id', '<=', waiting.last_read_message_id ?? 0),
    )
    .returning('user_id')
    .executeTakeFirst();
  return row !== undefined;
}

/** Gives a claim back (its mail could not go): the next sweep tries again. */
export async function releaseUnreadMail(
  db: Db,
  claim: Pick<UnreadWaiting, 'user_id' | 'conversation_id' | 'message_id'>,
): Promise<void> {
  await db
    .deleteFrom('unread_mail')
    .where('user_id', '=', claim.user_id)
    .where('conversation_id', '=', claim.conversation_id)
    .where('message_id', '=', claim.message_id)
    .execute();
}

/** A message of one of the member's conversations (null when they are not in it). */
export function messageOfMember(db: Db, messageId: number, memberId: number) {
  return db
    .selectFrom('message')
    .innerJoin('conversation_member', (join) =>
      join
        .onRef('conversation_member.conversation_id', '=', 'message.conversation_id')
        .on('conversation_member.user_id', '=', memberId),
    )
    .select(['message.sender_id', 'message.attachment', 'message.held_until'])
    .where('message.id', '=', messageId)
    .executeTakeFirst();
}

/** How many conversations each of these members is in (an operated profile's list, issue 48). */
export async function conversationCounts(db: Db, userIds: number[]) {
  if (userIds.length === 0) return new Map<number, number>();
  const rows = await db
    .selectFrom('conversation_member')
    .select(['user_id', (eb) => eb.fn.countAll<number | string>().as('count')])
    .where('user_id', 'in', userIds)
    .groupBy('user_id')
    .execute();
  return new Map(rows.map((row) => [row.user_id, Number(row.count)]));
}
