import {
  BUILT_IN_LANDERS,
  CAMPAIGN_FIGURES_DEFAULT_DAYS,
  CAMPAIGN_FIGURES_MAX_DAYS,
  MEMBER_TEMPLATES,
  type Campaign,
  type CampaignCreate,
  type CampaignFigures,
  type CampaignPublish,
  type CampaignStatus,
  type CampaignSummary,
  type CampaignTextsByLanguage,
  type CampaignTracking,
  type CampaignUpdate,
  type LanderCampaign,
  type LanderTemplate,
} from '@app/shared/contracts';
import { withFrenchSpacing } from '@app/shared/french-typography';
import type { Db } from '../../db/database';
import { dayBounds, dayRange } from '../../db/per-day';
import { HttpError, notFound } from '../../http/errors';
import { campaignSignups } from '../account/figures';
import { campaignFirstPurchaseFigures } from '../payments/figures';
import { recordStaffAction, staffList } from '../staff/service';
import * as repo from './campaign-repository';
import { featuredMember } from './service';
import type { CampaignRow } from './tables';

/**
 * Campaigns (issue 28 §1): marketing makes a lander from one of mf-landers' templates, previews
 * it and publishes it at `/landers/{slug}`, where the live landers version renders it on the next
 * request — no deploy, no restart. Every change of its words is a new version of its texts; the
 * live one is a pointer, so a rollback is publishing an older version. Changes are
 * compare-and-swap on the campaign's `revision`, and every one is in the audit trail.
 */

const campaignChanged = () =>
  new HttpError(409, 'campaign_changed', 'The campaign changed since it was read.');
const slugTaken = (slug: string) =>
  new HttpError(409, 'slug_taken', 'Another campaign answers at this path.', { slug });

/** Where the campaign is, at `now`: its state and its times together. */
export function campaignStatus(
  row: Pick<CampaignRow, 'state' | 'starts_at' | 'ends_at'>,
  now: Date,
): CampaignStatus {
  if (row.state !== 'published') return row.state;
  const at = now.toISOString();
  if (row.starts_at !== null && row.starts_at > at) return 'scheduled';
  if (row.ends_at !== null && row.ends_at <= at) return 'ended';
  return 'live';
}

const summary = (row: CampaignRow, now: Date): CampaignSummary => ({
  id: row.id,
  slug: row.slug,
  template: row.template as LanderTemplate,
  status: campaignStatus(row, now),
  starts_at: row.starts_at,
  ends_at: row.ends_at,
  live_version: row.live_version,
  latest_version: row.latest_version,
  updated_at: row.updated_at,
});

/** Words as published: trimmed, and French with French spacing. */
function publishedTexts(texts: CampaignTextsByLanguage): CampaignTextsByLanguage {
  const french = (text: string) => withFrenchSpacing(text.trim());
  return {
    en: { headline: texts.en.headline, lead: texts.en.lead, cta: texts.en.cta },
    fr: {
      headline: french(texts.fr.headline),
      lead: french(texts.fr.lead),
      cta: french(texts.fr.cta),
    },
  };
}

/** Only the fields given, so the stored source has no empty values. */
const givenTracking = (tracking: CampaignTracking): CampaignTracking =>
  Object.fromEntries(Object.entries(tracking).filter(([, value]) => value)) as CampaignTracking;

/**
 * A member design is about one profile the site operates: refused (400) without one, or with a
 * member a landing may not show.
 */
async function checkFeaturedMember(
  db: Db,
  input: Pick<CampaignCreate, 'template' | 'featured'>,
): Promise<void> {
  if (!MEMBER_TEMPLATES.includes(input.template)) return;
  const refuse = () =>
    new HttpError(400, 'campaign_member_invalid', 'This design needs an operated profile.', {
      field: 'featured.member',
    });
  const member = input.featured.member;
  if (member === undefined) throw refuse();
  try {
    await featuredMember(db, member, new Date());
  } catch (error) {
    if ((error as { statusCode?: number }).statusCode === 404) throw refuse();
    throw error;
  }
}

const settingsColumns = (input: Omit<CampaignCreate, 'slug' | 'texts'>) => ({
  template: input.template,
  featured_json: JSON.stringify(input.featured),
  partner_json: input.partner === null ? null : JSON.stringify(input.partner),
  tracking_json: JSON.stringify(givenTracking(input.tracking)),
});

