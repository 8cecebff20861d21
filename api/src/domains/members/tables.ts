import type {
  bodyTypes,
  eyeColours,
  genders,
  hairColours,
  relationshipStatuses,
  sexualities,
  Seeking,
} from '@app/shared/contracts';
import type { ColumnType, Generated, Insertable, Selectable } from 'kysely';

type OneOf<T extends readonly string[]> = T[number];

/** A member's public profile; `user_id` is the account's id and the profile's id. */
export interface ProfileTable {
  user_id: number;
  name: string;
  /** name lower-cased by JS (Unicode-aware, unlike SQLite's lower()); unique. */
  name_key: string;
  /** The attributes below gender are null until the member gives them (after sign-up). */
  gender: OneOf<typeof genders> | null;
  birth_date: string;
  country: string;
  region_id: number | null;
  /** IANA time zone the member's days run in (the swipe game); null: the country's. */
  time_zone: Generated<string | null>;
  city: string | null;
  /**
   * Where `city` lies: its centre in GeoNames (migration 0031), never the member's own position;
   * null when no town is given or GeoNames has no town of that name in `country`.
   */
  town_lat: ColumnType<number | null, number | null | undefined, number | null>;
  town_lon: ColumnType<number | null, number | null | undefined, number | null>;
  /** The town's cell (town-cells.ts), computed by the database from the town (migration 0044). */
  town_cell: ColumnType<number | null, never, never>;
  sexuality: OneOf<typeof sexualities> | null;
  /** Whom the member would like to meet (migration 0076); null: what gender and sexuality imply. */
  seeking: ColumnType<Seeking | null, Seeking | null | undefined, Seeking | null>;
  hair_colour: OneOf<typeof hairColours> | null;
  eye_colour: OneOf<typeof eyeColours> | null;
  body_type: OneOf<typeof bodyTypes> | null;
  relationship_status: OneOf<typeof relationshipStatuses> | null;
  tattoos: Generated<number>;
  about: Generated<string>;
  /** The language `about` was written in (its writer's at the time, migration 0022). */
  about_lang: string | null;
  /** 0 in invisible mode: then the member is left out of search. */
  visible: Generated<number>;
  status: 'active' | 'disabled';
  last_active: string;
  /** 1: a profile the site operates (spec §3 fictional_icon, fictional_warning). */
  fictional: Generated<number>;
  /** When the member agreed to the site keeping their sexuality (migration 0030); null: not. */
  sensitive_consent_at: ColumnType<string | null, string | null | undefined, string | null>;
  /** When the member's photos were verified as theirs (issue 29 §3); null: not verified. */
  verified_at: ColumnType<string | null, string | null | undefined, string | null>;
}

/**
 * "About me" of an operated profile in another of the site's languages (issue 48 §1, migration
 * 0066); `profile.about` keeps the text in the site's own language.
 */
export interface ProfileTextTable {
  user_id: number;
  language: string;
  about: string;
}

export interface ProfileInterestTable {
  user_id: number;
  interest_id: number;
}

/**
 * One number the database raises (triggers, migration 0005) whenever anything lists show of a
 * member changes: name, visibility, status, photos, account status.
 */
export interface MemberCardEpochTable {
  id: number;
  epoch: number;
}

/**
 * A member who opened another's profile (issue 48 §4: the weekly digest's visitors), the latest
 * time only. An invisible member leaves none.
 */
export interface ProfileVisitTable {
  user_id: number;
  visitor_id: number;
  visited_at: string;
}

export interface MembersTables {
  member_card_epoch: MemberCardEpochTable;
  profile_visit: ProfileVisitTable;
  profile: ProfileTable;
  profile_interest: ProfileInterestTable;
  profile_text: ProfileTextTable;
}

export type ProfileRow = Selectable<ProfileTable>;
export type NewProfile = Insertable<ProfileTable>;
