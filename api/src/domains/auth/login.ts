import type { FastifyReply, FastifyRequest } from 'fastify';
import { HttpError } from '../../http/errors';
import { linkOrigin } from '../../http/public-origin';
import { daysLeft, sendReactivationMail } from '../account/deletion';
import { notifyNewLogin } from '../account/notices';
import { noteMemberTraces } from '../safety/linked-accounts';
import { settingsForRequest } from '../site/request-site';
import { SECOND_FACTOR_WAIT_MS } from './factors';
import * as auth from './service';
import { endRequestSession, secureCookie, setSessionCookie } from './session';
import { describeNewSession, sessionClient } from './session-client';

/**
 * The end of every way in — the password, the password and its second factor, a passkey: the
 * session cookie, the session's device and place, and a mail when the device is new to the
 * member (issue 29 §4).
 */

/** Where a login waits for its second factor: httpOnly, for the API only, minutes long. */
export const SECOND_FACTOR_COOKIE = 'auth.second_factor';

export function setSecondFactorCookie(reply: FastifyReply, token: string) {
  reply.setCookie(SECOND_FACTOR_COOKIE, token, {
    httpOnly: true,
    sameSite: 'strict',
    path: '/api/',
    maxAge: SECOND_FACTOR_WAIT_MS / 1000,
    secure: secureCookie(reply),
  });
}

export function clearSecondFactorCookie(reply: FastifyReply) {
  reply.clearCookie(SECOND_FACTOR_COOKIE, {
    httpOnly: true,
    sameSite: 'strict',
    path: '/api/',
    secure: secureCookie(reply),
  });
}

export async function openMemberSession(
  request: FastifyRequest,
  reply: FastifyReply,
  { userId, token }: { userId: number; token: string },
) {
  const app = request.server;
  // A login always gets a new session; the one the browser had (if any) ends.
  await endRequestSession(request);
  setSessionCookie(reply, token);
  await describeNewSession(request, token);
  await noteMemberTraces(request, reply, userId, { signup: false });
  // A device or country new to this account: the member hears of it.
  const client = sessionClient(request);
  if (await auth.isNewLoginDevice(app.db, userId, client)) {
    const settings = await settingsForRequest(request);
    // After the answer: the login never waits for the mail.
    app.inBackground(
      'new-login mail',
      notifyNewLogin(
        { db: app.db, mailer: app.mailer, settings, origin: linkOrigin(app.config, settings) },
        userId,
        client,
      ),
    );
  }
}

/**
 * A login refused after the member proved who they are: an account waiting to be erased gets
 * the way back by mail; anything else goes on as it was.
 */
export async function refuseLogin(request: FastifyRequest, error: unknown): Promise<never> {
  if (!(error instanceof auth.PendingDeletion)) throw error;
  const app = request.server;
  const settings = await settingsForRequest(request);
  await sendReactivationMail(app.db, app.mailer, {
    userId: error.userId,
    settings,
    origin: linkOrigin(app.config, settings),
  }).catch((mailError: unknown) => request.log.error(mailError));
  throw new HttpError(403, 'account_pending_deletion', 'Account pending deletion.', {
    days: await daysLeft(app.db, error.userId),
  });
}

/**
 * The member proved who they are another way than the password (its second factor, a passkey):
 * the login's checks, then their session as after a password. Answers the member.
 */
export async function admitMember(request: FastifyRequest, reply: FastifyReply, userId: number) {
  const { user, token } = await auth
    .admit(request.server.db, userId)
    .catch((error: unknown) => refuseLogin(request, error));
  await openMemberSession(request, reply, { userId, token });
  return user;
}
