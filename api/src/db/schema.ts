import type { Generated, Insertable, Kysely, Selectable, Updateable } from 'kysely';

// The database as Kysely sees it. Column types are chosen to be identical on SQLite and
// PostgreSQL, so repositories need no dialect branches:
// - timestamps are ISO 8601 UTC strings (`Date#toISOString()`), which sort correctly as text;
// - dates are `YYYY-MM-DD` strings;
// - booleans are integers 0/1 (better-sqlite3 cannot bind JS booleans), mapped in repositories;
// - JSON values are text, parsed in repositories.

export interface SiteTable {
  id: Generated<number>;
  /** Lower-case host name without port. */
  domain: string;
  /** JSON: the site's settings (everything in the Settings contract except domain and geoip_*). */
  settings: string;
  created_at: string;
}

export interface CompanyTable {
  id: Generated<number>;
  name: string;
  address: string;
  kvk: string;
  city: string;
  country: string;
  /** JSON string[] */
  tradenames: string;
  /** JSON string[] */
  vat_numbers: string;
  support_phone: string;
  delete_discount: number;
  added: string;
}

export interface AppUserTable {
  id: Generated<number>;
  /** Always lower case: the unique index is then case-insensitive on both databases. */
  email: string;
  password_hash: string;
  status: 'active' | 'not_confirmed' | 'pending_deletion';
  credits: Generated<number>;
  paid_user: Generated<number>;
  signup_date: string;
  language: string;
  /** JSON: notification kinds the member switched off. */
  notifications_disabled: Generated<string>;
  created_at: string;
}

export interface ProfileTable {
  user_id: number;
  name: string;
  /** name lower-cased by JS (Unicode-aware, unlike SQLite's lower()); unique. */
  name_key: string;
  gender: 'male' | 'female';
  birth_date: string;
  country: string;
  region_id: number | null;
  city: string | null;
  sexuality: 'hetero' | 'gay' | 'lesbian' | 'bi';
  hair_colour: 'blond' | 'brown' | 'black' | 'red' | 'grey' | 'bald';
  eye_colour: 'blue' | 'brown' | 'green' | 'grey' | 'hazel';
  body_type: 'slim' | 'normal' | 'fat';
  relationship_status:
    'divorced' | 'living_together' | 'married' | 'single' | 'widowed' | 'unmarried';
  tattoos: number;
  about: string;
  /** 0 in invisible mode: then the member is left out of search. */
  visible: number;
  status: 'active' | 'disabled';
  last_active: string;
}

export interface ProfileImageTable {
  id: Generated<number>;
  user_id: number;
  filename: string;
  thumb_filename: string;
  status: 'active' | 'pending' | 'rejected';
  /** 0 is the main image. */
  position: number;
  created_at: string;
}

export interface InterestTable {
  id: Generated<number>;
  key: string;
}

export interface ProfileInterestTable {
  user_id: number;
  interest_id: number;
}

export interface RegionTable {
  id: Generated<number>;
  country: string;
  name: string;
}

export interface SessionTable {
  id: Generated<number>;
  /** SHA-256 (hex) of the cookie token: a database leak does not leak live sessions. */
  token_hash: string;
  user_id: number;
  created_at: string;
  expires_at: string;
  last_seen: string;
}

export interface LoginAttemptTable {
  id: Generated<number>;
  /** `user:<id>` for a known account, else `login:<what was typed>`: both lock the same way. */
  account_key: string;
  attempted_at: string;
}

export interface ConversationTable {
  id: Generated<number>;
  created_at: string;
}

/** One row per member of a conversation (two of them): that member's view of it. */
export interface ConversationMemberTable {
  conversation_id: number;
  user_id: number;
  /** Messages with a greater id are unread for this member; null: none read yet. */
  last_read_message_id: number | null;
  /** When this member removed the chat from their list; null while it is listed. */
  removed_at: string | null;
}

export interface MessageTable {
  id: Generated<number>;
  conversation_id: number;
  sender_id: number;
  body: string;
  created_at: string;
  /** The sender's id for the message: a resend with the same one is stored once. */
  client_id: string | null;
}

export interface MemberLikeTable {
  liker_id: number;
  liked_id: number;
  created_at: string;
  /** When the liked member saw the like; null is a new like. */
  seen_at: string | null;
}

export interface Database {
  site: SiteTable;
  company: CompanyTable;
  app_user: AppUserTable;
  profile: ProfileTable;
  profile_image: ProfileImageTable;
  interest: InterestTable;
  profile_interest: ProfileInterestTable;
  region: RegionTable;
  session: SessionTable;
  login_attempt: LoginAttemptTable;
  conversation: ConversationTable;
  conversation_member: ConversationMemberTable;
  message: MessageTable;
  member_like: MemberLikeTable;
}

export type SiteRow = Selectable<SiteTable>;
export type NewSite = Insertable<SiteTable>;
export type CompanyRow = Selectable<CompanyTable>;
export type NewCompany = Insertable<CompanyTable>;
export type AppUserRow = Selectable<AppUserTable>;
export type NewAppUser = Insertable<AppUserTable>;
export type AppUserUpdate = Updateable<AppUserTable>;
export type ProfileRow = Selectable<ProfileTable>;
export type NewProfile = Insertable<ProfileTable>;
export type ProfileImageRow = Selectable<ProfileImageTable>;
export type NewProfileImage = Insertable<ProfileImageTable>;
export type InterestRow = Selectable<InterestTable>;
export type RegionRow = Selectable<RegionTable>;
export type NewRegion = Insertable<RegionTable>;
export type SessionRow = Selectable<SessionTable>;
export type NewSession = Insertable<SessionTable>;
export type NewConversationMember = Insertable<ConversationMemberTable>;
export type MessageRow = Selectable<MessageTable>;
export type NewMessage = Insertable<MessageTable>;
export type NewMemberLike = Insertable<MemberLikeTable>;

/** What repositories take first: the app's Kysely instance or a transaction (a subclass). */
export type Db = Kysely<Database>;
