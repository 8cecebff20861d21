import { randomInt } from 'node:crypto';
import {
  OPERATED_PROFILES_PAGE_SIZE,
  PHOTO_LIMIT_PREMIUM,
  supportedLanguages,
  type OperatedProfile,
  type OperatedProfileList,
  type operatedProfileListQuerySchema,
  type OperatedProfileState,
  type OperatedProfileSummary,
  type operatedProfileCreateSchema,
  type operatedProfileUpdateSchema,
} from '@app/shared/contracts';
import type { z } from 'zod';
import type { Db } from '../../db/database';
import { HttpError, notFound } from '../../http/errors';
import { assertNameFree, createOperatedAccount } from '../account/operated-accounts';
import { assignOperators, conversationCounts, operatorsOf } from '../chat/service';
import {
  activeImagesByMember,
  choosePhotoAsMain,
  deletePhoto,
  ownPhotos,
  photoCounts,
  uploadPhoto,
  type PhotoStore,
} from '../media/service';
import { townPositions } from '../site/service';
import { activeOperators, recordStaffAction } from '../staff/service';
import { ageOn, latestBirthDateForAge } from './age';
import * as operated from './operated-profile-repository';
import * as repo from './repository';

// The profiles the site operates (issue 48 §1), made and kept by staff: the spec's fictional
// profiles, which operators answer as (ADR 0020). Everything a member sees of one is made here or
// by `pnpm profiles:import`, never by the demo seed alone.

export type CreateFields = z.output<typeof operatedProfileCreateSchema>;
export type ListQuery = z.output<typeof operatedProfileListQuerySchema>;
export type UpdateFields = z.output<typeof operatedProfileUpdateSchema>;

/** Who acts (the audit trail's staff id; null: the CLI), on what site. */
export interface OperatedProfileContext {
  db: Db;
  staffId: number | null;
  /** The site's own language: the account's, and the one `profile.about` holds. */
  siteLanguage: string;
  cdnPrefix: string;
}

const stateOf = (row: { visible: number; status: 'active' | 'disabled' }): OperatedProfileState =>
  row.status === 'disabled' ? 'retired' : row.visible === 0 ? 'paused' : 'active';

const stateColumns = (state: OperatedProfileState) =>
  state === 'retired'
    ? { status: 'disabled' as const, visible: 1 }
    : { status: 'active' as const, visible: state === 'paused' ? 0 : 1 };

/**
 * A birth date for an age: some day of the year that ends on its next birthday, chosen at
 * random, so a site's profiles do not all have their birthday the day they were made.
 */
function birthDateFor(age: number, now: Date): string {
  const latest = new Date(`${latestBirthDateForAge(now, age)}T00:00:00Z`);
  return new Date(latest.getTime() - randomInt(0, 360) * 86_400_000).toISOString().slice(0, 10);
}

/** A page of the operated profiles that match, by name, with photos and conversations counted. */
export async function listOperatedProfiles(
  db: Db,
  query: ListQuery,
  cdnPrefix: string,
  now = new Date(),
): Promise<OperatedProfileList> {
  const filter = { nameContains: query.q?.toLowerCase(), state: query.state };
  const [rows, total] = await Promise.all([
    operated.operatedProfileRows(db, filter, {
      limit: OPERATED_PROFILES_PAGE_SIZE,
      offset: (query.page - 1) * OPERATED_PROFILES_PAGE_SIZE,
    }),
    operated.countOperatedProfiles(db, filter),
  ]);
  const ids = rows.map((row) => row.id);
  const [photos, conversations, mains] = await Promise.all([
    photoCounts(db, ids),
    conversationCounts(db, ids),
    mainThumbs(db, ids),
  ]);
  return {
    cdn_prefix: cdnPrefix,
    total,
    page: query.page,
    pages: Math.max(1, Math.ceil(total / OPERATED_PROFILES_PAGE_SIZE)),
    profiles: rows.map((row) => summary(row, now, photos, conversations, mains)),
  };
}

async function mainThumbs(db: Db, ids: number[]) {
  const images = await activeImagesByMember(db, ids);
  return new Map([...images].map(([id, list]) => [id, list[0]?.thumb_filename ?? null]));
}

function summary(
  row: Awaited<ReturnType<typeof operated.operatedProfileRows>>[number],
  now: Date,
  photos: Map<number, { active: number; waiting: number }>,
  conversations: Map<number, number>,
  mains: Map<number, string | null>,
): OperatedProfileSummary {
  const counted = photos.get(row.id) ?? { active: 0, waiting: 0 };
  return {
    id: row.id,
    name: row.name,
    age: ageOn(row.birth_date, now),
    gender: row.gender,
    country: row.country,
    city: row.city,
    state: stateOf(row),
    photos: counted.active,
    photos_waiting: counted.waiting,
    thumb: mains.get(row.id) ?? null,
    conversations: conversations.get(row.id) ?? 0,
  };
}

