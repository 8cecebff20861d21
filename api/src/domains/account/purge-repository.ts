import { sql } from 'kysely';
import type { Tx } from '../../db/database';

// The SQL of the deletion purge: erasing one member's personal data for good.

export async function dueDeletions(tx: Tx, requestedBefore: string, limit: number) {
  const rows = await tx
    .selectFrom('account_deletion')
    .select('user_id')
    .where('requested_at', '<=', requestedBefore)
    .orderBy('requested_at')
    .limit(limit)
    .execute();
  return rows.map((row) => row.user_id);
}

/** pending_deletion → deleted; false when the member came back meanwhile. */
export async function markDeleted(tx: Tx, userId: number): Promise<boolean> {
  const result = await tx
    .updateTable('app_user')
    .set({ status: 'deleted' })
    .where('id', '=', userId)
    .where('status', '=', 'pending_deletion')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Removes the member's photo rows, profile and chat; answers their files (none shared). */
export async function addressOf(tx: Tx, userId: number): Promise<string | null> {
  const row = await tx
    .selectFrom('app_user')
    .select('email')
    .where('id', '=', userId)
    .executeTakeFirst();
  return row?.email ?? null;
}

/** Any state but deleted → deleted, at once; false when there is no such member left. */
export async function markErased(tx: Tx, userId: number): Promise<boolean> {
  const result = await tx
    .updateTable('app_user')
    .set({ status: 'deleted' })
    .where('id', '=', userId)
    .where('status', '!=', 'deleted')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function deletePhotos(tx: Tx, userId: number): Promise<string[]> {
  const rows = await tx
    .deleteFrom('profile_image')
    .where('user_id', '=', userId)
    .returning(['filename', 'thumb_filename', 'match_filename'])
    .execute();
  // Photos they sent in chat go too: the conversation then shows "Picture deleted.".
  const chatPhotos = await tx
    .deleteFrom('chat_photo')
    .where('owner_id', '=', userId)
    .returning(['filename', 'thumb_filename', 'blur_filename'])
    .execute();
  const files = [
    ...rows.flatMap((row) => [row.filename, row.thumb_filename, row.match_filename]),
    ...chatPhotos.flatMap((row) => [row.filename, row.thumb_filename, row.blur_filename]),
  ];
  const unique = [...new Set(files.filter((file): file is string => file !== null))];
  if (unique.length === 0) return [];
  // Demo members seeded without rendered photos share one placeholder: keep what others use.
  const stillUsed = await tx
    .selectFrom('profile_image')
    .select(['filename', 'thumb_filename'])
    .where((eb) => eb.or([eb('filename', 'in', unique), eb('thumb_filename', 'in', unique)]))
    .execute();
  const used = new Set(stillUsed.flatMap((row) => [row.filename, row.thumb_filename]));
  return unique.filter((file) => !used.has(file));
}

/** The stored frames of a member's face checks still waiting (decided ones kept none). */
export async function verificationFramesOf(tx: Tx, userId: number): Promise<string[]> {
  const rows = await tx
    .selectFrom('verification')
    .select('frames')
    .where('user_id', '=', userId)
    .execute();
  return rows.flatMap((row) => JSON.parse(row.frames) as string[]);
}

export async function erasePersonalData(
  tx: Tx,
  userId: number,
  { email, nameKey }: { email: string; nameKey: string },
): Promise<void> {
  await tx.deleteFrom('profile_interest').where('user_id', '=', userId).execute();
  await tx
    .deleteFrom('member_like')
    .where((eb) => eb.or([eb('liker_id', '=', userId), eb('liked_id', '=', userId)]))
    .execute();
  await tx.deleteFrom('signup_tracking').where('user_id', '=', userId).execute();
  await tx.deleteFrom('account_token').where('user_id', '=', userId).execute();
  await tx.deleteFrom('session').where('user_id', '=', userId).execute();
  await tx.deleteFrom('known_device').where('user_id', '=', userId).execute();
  await tx.deleteFrom('account_deletion').where('user_id', '=', userId).execute();
  // What only served the member (their devices, their lists, their swipes and matches, their
  // customer record at the PSP, what they wrote to support) goes too.
  for (const table of [
    'push_subscription',
    'push_cursor',
    'swipe',
    'member_event',
    'chat_list_version',
    'likes_list_version',
    'psp_customer',
    'complaint',
    'unread_mail',
    // Their second factors, a login waiting for one, their face checks and the words they hid
    // (issue 46 §1: these outlived an erasure before).
    'member_passkey',
    'member_recovery_code',
    'login_challenge',
    'verification',
    'member_hidden_word',
    // An operated profile's texts in the site's other languages (issue 48 §1).
    'profile_text',
    // Support's notes, the member's appeals and the browsers and networks that linked their
    // account to others (issue 48 §2): about them, so erased with them.
    'member_note',
    'member_appeal',
    'member_trace',
    // Their own data's download, the mailings and digests they were sent (issue 48 §4).
    'data_export',
    'mailing_delivery',
    'weekly_digest',
  ] as const)
    await tx.deleteFrom(table).where('user_id', '=', userId).execute();
  await tx
    .deleteFrom('member_match')
    .where((eb) => eb.or([eb('user_id', '=', userId), eb('other_id', '=', userId)]))
    .execute();
  await tx
    .deleteFrom('profile_visit')
    .where((eb) => eb.or([eb('user_id', '=', userId), eb('visitor_id', '=', userId)]))
    .execute();
  await tx
    .deleteFrom('member_block')
    .where((eb) => eb.or([eb('blocker_id', '=', userId), eb('blocked_id', '=', userId)]))
    .execute();
  await tx
    .updateTable('profile')
    .set({
      name: '',
      name_key: nameKey,
      // The column takes a date; this one says nothing about the member.
      birth_date: '1900-01-01',
      about: '',
      about_lang: null,
      city: null,
      region_id: null,
      gender: null,
      sexuality: null,
      hair_colour: null,
      eye_colour: null,
      body_type: null,
      relationship_status: null,
      tattoos: 0,
      visible: 0,
      status: 'disabled',
    })
    .where('user_id', '=', userId)
    .execute();
  await tx
    .updateTable('app_user')
    .set({ email, password_hash: '', notifications_disabled: '[]', email_disabled_reason: null })
    .where('id', '=', userId)
    .execute();
}

/**
 * PostgreSQL: whether this transaction got the purge's advisory lock (another node holding it
 * does the round); released with the transaction.
 */
export async function tryPurgeLock(tx: Tx): Promise<boolean> {
  const { rows } = await sql<{ locked: boolean }>`
    select pg_try_advisory_xact_lock(hashtext(current_schema() || ':purge')) as locked
  `.execute(tx);
  return rows[0]?.locked === true;
}