export async function campaignList(db: Db, now = new Date()): Promise<CampaignSummary[]> {
  return (await repo.campaignRows(db)).map((row) => summary(row, now));
}

/** A new campaign: a draft with its texts as version 1. */
export async function createCampaign(
  db: Db,
  staffId: number,
  input: CampaignCreate,
  now = new Date(),
): Promise<Campaign> {
  await checkFeaturedMember(db, input);
  const at = now.toISOString();
  const id = await db
    .transaction()
    .execute(async (tx) => {
      if (
        (BUILT_IN_LANDERS as readonly string[]).includes(input.slug) ||
        (await repo.slugTaken(tx, input.slug))
      )
        throw slugTaken(input.slug);
      const id = await repo.insertCampaign(tx, {
        slug: input.slug,
        ...settingsColumns(input),
        state: 'draft',
        live_version: null,
        latest_version: 1,
        starts_at: null,
        ends_at: null,
        revision: 1,
        created_by: staffId,
        created_at: at,
        updated_at: at,
      });
      await repo.insertTexts(
        tx,
        {
          campaign_id: id,
          version: 1,
          texts_json: JSON.stringify(publishedTexts(input.texts)),
          created_by: staffId,
        },
        at,
      );
      return id;
    })
    .catch((error: unknown) => {
      // Two creations of one path at once: the unique index decides, the loser is told.
      if (isUniqueViolation(error)) throw slugTaken(input.slug);
      throw error;
    });
  await recordStaffAction(
    db,
    staffId,
    {
      action: 'campaign.create',
      object: ['campaign', id],
      after: { slug: input.slug, template: input.template },
    },
    now,
  );
  return campaignDetail(db, id, now);
}

const isUniqueViolation = (error: unknown) => {
  const { code, message } = error as { code?: string; message?: string };
  return code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE' || /UNIQUE/.test(message ?? '');
};

async function campaignRow(db: Db, id: number): Promise<CampaignRow> {
  const row = await repo.campaignById(db, id);
  if (!row) throw notFound('No such campaign.');
  return row;
}

/** One campaign with every version of its texts, newest first. */
export async function campaignDetail(db: Db, id: number, now = new Date()): Promise<Campaign> {
  const row = await campaignRow(db, id);
  const [versions, staff] = await Promise.all([repo.textVersions(db, id), staffList(db)]);
  const emails = new Map(staff.map((member) => [member.id, member.email]));
  return {
    ...summary(row, now),
    revision: row.revision,
    featured: JSON.parse(row.featured_json) as Campaign['featured'],
    partner:
      row.partner_json === null ? null : (JSON.parse(row.partner_json) as Campaign['partner']),
    tracking: JSON.parse(row.tracking_json) as CampaignTracking,
    versions: versions.map((version) => ({
      version: version.version,
      texts: JSON.parse(version.texts_json) as CampaignTextsByLanguage,
      created_at: version.created_at,
      created_by: version.created_by === null ? null : (emails.get(version.created_by) ?? null),
    })),
  };
}

/**
 * Marketing's edit: the settings change at once (a live campaign shows them on its next
 * request); changed words become a new version, live only once published.
 */
export async function updateCampaign(
  db: Db,
  staffId: number,
  id: number,
  input: CampaignUpdate,
  now = new Date(),
): Promise<Campaign> {
  await checkFeaturedMember(db, input);
  const at = now.toISOString();
  const texts = JSON.stringify(publishedTexts(input.texts));
  const changed = await db.transaction().execute(async (tx) => {
    const row = await repo.campaignById(tx, id);
    if (!row) throw notFound('No such campaign.');
    const latest = await repo.textsOf(tx, id, row.latest_version);
    const newVersion = latest?.texts_json !== texts;
    const version = newVersion ? row.latest_version + 1 : row.latest_version;
    if (
      !(await repo.updateCampaign(tx, id, input.revision, {
        ...settingsColumns(input),
        latest_version: version,
        updated_at: at,
      }))
    )
      throw campaignChanged();
    if (newVersion)
      await repo.insertTexts(
        tx,
        { campaign_id: id, version, texts_json: texts, created_by: staffId },
        at,
      );
    return { before: row, version: newVersion ? version : null };
  });
  await recordStaffAction(
    db,
    staffId,
    {
      action: 'campaign.update',
      object: ['campaign', id],
      before: { template: changed.before.template, version: changed.before.latest_version },
      after: { template: input.template, ...(changed.version ? { version: changed.version } : {}) },
    },
    now,
  );
  return campaignDetail(db, id, now);
}

