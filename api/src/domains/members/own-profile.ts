import {
  errorCodes,
  type OwnProfile,
  type Settings,
  type profileUpdateSchema,
} from '@app/shared/contracts';
import type { z } from 'zod';
import type { Db } from '../../db/database';
import { HttpError, notFound } from '../../http/errors';
import { findLanguage } from '../auth/accounts';
import { ownPhotos } from '../media/service';
import { findRegion, townPositions } from '../site/service';
import * as repo from './repository';
import { ageOn } from './age';

/** The member's own profile as they edit it, with every photo whatever its review status. */
export async function ownProfile(db: Db, userId: number): Promise<OwnProfile> {
  const found = await repo.findOwnProfile(db, userId);
  if (!found) throw notFound('No profile.');
  const { birth_date: birthDate, sensitive_consent_at: consentedAt, ...row } = found;
  return {
    ...row,
    sensitive_consent: consentedAt !== null,
    age: ageOn(birthDate, new Date()),
    tattoos: row.tattoos === 1,
    interests: await repo.interestKeys(db, userId),
    photos: await ownPhotos(db, userId),
  };
}

const regionInvalid = () =>
  new HttpError(400, errorCodes.region_invalid, 'That region is not in that country.', {
    field: 'region_id',
  });

/**
 * Changes the fields sent and nothing else, in one transaction: a country the site does not
 * serve or a region of another country refuses the whole change. Changing the country without
 * a region clears the old region (it belonged to the old country).
 */
export async function updateOwnProfile(
  db: Db,
  userId: number,
  update: z.output<typeof profileUpdateSchema>,
  settings: Pick<Settings, 'countries'>,
  now = new Date(),
): Promise<OwnProfile> {
  const { interests, tattoos, sensitive_consent: consent, ...fields } = update;
  // A member is placed at the centre of their town, never nearer their home (distance.ts). The
  // town is looked up before the transaction: the first look-up loads the place data (~0.5 s).
  const placed = await placeBeforehand(db, userId, fields);
  await db.transaction().execute(async (tx) => {
    const current = await repo.findOwnProfile(tx, userId);
    if (!current) throw notFound('No profile.');
    // Special-category data (GDPR art. 9): a sexuality is taken only with the member's explicit
    // yes, given with the first one and kept from then on. (One stored before consent was asked
    // stays as it is until the member changes it.)
    if (
      fields.sexuality !== undefined &&
      fields.sexuality !== current.sexuality &&
      current.sensitive_consent_at === null &&
      !consent
    )
      throw new HttpError(
        400,
        errorCodes.sensitive_consent_required,
        'Agree to the site keeping your sexuality, or leave it out.',
        { field: 'sensitive_consent' },
      );
    if (fields.country !== undefined && !settings.countries.includes(fields.country))
      throw new HttpError(
        400,
        errorCodes.validation_failed,
        'This site does not serve that country.',
        {
          field: 'country',
        },
      );
    const country = fields.country ?? current.country;
    if (fields.region_id !== undefined && fields.region_id !== null) {
      const region = await findRegion(tx, fields.region_id);
      if (region?.country !== country) throw regionInvalid();
    } else if (fields.country !== undefined && fields.country !== current.country) {
      fields.region_id ??= null;
    }
    const town =
      placed && placed.country === country && placed.city === (fields.city ?? current.city)
        ? placed.position
        : fields.city === undefined && fields.country === undefined
          ? {}
          : await townOf(country, fields.city !== undefined ? fields.city : current.city);
    // A new "about me" is in the language its writer uses now.
    const aboutLang =
      fields.about === undefined
        ? {}
        : { about_lang: fields.about ? ((await findLanguage(tx, userId)) ?? null) : null };
    await repo.updateProfile(tx, userId, {
      ...fields,
      ...town,
      ...aboutLang,
      ...(consent && current.sensitive_consent_at === null
        ? { sensitive_consent_at: now.toISOString() }
        : {}),
      ...(tattoos === undefined ? {} : { tattoos: tattoos ? 1 : 0 }),
    });
    if (interests !== undefined) await repo.replaceInterests(tx, userId, interests);
  });
  return ownProfile(db, userId);
}

type TownColumns = { town_lat: number | null; town_lon: number | null };

/** Where a member's town lies, for the profile's columns; null where GeoNames has no such town. */
async function townOf(country: string, city: string | null): Promise<TownColumns> {
  const position = city ? (await townPositions(country, [city])).get(city) : undefined;
  return { town_lat: position?.lat ?? null, town_lon: position?.lon ?? null };
}

/** The town's position for a change of city or country, found outside the transaction. */
async function placeBeforehand(
  db: Db,
  userId: number,
  fields: { city?: string | null; country?: string },
): Promise<{ country: string; city: string | null; position: TownColumns } | null> {
  if (fields.city === undefined && fields.country === undefined) return null;
  const current = await repo.findOwnProfile(db, userId);
  if (!current) return null;
  const country = fields.country ?? current.country;
  const city = fields.city !== undefined ? fields.city : current.city;
  return { country, city, position: await townOf(country, city) };
}

/**
 * A moderator removes a member's "about me" text (issue 26 §3, a report's outcome). Answers the
 * text removed, for the audit trail.
 */
export async function removeAbout(db: Db, userId: number): Promise<string> {
  const profile = await repo.findOwnProfile(db, userId);
  if (!profile) throw notFound();
  await repo.updateProfile(db, userId, { about: '', about_lang: null });
  return profile.about;
}