/** One operated profile as its edit screen shows it; not found when it is none. */
export async function operatedProfile(
  db: Db,
  id: number,
  cdnPrefix: string,
  now = new Date(),
): Promise<OperatedProfile> {
  const row = await operated.operatedProfileRow(db, id);
  if (!row) throw notFound('No such operated profile.');
  const [counts, conversations, mains, interests, texts, allPhotos, operators] = await Promise.all([
    photoCounts(db, [id]),
    conversationCounts(db, [id]),
    mainThumbs(db, [id]),
    repo.interestKeys(db, id),
    operated.profileTexts(db, id),
    ownPhotos(db, id, 'staff'),
    operatorsOf(db, [id]),
  ]);
  return {
    ...summary(row, now, counts, conversations, mains),
    sexuality: row.sexuality,
    hair_colour: row.hair_colour,
    eye_colour: row.eye_colour,
    body_type: row.body_type,
    relationship_status: row.relationship_status,
    tattoos: row.tattoos === 1,
    interests,
    texts: {
      ...Object.fromEntries(texts.map((text) => [text.language, text.about])),
      ...(row.about ? { [row.language]: row.about } : {}),
    },
    operators: operators.get(id) ?? [],
    all_photos: allPhotos,
    cdn_prefix: cdnPrefix,
  };
}

/** The profile's columns for these fields, its town placed for distances. */
async function attributeChanges(
  fields: Partial<CreateFields>,
  place: { country: string; city: string | null } | null,
): Promise<repo.ProfileChanges> {
  const changes: repo.ProfileChanges = {};
  for (const key of [
    'gender',
    'sexuality',
    'hair_colour',
    'eye_colour',
    'body_type',
    'relationship_status',
  ] as const)
    if (fields[key] !== undefined) Object.assign(changes, { [key]: fields[key] });
  if (fields.tattoos !== undefined) changes.tattoos = fields.tattoos ? 1 : 0;
  if (fields.country !== undefined) changes.country = fields.country;
  if (fields.city !== undefined) changes.city = fields.city;
  if (place) {
    const position = place.city
      ? (await townPositions(place.country, [place.city])).get(place.city)
      : undefined;
    changes.town_lat = position?.lat ?? null;
    changes.town_lon = position?.lon ?? null;
  }
  return changes;
}

/** The texts split into the one in the site's language (`profile.about`) and the others. */
function splitTexts(texts: Partial<Record<string, string>> | undefined, siteLanguage: string) {
  const given = Object.entries(texts ?? {}).filter(
    (entry): entry is [string, string] => entry[1] !== undefined,
  );
  const own = given.find(([language]) => language === siteLanguage)?.[1];
  return {
    about: own === undefined ? {} : { about: own, about_lang: own ? siteLanguage : null },
    others: given
      .filter(([language]) => language !== siteLanguage)
      .filter(([language]) => (supportedLanguages as readonly string[]).includes(language))
      .map(([language, about]) => ({ language, about })),
  };
}

/** A new operated profile, listed at once; answers it as its edit screen shows it. */
export async function createOperatedProfile(
  context: OperatedProfileContext,
  fields: CreateFields,
  now = new Date(),
): Promise<OperatedProfile> {
  const { db, siteLanguage } = context;
  const changes = await attributeChanges(fields, {
    country: fields.country,
    city: fields.city ?? null,
  });
  const texts = splitTexts(fields.texts, siteLanguage);
  const id = await db.transaction().execute(async (tx) => {
    const created = await createOperatedAccount(
      db,
      tx,
      {
        name: fields.name,
        birthDate: birthDateFor(fields.age, now),
        country: fields.country,
        language: siteLanguage,
      },
      now,
    );
    await repo.updateProfile(tx, created, { ...changes, ...texts.about });
    await operated.replaceProfileTexts(tx, created, texts.others);
    if (fields.interests) await repo.replaceInterests(tx, created, fields.interests);
    return created;
  });
  const profile = await operatedProfile(db, id, context.cdnPrefix, now);
  await recordStaffAction(
    db,
    context.staffId,
    { action: 'operated_profile.create', object: ['member', id], after: auditView(profile) },
    now,
  );
  return profile;
}

/**
 * Who answers the profile: these operators (none: any). Each must be an operator whose account
 * is not disabled.
 */
