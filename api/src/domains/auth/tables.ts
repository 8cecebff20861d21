import type {
  SanctionReason,
  WhoMayWrite,
  emailDisabledReasons,
  userStatuses,
} from '@app/shared/contracts';
import type { ColumnType, Generated, Insertable, Selectable, Updateable } from 'kysely';

/** A member's account: how they log in, their credits and their status. */
export interface AppUserTable {
  id: Generated<number>;
  /** Always lower case: the unique index is then case-insensitive on both databases. */
  email: string;
  password_hash: string;
  /**
   * `deleted`: erased after a deletion request; the row stays so conversations still refer to it.
   * `suspended`, `banned`: a moderator's sanction (issue 26 §3, member_sanction says why): no
   * login, out of every list; a banned address cannot sign up again (its row stays).
   */
  status: (typeof userStatuses)[number] | 'deleted' | 'suspended' | 'banned';
  credits: Generated<number>;
  /**
   * Of `credits`, those held for first messages waiting to be accepted (issue 29 §1): a charge
   * may use only `credits - held_credits`. Moved only by the credits domain.
   */
  held_credits: Generated<number>;
  /** Whom the member lets write to them directly (WHO_MAY_WRITE). */
  who_may_write: ColumnType<WhoMayWrite, WhoMayWrite | undefined, WhoMayWrite>;
  /** 1: the member takes new accounts' first messages at once, without the quarantine. */
  quarantine_skip: Generated<number>;
  paid_user: Generated<number>;
  signup_date: string;
  language: string;
  /** JSON: notification kinds the member switched off. */
  notifications_disabled: Generated<string>;
  /** Why mail to the member stopped (fbl, bounce, listunsubscribe); null while it flows. */
  email_disabled_reason: (typeof emailDisabledReasons)[number] | null;
  created_at: string;
  /** The TOTP secret (base32) once the member turned the second factor on (issue 29 §4). */
  totp_secret: string | null;
  /** The last TOTP time step accepted: no code works twice. */
  totp_last_step: number | null;
}

/** Ten single-use codes given when TOTP is turned on, for a lost phone; stored as SHA-256. */
export interface MemberRecoveryCodeTable {
  id: Generated<number>;
  user_id: number;
  code_hash: string;
  used_at: string | null;
}

/** A member's passkey (WebAuthn credential): a login without a password (issue 29 §4). */
export interface MemberPasskeyTable {
  id: Generated<number>;
  user_id: number;
  /** base64url, as the browser names it. */
  credential_id: string;
  /** COSE public key, base64url. */
  public_key: string;
  /** The authenticator's signature counter: a use that does not move it forward is refused. */
  counter: number;
  /** JSON array of transports ('internal', 'usb', …), passed back to the browser. */
  transports: string;
  name: string;
  created_at: string;
  last_used_at: string | null;
}

/**
 * A ceremony's state while it has no session (migration 0057): `passkey:<challenge>` (a WebAuthn
 * challenge, its user when registering), `enrol:<user id>` (a TOTP secret waiting for its first
 * code), `login:<sha256 of the cookie token>` (a right password waiting for the second factor).
 */
export interface LoginChallengeTable {
  id: Generated<number>;
  key: string;
  user_id: number | null;
  value: string;
  /** Wrong codes given: too many end the login. */
  failed: Generated<number>;
  expires_at: string;
}

export interface SessionTable {
  id: Generated<number>;
  /** SHA-256 (hex) of the cookie token: a database leak does not leak live sessions. */
  token_hash: string;
  user_id: number;
  created_at: string;
  expires_at: string;
  last_seen: string;
  /** "Chrome 131 on Windows": what the member sees in their list of sessions (issue 29 §4). */
  device: string | null;
  /** The country the session began in (the CDN's), for the list; null when unknown. */
  country: string | null;
}

/** A device and country a member logged in from (issue 29 §4): a new one is mailed to them. */
export interface KnownDeviceTable {
  user_id: number;
  /** '' when the browser said nothing. */
  device: string;
  /** '' when the country was not known. */
  country: string;
  first_seen: string;
}

export interface LoginAttemptTable {
  id: Generated<number>;
  /** `login:<sha256 of the login name as typed>`, the same for known and unknown accounts. */
  account_key: string;
  attempted_at: string;
  /** The address the attempt came from (null for rows older than migration 0003). */
  source: string | null;
}

/** A password reset asked for (issue 23 §7): counted per address asked for and per source. */
export interface PasswordResetRequestTable {
  id: Generated<number>;
  /** `reset:<sha256 of the address asked for, lower case>`, known account or not. */
  address_key: string;
  source: string;
  requested_at: string;
}

/** What an account link is for; each purpose has its own lifetime (tokens.ts). */
export const tokenPurposes = [
  'activation',
  'password_reset',
  'mail_change',
  /** Mailed to the old address once it changed: gives it back (issue 25 §3). */
  'mail_change_undo',
  'reactivation',
  'invite',
] as const;
export type TokenPurpose = (typeof tokenPurposes)[number];

export interface AccountTokenTable {
  id: Generated<number>;
  user_id: number;
  purpose: TokenPurpose;
  /** SHA-256 (hex) of the token in the link: a database leak does not leak usable links. */
  token_hash: string;
  /** What the link carries besides the member, e.g. the new address of a mail change. */
  payload: string | null;
  created_at: string;
  expires_at: string;
  /** Set when the link is used: a link works once. */
  used_at: string | null;
}

/** A suspension or a ban (issue 26 §3), with the account status it replaced. */
export interface MemberSanctionTable {
  id: Generated<number>;
  user_id: number;
  kind: 'suspended' | 'banned';
  reason: SanctionReason;
  /** A suspension's end; null for a ban. */
  until: string | null;
  previous_status: 'active' | 'not_confirmed';
  staff_id: number;
  created_at: string;
  lifted_at: string | null;
}

/** A banned member's address, kept as its SHA-256 once the account is erased (migration 0046). */
export interface BannedAddressTable {
  address_hash: string;
  banned_at: string;
}

export interface AuthTables {
  member_recovery_code: MemberRecoveryCodeTable;
  member_passkey: MemberPasskeyTable;
  login_challenge: LoginChallengeTable;
  banned_address: BannedAddressTable;
  member_sanction: MemberSanctionTable;
  account_token: AccountTokenTable;
  app_user: AppUserTable;
  session: SessionTable;
  known_device: KnownDeviceTable;
  login_attempt: LoginAttemptTable;
  password_reset_request: PasswordResetRequestTable;
}

export type AppUserRow = Selectable<AppUserTable>;
export type NewAppUser = Insertable<AppUserTable>;
export type AppUserUpdate = Updateable<AppUserTable>;
export type SessionRow = Selectable<SessionTable>;
export type NewSession = Insertable<SessionTable>;
export type NewAccountToken = Insertable<AccountTokenTable>;
