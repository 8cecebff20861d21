import { sql } from 'kysely';
import type { Db, Tx } from '../../db/database';
import { dayOf } from '../../db/per-day';
import type { CampaignRow, NewCampaign, NewCampaignVisit } from './tables';

/** Issue 28 §1: campaigns, their texts' versions and their landers' visits. */

export async function insertCampaign(tx: Tx, row: NewCampaign): Promise<number> {
  const { id } = await tx
    .insertInto('campaign')
    .values(row)
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

export async function insertTexts(
  tx: Tx,
  row: { campaign_id: number; version: number; texts_json: string; created_by: number | null },
  at: string,
): Promise<void> {
  await tx
    .insertInto('campaign_texts')
    .values({ ...row, created_at: at })
    .execute();
}

export const campaignById = (db: Db | Tx, id: number): Promise<CampaignRow | undefined> =>
  db.selectFrom('campaign').selectAll().where('id', '=', id).executeTakeFirst();

export const slugTaken = async (db: Db | Tx, slug: string): Promise<boolean> =>
  (await db.selectFrom('campaign').select('id').where('slug', '=', slug).executeTakeFirst()) !==
  undefined;

export const campaignRows = (db: Db): Promise<CampaignRow[]> =>
  db
    .selectFrom('campaign')
    .selectAll()
    .orderBy('updated_at', 'desc')
    .orderBy('id', 'desc')
    .execute();

export const textVersions = (db: Db | Tx, campaignId: number) =>
  db
    .selectFrom('campaign_texts')
    .select(['version', 'texts_json', 'created_by', 'created_at'])
    .where('campaign_id', '=', campaignId)
    .orderBy('version', 'desc')
    .execute();

export const textsOf = (db: Db | Tx, campaignId: number, version: number) =>
  db
    .selectFrom('campaign_texts')
    .select('texts_json')
    .where('campaign_id', '=', campaignId)
    .where('version', '=', version)
    .executeTakeFirst();

/**
 * Changes a campaign if nobody changed it since `revision` was read (compare-and-swap): false
 * when someone did, and nothing is written.
 */
export async function updateCampaign(
  tx: Tx,
  id: number,
  revision: number,
  changes: Partial<Omit<NewCampaign, 'id' | 'revision' | 'slug' | 'created_at' | 'created_by'>>,
): Promise<boolean> {
  const result = await tx
    .updateTable('campaign')
    .set({ ...changes, revision: revision + 1 })
    .where('id', '=', id)
    .where('revision', '=', revision)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** The published campaign at `/landers/{slug}` with its live texts, if it is live at `now`. */
export const liveCampaign = (db: Db, slug: string, now: string) =>
  db
    .selectFrom('campaign')
    .innerJoin('campaign_texts', (join) =>
      join
        .onRef('campaign_texts.campaign_id', '=', 'campaign.id')
        .onRef('campaign_texts.version', '=', 'campaign.live_version'),
    )
    .select([
      'campaign.slug',
      'campaign.template',
      'campaign.featured_json',
      'campaign.partner_json',
      'campaign.tracking_json',
      'campaign_texts.texts_json',
    ])
    .where('campaign.slug', '=', slug)
    .where('campaign.state', '=', 'published')
    .where((eb) =>
      eb.or([eb('campaign.starts_at', 'is', null), eb('campaign.starts_at', '<=', now)]),
    )
    .where((eb) => eb.or([eb('campaign.ends_at', 'is', null), eb('campaign.ends_at', '>', now)]))
    .executeTakeFirst();

export async function insertVisit(db: Db, row: NewCampaignVisit): Promise<void> {
  await db.insertInto('campaign_visit').values(row).execute();
}

export type SourceField = 'network' | 'ref' | 'sub1' | 'sub2' | 'sub3';

/** A lander's visits and sign-up starts between two times, per step and day, and per source. */
export async function visitFigures(
  db: Db,
  campaign: string,
  { start, end }: { start: string; end: string },
  by: SourceField,
) {
  const inRange = db
    .selectFrom('campaign_visit')
    .where('campaign', '=', campaign)
    .where('at', '>=', start)
    .where('at', '<', end);
  const [daily, sources] = await Promise.all([
    inRange
      .select((eb) => ['step', dayOf(eb.ref('at')).as('day'), eb.fn.countAll<number>().as('n')])
      .groupBy((eb) => ['step', dayOf(eb.ref('at'))])
      .execute(),
    inRange
      .select((eb) => [
        'step',
        sql.ref<string | null>(by).as('source'),
        eb.fn.countAll<number>().as('n'),
      ])
      .groupBy(['step', by])
      .execute(),
  ]);
  return { daily, sources };
}
