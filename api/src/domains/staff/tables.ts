import type { Generated, Selectable } from 'kysely';
import type { StaffRole } from '@app/shared/contracts';

/**
 * The people who run a site (issue 23 §2; the back office, issue 26, builds on it): they log in
 * to the back office, never to the member site, and every one has a role.
 */
export { staffRoles, type StaffRole } from '@app/shared/contracts';

export interface StaffAccountTable {
  id: Generated<number>;
  /** Lower case: unique whatever the case it was typed in. */
  email: string;
  password_hash: string;
  role: StaffRole;
  /** The one remote a team deployer deploys (issue 28 §2); null for every other role. */
  remote: string | null;
  created_at: string;
  /** An owner disabled the account: no login, every session ended (issue 26 §2). */
  disabled_at: string | null;
  /** The TOTP secret (base32), set once the staff member confirmed a first code. */
  totp_secret: string | null;
  /** The last TOTP time step accepted: no code is accepted twice. */
  totp_last_step: number | null;
  /** Wrong passwords in a row since the last right one. */
  failed_logins: Generated<number>;
  /** Till when the password step is refused after STAFF_LOGIN_FAILURES wrong ones in a row. */
  locked_until: string | null;
}

/** Ten single-use codes given at TOTP enrolment, for a lost phone; stored as SHA-256. */
export interface StaffRecoveryCodeTable {
  id: Generated<number>;
  staff_id: number;
  code_hash: string;
  used_at: string | null;
}

/**
 * Where a back-office session is: the password was right and the second factor is to be set
 * up (`enrol`) or given (`second_factor`), or both were (`full`): only `full` opens the back
 * office.
 */
export const staffSessionStages = ['enrol', 'second_factor', 'full'] as const;
export type StaffSessionStage = (typeof staffSessionStages)[number];

export interface StaffSessionTable {
  id: Generated<number>;
  /** SHA-256 (hex) of the cookie token. */
  token_hash: string;
  staff_id: number;
  stage: StaffSessionStage;
  /** How the second factor was given: 'totp' or 'recovery_code'. */
  second_factor: string | null;
  /** During enrolment: the secret shown as a QR code, until a first code confirms it. */
  pending_totp_secret: string | null;
  /** Wrong codes given in this session: too many end it. */
  failed_codes: Generated<number>;
  /** The last WebAuthn challenge this session was given (passkey login or registration). */
  webauthn_challenge: string | null;
  user_agent: string;
  created_at: string;
  last_seen: string;
  ended_at: string | null;
}

export interface StaffInvitationTable {
  id: Generated<number>;
  token_hash: string;
  email: string;
  role: StaffRole;
  /** The remote a deployer is invited for. */
  remote: string | null;
  invited_by: number;
  created_at: string;
  expires_at: string;
  accepted_at: string | null;
  /** Revoked by an owner, or replaced by a newer invitation to the same address. */
  revoked_at: string | null;
}

/** One staff action, never changed nor removed (the database refuses both). */
export interface StaffAuditTable {
  id: Generated<number>;
  at: string;
  /** Null for what the system did on its own (an account created by `pnpm admin:create`). */
  staff_id: number | null;
  action: string;
  object_type: string | null;
  object_id: string | null;
  before_json: string | null;
  after_json: string | null;
  reason: string | null;
}

export interface StaffTables {
  staff_account: StaffAccountTable;
  staff_recovery_code: StaffRecoveryCodeTable;
  staff_session: StaffSessionTable;
  staff_passkey: StaffPasskeyTable;
  staff_invitation: StaffInvitationTable;
  staff_audit: StaffAuditTable;
}

/** A staff member's passkey (WebAuthn credential): the stronger second factor. */
export interface StaffPasskeyTable {
  id: Generated<number>;
  staff_id: number;
  /** base64url, as the authenticator names it. */
  credential_id: string;
  /** The COSE public key, base64url. */
  public_key: string;
  /** The authenticator's signature counter: a lower one later means a cloned key. */
  counter: Generated<number>;
  /** JSON array of how the browser reaches it (internal, usb, hybrid, …). */
  transports: Generated<string>;
  name: string;
  created_at: string;
  last_used_at: string | null;
}

export type StaffAccountRow = Selectable<StaffAccountTable>;
export type StaffSessionRow = Selectable<StaffSessionTable>;
export type StaffAuditRow = Selectable<StaffAuditTable>;