export async function setOperatedProfileOperators(
  context: OperatedProfileContext,
  id: number,
  staffIds: readonly number[],
  now = new Date(),
): Promise<OperatedProfile> {
  const before = await operatedProfile(context.db, id, context.cdnPrefix, now);
  const operators = new Set((await activeOperators(context.db)).map((operator) => operator.id));
  const strangers = staffIds.filter((staffId) => !operators.has(staffId));
  if (strangers.length > 0)
    throw new HttpError(400, 'validation_failed', 'Only operators answer operated profiles.', {
      fields: 'staff_ids',
    });
  await assignOperators(context.db, id, staffIds);
  const after = await operatedProfile(context.db, id, context.cdnPrefix, now);
  await recordStaffAction(
    context.db,
    context.staffId,
    {
      action: 'operated_profile.operators',
      object: ['member', id],
      before: { operators: before.operators.map((operator) => operator.email) },
      after: { operators: after.operators.map((operator) => operator.email) },
    },
    now,
  );
  return after;
}

/** What the audit trail keeps of a profile: what staff wrote, not its photos' links. */
const auditView = ({ all_photos: _photos, cdn_prefix: _prefix, ...rest }: OperatedProfile) => rest;

/** Changes an operated profile: its fields, texts and state (paused, retired, back). */
export async function updateOperatedProfile(
  context: OperatedProfileContext,
  id: number,
  fields: UpdateFields,
  now = new Date(),
): Promise<OperatedProfile> {
  const { db } = context;
  const before = await operatedProfile(db, id, context.cdnPrefix, now);
  const place =
    fields.country !== undefined || fields.city !== undefined
      ? {
          country: fields.country ?? before.country,
          city: fields.city !== undefined ? fields.city : before.city,
        }
      : null;
  const changes = await attributeChanges(fields, place);
  await db.transaction().execute(async (tx) => {
    const locked = await operated.lockOperatedProfile(tx, id);
    if (!locked) throw notFound('No such operated profile.');
    const texts = splitTexts(fields.texts, locked.language);
    const own: Parameters<typeof operated.updateOperatedProfile>[2] = {};
    if (fields.name !== undefined && fields.name !== locked.name) {
      const nameKey = fields.name.toLowerCase();
      if (nameKey !== locked.name.toLowerCase()) await assertNameFree(tx, nameKey);
      Object.assign(own, { name: fields.name, name_key: nameKey });
    }
    if (fields.age !== undefined && fields.age !== ageOn(locked.birth_date, now))
      own.birth_date = birthDateFor(fields.age, now);
    if (fields.state !== undefined) Object.assign(own, stateColumns(fields.state));
    await operated.updateOperatedProfile(tx, id, own);
    await repo.updateProfile(tx, id, { ...changes, ...texts.about });
    await operated.replaceProfileTexts(tx, id, texts.others);
    if (fields.interests) await repo.replaceInterests(tx, id, fields.interests);
  });
  const after = await operatedProfile(db, id, context.cdnPrefix, now);
  await recordStaffAction(
    db,
    context.staffId,
    {
      action:
        fields.state !== undefined && fields.state !== before.state
          ? `operated_profile.${fields.state === 'active' ? 'resume' : fields.state === 'paused' ? 'pause' : 'retire'}`
          : 'operated_profile.edit',
      object: ['member', id],
      before: auditView(before),
      after: auditView(after),
    },
    now,
  );
  return after;
}

/**
 * A photo for an operated profile, through the members' pipeline: re-encoded, screened for
 * nudity, and waiting for a moderator when the site's threshold says so. An operated profile may
 * have as many as a premium member (operators send them in conversations).
 */
export async function addOperatedProfilePhoto(
  context: OperatedProfileContext & { store: PhotoStore; nudityThreshold: number },
  id: number,
  file: Buffer,
  now = new Date(),
) {
  if (!(await operated.operatedProfileRow(context.db, id)))
    throw notFound('No such operated profile.');
  const photo = await uploadPhoto(context.db, context.store, id, file, {
    nudityThreshold: context.nudityThreshold,
    maxPhotos: PHOTO_LIMIT_PREMIUM,
    now,
  });
  await recordStaffAction(
    context.db,
    context.staffId,
    { action: 'operated_profile.photo_add', object: ['member', id], after: { photo: photo.id } },
    now,
  );
  return photo;
}

/** Removes one of an operated profile's photos. */
export async function removeOperatedProfilePhoto(
  context: OperatedProfileContext & { store: PhotoStore },
  id: number,
  photoId: number,
  now = new Date(),
) {
  if (!(await operated.operatedProfileRow(context.db, id)))
    throw notFound('No such operated profile.');
  await deletePhoto(context.db, context.store, id, photoId);
  await recordStaffAction(
    context.db,
    context.staffId,
    {
      action: 'operated_profile.photo_remove',
      object: ['member', id],
      before: { photo: photoId },
    },
    now,
  );
}

/** Makes one of an operated profile's photos its main one. */
export async function chooseOperatedProfileMainPhoto(
  context: OperatedProfileContext,
  id: number,
  photoId: number,
) {
  if (!(await operated.operatedProfileRow(context.db, id)))
    throw notFound('No such operated profile.');
  await choosePhotoAsMain(context.db, id, photoId);
}