/**
 * Publishes a version of the texts (the newest unless named: an older one is a rollback), from
 * `starts_at` until `ends_at` when given. The lander answers at its path on the next request.
 */
export async function publishCampaign(
  db: Db,
  staffId: number,
  id: number,
  request: CampaignPublish,
  now = new Date(),
): Promise<Campaign> {
  const row = await campaignRow(db, id);
  const version = request.version ?? row.latest_version;
  if (version > row.latest_version)
    throw new HttpError(404, 'not_found', 'No such version of the texts.', { version });
  const starts = request.starts_at === undefined ? row.starts_at : request.starts_at;
  const ends = request.ends_at === undefined ? row.ends_at : request.ends_at;
  const changed = await db.transaction().execute((tx) =>
    repo.updateCampaign(tx, id, request.revision, {
      state: 'published',
      live_version: version,
      starts_at: starts === null ? null : new Date(starts).toISOString(),
      ends_at: ends === null ? null : new Date(ends).toISOString(),
      updated_at: now.toISOString(),
    }),
  );
  if (!changed) throw campaignChanged();
  await recordStaffAction(
    db,
    staffId,
    {
      action: version < row.latest_version ? 'campaign.rollback' : 'campaign.publish',
      object: ['campaign', id],
      before: { state: row.state, version: row.live_version },
      after: { state: 'published', version, starts_at: starts, ends_at: ends },
    },
    now,
  );
  return campaignDetail(db, id, now);
}

/** Takes the lander off its path: it answers 404 from the next request. */
export async function unpublishCampaign(
  db: Db,
  staffId: number,
  id: number,
  revision: number,
  now = new Date(),
): Promise<Campaign> {
  const row = await campaignRow(db, id);
  const changed = await db.transaction().execute((tx) =>
    repo.updateCampaign(tx, id, revision, {
      state: 'unpublished',
      updated_at: now.toISOString(),
    }),
  );
  if (!changed) throw campaignChanged();
  await recordStaffAction(
    db,
    staffId,
    {
      action: 'campaign.unpublish',
      object: ['campaign', id],
      before: { state: row.state, version: row.live_version },
      after: { state: 'unpublished' },
    },
    now,
  );
  return campaignDetail(db, id, now);
}

/** A copy under a new path, as a draft with the newest texts as its version 1. */
export async function duplicateCampaign(
  db: Db,
  staffId: number,
  id: number,
  slug: string,
  now = new Date(),
): Promise<Campaign> {
  const source = await campaignDetail(db, id, now);
  return createCampaign(
    db,
    staffId,
    {
      slug,
      template: source.template,
      texts: source.versions[0]!.texts,
      featured: source.featured,
      partner: source.partner,
      tracking: source.tracking,
    },
    now,
  );
}

const landerCampaign = (
  row: Pick<CampaignRow, 'slug' | 'template' | 'featured_json' | 'partner_json' | 'tracking_json'>,
  textsJson: string,
): LanderCampaign => ({
  name: row.slug,
  template: row.template as LanderTemplate,
  featured: JSON.parse(row.featured_json) as LanderCampaign['featured'],
  texts: JSON.parse(textsJson) as CampaignTextsByLanguage,
  ...(row.partner_json === null
    ? {}
    : { partner: JSON.parse(row.partner_json) as NonNullable<LanderCampaign['partner']> }),
  tracking: JSON.parse(row.tracking_json) as CampaignTracking,
});

/** The campaign live at `/landers/{slug}` now, as the landers remote renders it; null if none. */
export async function liveLanderCampaign(
  db: Db,
  slug: string,
  now = new Date(),
): Promise<LanderCampaign | null> {
  const row = await repo.liveCampaign(db, slug, now.toISOString());
  return row ? landerCampaign(row, row.texts_json) : null;
}

