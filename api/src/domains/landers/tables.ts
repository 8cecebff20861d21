import type { Generated, Insertable, Selectable } from 'kysely';

/** A campaign marketing made in the back office (issue 28 §1). JSON columns: see campaigns.ts. */
export interface CampaignTable {
  id: Generated<number>;
  slug: string;
  template: string;
  featured_json: string;
  partner_json: string | null;
  tracking_json: string;
  state: 'draft' | 'published' | 'unpublished';
  live_version: number | null;
  latest_version: number;
  starts_at: string | null;
  ends_at: string | null;
  revision: number;
  created_by: number | null;
  created_at: string;
  updated_at: string;
}

/** One version of a campaign's texts, never changed once written. */
export interface CampaignTextsTable {
  campaign_id: number;
  version: number;
  texts_json: string;
  created_by: number | null;
  created_at: string;
}

/** A visit to a lander, or a sign-up form opened from one, with the visit's source. */
export interface CampaignVisitTable {
  id: Generated<number>;
  campaign: string;
  step: 'visit' | 'signup_start';
  at: string;
  network: string | null;
  ref: string | null;
  sub1: string | null;
  sub2: string | null;
  sub3: string | null;
}

export interface LandersTables {
  campaign: CampaignTable;
  campaign_texts: CampaignTextsTable;
  campaign_visit: CampaignVisitTable;
}

export type CampaignRow = Selectable<CampaignTable>;
export type NewCampaign = Insertable<CampaignTable>;
export type NewCampaignVisit = Insertable<CampaignVisitTable>;
