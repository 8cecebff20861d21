import type { Generated, Selectable } from 'kysely';

/**
 * The people who run a site (issue 23 §2; the back office, issue 26, builds on it): they log in
 * to the back office, never to the member site, and every one has a role.
 */
export const staffRoles = [
  'owner',
  'moderator',
  'support',
  'finance',
  'marketing',
  'deployer',
] as const;
export type StaffRole = (typeof staffRoles)[number];

export interface StaffAccountTable {
  id: Generated<number>;
  /** Lower case: unique whatever the case it was typed in. */
  email: string;
  password_hash: string;
  role: StaffRole;
  created_at: string;
}

export interface StaffTables {
  staff_account: StaffAccountTable;
}

export type StaffAccountRow = Selectable<StaffAccountTable>;
