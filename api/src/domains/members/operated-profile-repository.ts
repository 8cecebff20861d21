import { sql } from 'kysely';
import type { Db, Tx } from '../../db/database';

// The profiles the site operates (issue 48 §1): the rows behind the back office's list and edit
// screen. An operated profile is a profile marked fictional whose account is active (an erased
// one is gone).

const operatedProfiles = (db: Db) =>
  db
    .selectFrom('profile')
    .innerJoin('app_user', 'app_user.id', 'profile.user_id')
    .where('profile.fictional', '=', 1)
    .where('app_user.status', '=', 'active');

const summaryColumns = [
  'profile.user_id as id',
  'profile.name',
  'profile.birth_date',
  'profile.gender',
  'profile.country',
  'profile.city',
  'profile.visible',
  'profile.status',
] as const;

export interface OperatedProfileFilter {
  /** Part of the name (lower case). */
  nameContains?: string;
  state?: 'active' | 'paused' | 'retired';
}

function filtered(db: Db, filter: OperatedProfileFilter) {
  let query = operatedProfiles(db);
  // What was typed is searched for as written: LIKE's wildcards in it are escaped.
  if (filter.nameContains) {
    const pattern = `%${filter.nameContains.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    query = query.where(sql<boolean>`profile.name_key like ${pattern} escape '\\'`);
  }
  if (filter.state === 'retired') query = query.where('profile.status', '=', 'disabled');
  else if (filter.state)
    query = query
      .where('profile.status', '=', 'active')
      .where('profile.visible', '=', filter.state === 'paused' ? 0 : 1);
  return query;
}

/** A page of the operated profiles that match, by name. */
export function operatedProfileRows(
  db: Db,
  filter: OperatedProfileFilter,
  { limit, offset }: { limit: number; offset: number },
) {
  return filtered(db, filter)
    .select(summaryColumns)
    .orderBy('profile.name_key')
    .limit(limit)
    .offset(offset)
    .execute();
}

/** How many operated profiles match. */
export async function countOperatedProfiles(db: Db, filter: OperatedProfileFilter) {
  const row = await filtered(db, filter)
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** One operated profile with everything its edit screen shows; undefined when it is none. */
export function operatedProfileRow(db: Db, id: number) {
  return operatedProfiles(db)
    .select([
      ...summaryColumns,
      'profile.sexuality',
      'profile.hair_colour',
      'profile.eye_colour',
      'profile.body_type',
      'profile.relationship_status',
      'profile.tattoos',
      'profile.about',
      'app_user.language',
    ])
    .where('profile.user_id', '=', id)
    .executeTakeFirst();
}

/**
 * Holds an operated profile's row until the transaction ends (a no-op update: a PostgreSQL row
 * lock; SQLite has one writer at a time), so two edits run one after the other; undefined when
 * it is none.
 */
export async function lockOperatedProfile(tx: Tx, id: number) {
  const locked = await tx
    .updateTable('profile')
    .set((eb) => ({ fictional: eb.ref('fictional') }))
    .where('user_id', '=', id)
    .where('fictional', '=', 1)
    .returning('user_id')
    .executeTakeFirst();
  if (!locked) return undefined;
  return operatedProfiles(tx)
    .select(['profile.user_id as id', 'profile.name', 'profile.birth_date', 'app_user.language'])
    .where('profile.user_id', '=', id)
    .executeTakeFirst();
}

/** The profile's texts in the site's other languages. */
export async function profileTexts(db: Db, id: number) {
  return db
    .selectFrom('profile_text')
    .select(['language', 'about'])
    .where('user_id', '=', id)
    .execute();
}

/** Its "about me" in this language, if it has one. */
export async function profileTextIn(db: Db, id: number, language: string) {
  const row = await db
    .selectFrom('profile_text')
    .select('about')
    .where('user_id', '=', id)
    .where('language', '=', language)
    .executeTakeFirst();
  return row?.about;
}

/** Replaces the texts in these languages (an empty text removes the language's). */
export async function replaceProfileTexts(
  tx: Tx,
  id: number,
  texts: ReadonlyArray<{ language: string; about: string }>,
) {
  if (texts.length === 0) return;
  await tx
    .deleteFrom('profile_text')
    .where('user_id', '=', id)
    .where(
      'language',
      'in',
      texts.map((text) => text.language),
    )
    .execute();
  const kept = texts.filter((text) => text.about !== '');
  if (kept.length > 0)
    await tx
      .insertInto('profile_text')
      .values(kept.map((text) => ({ user_id: id, ...text })))
      .execute();
}

/** Its name (and the unique key that goes with it), birth date, and whether it is listed. */
export async function updateOperatedProfile(
  tx: Tx,
  id: number,
  changes: Partial<{
    name: string;
    name_key: string;
    birth_date: string;
    visible: number;
    status: 'active' | 'disabled';
    fictional: number;
  }>,
) {
  if (Object.keys(changes).length === 0) return;
  await tx.updateTable('profile').set(changes).where('user_id', '=', id).execute();
}
