import type {
  bodyTypes,
  eyeColours,
  genders,
  hairColours,
  relationshipStatuses,
  sexualities,
} from '@app/shared/contracts';
import type { Insertable, Selectable } from 'kysely';

type OneOf<T extends readonly string[]> = T[number];

/** A member's public profile; `user_id` is the account's id and the profile's id. */
export interface ProfileTable {
  user_id: number;
  name: string;
  /** name lower-cased by JS (Unicode-aware, unlike SQLite's lower()); unique. */
  name_key: string;
  gender: OneOf<typeof genders>;
  birth_date: string;
  country: string;
  region_id: number | null;
  city: string | null;
  sexuality: OneOf<typeof sexualities>;
  hair_colour: OneOf<typeof hairColours>;
  eye_colour: OneOf<typeof eyeColours>;
  body_type: OneOf<typeof bodyTypes>;
  relationship_status: OneOf<typeof relationshipStatuses>;
  tattoos: number;
  about: string;
  /** 0 in invisible mode: then the member is left out of search. */
  visible: number;
  status: 'active' | 'disabled';
  last_active: string;
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

export interface MembersTables {
  member_card_epoch: MemberCardEpochTable;
  profile: ProfileTable;
  profile_interest: ProfileInterestTable;
}

export type ProfileRow = Selectable<ProfileTable>;
export type NewProfile = Insertable<ProfileTable>;
