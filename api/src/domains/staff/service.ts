import { randomBytes } from 'node:crypto';
import { z } from 'zod';
import type { Db } from '../../db/database';
import { hashPassword } from '../auth/password';
import * as repo from './repository';
import type { StaffRole } from './tables';

/** Long enough that nobody guesses it; the owner changes it at the first back-office login. */
const FIRST_PASSWORD_BYTES = 18;

export class StaffAccountExists extends Error {}

/**
 * A staff account with a password made here (shown once to whoever runs the command, stored only
 * as its argon2id hash). Answers that password.
 */
export async function createStaffAccount(
  db: Db,
  { email, role }: { email: string; role: StaffRole },
  now = new Date(),
): Promise<{ password: string }> {
  const address = z.email().parse(email.trim().toLowerCase());
  const password = randomBytes(FIRST_PASSWORD_BYTES).toString('base64url');
  const inserted = await repo.insertStaffAccount(db, {
    email: address,
    password_hash: await hashPassword(password),
    role,
    created_at: now.toISOString(),
  });
  if (!inserted) throw new StaffAccountExists(`A staff account for ${address} exists already.`);
  return { password };
}
