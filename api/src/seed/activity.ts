import type { Tx } from '../db/database';
import * as chat from '../domains/chat/repository';
import * as likes from '../domains/likes/repository';
import {
  ACTIVITY_PARTNER_COUNT,
  DEMO_CONVERSATIONS,
  DEMO_LIKED,
  DEMO_LIKED_BY,
} from './content/activity';
import type { DemoMember } from './members';

/**
 * The generated members the demo member's script talks to: listed (so every chat and like
 * shows), women with a photo, matching the demo member. The same ones for the same seed.
 */
export function activityPartners(members: readonly DemoMember[]): DemoMember[] {
  return members
    .filter(
      (m) =>
        !m.canLogIn &&
        m.gender === 'female' &&
        m.visible &&
        m.profileStatus === 'active' &&
        m.userStatus === 'active' &&
        m.photos > 0,
    )
    .slice(0, ACTIVITY_PARTNER_COUNT);
}

export interface ActivityMembers {
  demo: number;
  alex: number;
  /** User ids of activityPartners(), in order; the script skips partners that are missing. */
  partners: readonly number[];
}

/** Writes the scripted chats and likes of the demo member (content/activity.ts). */
export async function seedDemoActivity(db: Tx, ids: ActivityMembers, now: Date): Promise<void> {
  const ago = (minutes: number) => new Date(now.getTime() - minutes * 60_000).toISOString();
  const partnerId = (partner: number | 'alex') =>
    partner === 'alex' ? ids.alex : ids.partners[partner];

  for (const script of DEMO_CONVERSATIONS) {
    const partner = partnerId(script.partner);
    const first = script.messages[0];
    if (partner === undefined || first === undefined) continue;
    const conversationId = await chat.createConversation(
      db,
      [ids.demo, partner],
      ago(first.minutesAgo),
    );
    // One at a time, oldest first, so message ids follow the conversation's order.
    const messageIds: number[] = [];
    for (const message of script.messages) {
      messageIds.push(
        await chat.insertMessage(db, {
          conversation_id: conversationId,
          sender_id: message.from === 'demo' ? ids.demo : partner,
          body: message.text,
          created_at: ago(message.minutesAgo),
          // The demo conversations are written in English.
          lang: 'en',
        }),
      );
    }
    const demoReadThrough = messageIds[messageIds.length - 1 - script.unreadByDemo];
    if (demoReadThrough !== undefined)
      await chat.markRead(db, conversationId, ids.demo, demoReadThrough);
    // The partner has read everything up to their own last reply.
    const partnerLast = script.messages.findLastIndex((m) => m.from === 'partner');
    if (partnerLast >= 0)
      await chat.markRead(db, conversationId, partner, messageIds[partnerLast]!);
  }

  for (const like of DEMO_LIKED_BY) {
    const liker = ids.partners[like.partner];
    if (liker === undefined) continue;
    await likes.insertLike(db, {
      liker_id: liker,
      liked_id: ids.demo,
      created_at: ago(like.minutesAgo),
      seen_at: like.isNew ? null : ago(like.minutesAgo - 10),
    });
  }
  for (const like of DEMO_LIKED) {
    const liked = ids.partners[like.partner];
    if (liked === undefined) continue;
    await likes.insertLike(db, {
      liker_id: ids.demo,
      liked_id: liked,
      created_at: ago(like.minutesAgo),
    });
  }
}
