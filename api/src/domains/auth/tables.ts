import type { userStatuses } from '@app/shared/contracts';
import type { Generated, Insertable, Selectable, Updateable } from 'kysely';

/** A member's account: how they log in, their credits and their status. */
export interface AppUserTable {
  id: Generated<number>;
  /** Always lower case: the unique index is then case-insensitive on both databases. */
  email: string;
  password_hash: string;
  status: (typeof userStatuses)[number];
  credits: Generated<number>;
  paid_user: Generated<number>;
  signup_date: string;
  language: string;
  /** JSON: notification kinds the member switched off. */
  notifications_disabled: Generated<string>;
  created_at: string;
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
  /**
   * What a failure counts against: `user:<id>` for a known account, `login:<hash>` for an
   * unknown one, and `ip:<address>` / `user:<id>|ip:<address>` for the source (see the service).
   */
  account_key: string;
  attempted_at: string;
}

export interface AuthTables {
  app_user: AppUserTable;
  session: SessionTable;
  login_attempt: LoginAttemptTable;
}

export type AppUserRow = Selectable<AppUserTable>;
export type NewAppUser = Insertable<AppUserTable>;
export type AppUserUpdate = Updateable<AppUserTable>;
export type SessionRow = Selectable<SessionTable>;
export type NewSession = Insertable<SessionTable>;
