// Gives the bench member PERFORMANCE.md's load: 20 chats (with messages, some unread) and 20 likes
// each way, written with the API's own repositories into the bench database.
import { openDatabase } from '../../api/src/db/connection';
import * as chat from '../../api/src/domains/chat/repository';
import * as likes from '../../api/src/domains/likes/repository';
import { DEMO_ACCOUNT } from '../../api/src/seed/demo-accounts';

export const ITEMS = 20;

export async function addBenchActivity(sqliteFile: string): Promise<void> {
  const { db } = openDatabase({ databaseUrl: undefined, sqliteFile });
  try {
    const demo = await db
      .selectFrom('app_user')
      .select('id')
      .where('email', '=', DEMO_ACCOUNT.email)
      .executeTakeFirstOrThrow();
    const partners = await db
      .selectFrom('profile')
      .select('user_id')
      .where('user_id', '<>', demo.id)
      .where('visible', '=', 1)
      .where('status', '=', 'active')
      .orderBy('user_id', 'desc')
      .limit(ITEMS * 3)
      .execute();
    const at = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();
    const chatPartners = partners.slice(0, ITEMS);
    for (const [i, { user_id: partner }] of chatPartners.entries()) {
      const id = await db
        .transaction()
        .execute((trx) => chat.createConversation(trx, [demo.id, partner], at(600 + i)));
      for (let m = 0; m < 4; m++) {
        await chat.insertMessage(db, {
          conversation_id: id,
          sender_id: m % 2 === 0 ? partner : demo.id,
          body: `Bench message ${m + 1} in conversation ${i + 1}`,
          created_at: at(500 - i * 10 - m),
          client_id: null,
        });
      }
    }
    for (const [i, { user_id: other }] of partners.slice(ITEMS, ITEMS * 3).entries()) {
      const [liker, liked] = i < ITEMS ? [demo.id, other] : [other, demo.id];
      await likes.insertLike(db, {
        liker_id: liker,
        liked_id: liked,
        created_at: at(i),
        seen_at: null,
      });
    }
  } finally {
    await db.destroy();
  }
}