/** A campaign as it would render with a version of its texts (the newest unless named): a preview. */
export async function previewLanderCampaign(
  db: Db,
  id: number,
  version?: number,
): Promise<LanderCampaign> {
  const row = await campaignRow(db, id);
  const texts = await repo.textsOf(db, id, version ?? row.latest_version);
  if (!texts) throw notFound('No such version of the texts.');
  return landerCampaign(row, texts.texts_json);
}

/** A visit to a lander, or a sign-up form opened from one, with its source. */
export async function recordLanderStep(
  db: Db,
  step: 'visit' | 'signup_start',
  { campaign, tracking }: { campaign: string; tracking: CampaignTracking },
  now = new Date(),
): Promise<void> {
  await repo.insertVisit(db, {
    campaign,
    step,
    at: now.toISOString(),
    network: tracking.network ?? null,
    ref: tracking.ref ?? null,
    sub1: tracking.sub1 ?? null,
    sub2: tracking.sub2 ?? null,
    sub3: tracking.sub3 ?? null,
  });
}

/**
 * A campaign's funnel over a range of days: visits and sign-up starts (counted here), sign-ups
 * (the accounts' tracking) and first purchases (the payments), per day and per source.
 */
export async function campaignFigures(
  db: Db,
  id: number,
  asked: { from?: string; until?: string; by: repo.SourceField },
  now = new Date(),
): Promise<CampaignFigures> {
  const row = await campaignRow(db, id);
  const days = dayRange(
    asked,
    { defaultDays: CAMPAIGN_FIGURES_DEFAULT_DAYS, maxDays: CAMPAIGN_FIGURES_MAX_DAYS },
    now,
  );
  const bounds = dayBounds(days[0]!, days.at(-1)!);
  const [visits, signups, purchases] = await Promise.all([
    repo.visitFigures(db, row.slug, bounds, asked.by),
    campaignSignups(db, row.slug, days, asked.by),
    campaignFirstPurchaseFigures(db, row.slug, days, asked.by),
  ]);
  const stepDays = (step: 'visit' | 'signup_start') => {
    const byDay = new Map(
      visits.daily.filter((r) => r.step === step).map((r) => [r.day, Number(r.n)]),
    );
    return days.map((day) => byDay.get(day) ?? 0);
  };
  const perDay = {
    visits: stepDays('visit'),
    signup_starts: stepDays('signup_start'),
    signups: signups.per_day,
    first_purchases: purchases.per_day,
  };
  type Funnel = CampaignFigures['total'];
  const empty = (): Funnel => ({ visits: 0, signup_starts: 0, signups: 0, first_purchases: 0 });
  const bySource = new Map<string | null, Funnel>();
  const add = (source: string | null, step: keyof Funnel, n: number) => {
    const funnel = bySource.get(source) ?? empty();
    funnel[step] += n;
    bySource.set(source, funnel);
  };
  for (const r of visits.sources)
    add(r.source, r.step === 'visit' ? 'visits' : 'signup_starts', Number(r.n));
  for (const r of signups.sources) add(r.source, 'signups', r.n);
  for (const r of purchases.sources) add(r.source, 'first_purchases', r.n);
  const sum = (values: number[]) => values.reduce((total, n) => total + n, 0);
  return {
    from: days[0]!,
    until: days.at(-1)!,
    by: asked.by,
    days,
    per_day: perDay,
    sources: [...bySource.entries()]
      .map(([source, funnel]) => ({ source, ...funnel }))
      .sort((a, b) => b.visits - a.visits || b.signups - a.signups),
    total: {
      visits: sum(perDay.visits),
      signup_starts: sum(perDay.signup_starts),
      signups: sum(perDay.signups),
      first_purchases: sum(perDay.first_purchases),
    },
  };
}

/**
 * Each campaign's niche, by the slug members signed up through (a mailing's audience, issue 48
 * §4): the niche its featured members were chosen in, or null for the site's own.
 */
export async function campaignNiches(db: Db): Promise<Map<string, number | null>> {
  return new Map(
    (await repo.campaignRows(db)).map((row) => [
      row.slug,
      (JSON.parse(row.featured_json) as Campaign['featured']).niche ?? null,
    ]),
  );
}
