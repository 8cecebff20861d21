import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { generate } from 'otplib';
import { createStaffAccount } from '../../src/domains/staff/service';
import { STAFF_COOKIE } from '../../src/domains/staff/session';
import type { StaffRole } from '../../src/domains/staff/tables';

let made = 0;

/** The Cookie header that carries the back-office session a response set. */
export function staffCookieFrom(response: LightMyRequestResponse): string {
  const cookie = response.cookies.find((c) => c.name === STAFF_COOKIE);
  if (!cookie) throw new Error(`no ${STAFF_COOKIE} cookie set (${response.statusCode})`);
  return `${STAFF_COOKIE}=${cookie.value}`;
}

/** A TOTP code for `secret` at `at` (a later step than any used, for a second login). */
export const totpCode = (secret: string, at = new Date()) =>
  generate({ secret, epoch: Math.floor(at.getTime() / 1000) });

/**
 * A staff member of `role`, logged in all the way: password, TOTP enrolment (the secret kept for
 * later codes), first code. Answers the Cookie header, the account's id, address, password,
 * secret and recovery codes.
 */
export async function staffMember(
  app: FastifyInstance,
  role: StaffRole,
  // A team deployer deploys one remote: mf-chat unless the test names another.
  remote: string | null = role === 'deployer' ? 'mf-chat' : null,
) {
  made += 1;
  const email = `${role}${made}@staff.test`;
  const { password } = await createStaffAccount(app.db, { email, role, remote });
  // Each from an address of its own: the per-address login limit is not what a test tests.
  const remoteAddress = `10.26.${made >> 8}.${made & 255}`;
  const login = await app.inject({
    remoteAddress,
    method: 'POST',
    url: '/api/backoffice/login',
    payload: { email, password },
  });
  const cookie = staffCookieFrom(login);
  const enrolment = await app.inject({
    method: 'POST',
    url: '/api/backoffice/totp/enrolment',
    remoteAddress,
    headers: { cookie },
  });
  if (enrolment.statusCode !== 200)
    throw new Error(`enrolment: ${enrolment.statusCode} ${enrolment.body}`);
  const { secret } = enrolment.json<{ secret: string }>();
  const confirmed = await app.inject({
    method: 'POST',
    url: '/api/backoffice/totp/confirmation',
    remoteAddress,
    headers: { cookie },
    payload: { code: await totpCode(secret) },
  });
  if (confirmed.statusCode !== 200) throw new Error(`enrolment failed: ${confirmed.body}`);
  const { recovery_codes } = confirmed.json<{ recovery_codes: string[] }>();
  const { id } = await app.db
    .selectFrom('staff_account')
    .select('id')
    .where('email', '=', email)
    .executeTakeFirstOrThrow();
  return { id, email, password, secret, cookie, recoveryCodes: recovery_codes };
}
