import {
  MARKETING_NOTIFICATION_KINDS,
  accountStepSchema,
  trackingFields,
  type ErrorCode,
  type Settings,
  type SignupCheck,
  type SignupRequest,
  type Tracking,
  type User,
} from '@app/shared/contracts';
import { pickLanguage } from '@app/shared/language';
import type { Db } from '../../db/database';
import { HttpError } from '../../http/errors';
import { addressBanned } from '../auth/accounts';
import { sendActivationMail } from '../auth/activation';
import { hashPassword } from '../auth/password';
import { assertStrongPassword } from '../auth/password-strength';
import { currentUser, startSession } from '../auth/service';
import { isLiveToken, consumeToken } from '../auth/tokens';
import { startSignupConversation } from '../chat/service';
import { changeCreditsIn } from '../credits/service';
import type { Mailer } from '../mail/mailer';
import * as repo from './repository';

/** The ledger reason of the sign-up grant (spec §3 `signup_credits`). */
export const SIGNUP_CREDITS_REASON = 'signup';

/** Spec §8 texts; the client shows its translation of each code. */
const MESSAGES: Partial<Record<ErrorCode, string>> = {
  invalid_email: 'Invalid email',
  name_is_email: 'Username may not be the same as your e-mail address',
  name_starts_with_at: 'Username may not start with @',
  name_invalid: 'Use 3 to 30 characters for your username.',
  password_invalid: 'Use at least 8 characters.',
  date_of_birth_invalid: 'Invalid date of birth.',
  date_of_birth_too_young: 'Enter your date of birth ({min_age}+)',
};

export interface SignupContext {
  settings: Settings;
  /** Origin of the links in mails. */
  origin: string;
  /** The visitor's locale cookie, if any: the new member keeps the language they saw. */
  localeCookie: string | null;
  /** The browser's languages, most preferred first: their regions place a member with no geo. */
  browserLanguages?: readonly string[];
}

/**
 * Where a new member is filed before they say where they live (the location step): the country
 * the request comes from when the site serves it; else the first region of the browser's
 * languages the site serves ("fr-BE" → BE: issue 25 §4, not the site's first country for
 * everyone); else the site's first country.
 */
export function startingCountry(
  settings: Pick<Settings, 'geoip_selected_country' | 'countries'>,
  browserLanguages: readonly string[] = [],
): string {
  if (settings.geoip_selected_country) return settings.geoip_selected_country;
  const fromBrowser = browserLanguages
    .map((tag) => /^[a-z]{2,3}-([a-z]{2})\b/i.exec(tag)?.[1]?.toUpperCase())
    .find((region) => region !== undefined && settings.countries.includes(region));
  return fromBrowser ?? settings.countries[0] ?? 'US';
}

/** Only tracking values that say something count as a traffic source. */
function givenTracking(tracking: Tracking | undefined): Tracking | null {
  if (!tracking) return null;
  const given = Object.fromEntries(
    trackingFields
      .map((field) => [field, tracking[field]?.trim()] as const)
      .filter(([, value]) => value !== undefined && value !== ''),
  ) as Tracking;
  return Object.keys(given).length > 0 ? given : null;
}

/** Spec §1, §6: who may sign up under the site's mode. The invite itself is checked later. */
function assertModeAllows(settings: Settings, request: SignupCheck): void {
  const allowed =
    settings.signups === 'all' ||
    (settings.signups === 'with_trafficsource' && givenTracking(request.tracking) !== null) ||
    (settings.signups === 'invite' && !!request.invite);
  if (!allowed)
    throw new HttpError(403, 'signup_not_allowed', 'Sign-up is not open to this visitor.', {
      mode: settings.signups,
    });
}

/** The account step's rules (the browser ran the same ones); the first broken one answers. */
async function validAccount(settings: Settings, request: SignupCheck, now: Date) {
  const result = accountStepSchema(settings.min_age, now).safeParse(request);
  if (result.success) {
    const { password, email, name } = result.data;
    await assertStrongPassword(password, [email, name], 'password');
    return result.data;
  }
  const issue = result.error.issues[0]!;
  const code = issue.message as ErrorCode;
  const field = String(issue.path[0] ?? '');
  throw new HttpError(400, code, MESSAGES[code] ?? 'Please check the highlighted fields.', {
    field,
    min_age: settings.min_age,
  });
}

/** Whether an account has the address, or a banned member had it before being erased. */
const addressTaken = async (db: Db, email: string) =>
  (await repo.emailInUse(db, email)) || (await addressBanned(db, email));

const emailTaken = () =>
  new HttpError(409, 'email_taken', 'An account with this e-mail address already exists', {
    field: 'email',
  });
const nameTaken = () =>
  new HttpError(409, 'name_taken', 'This username is already taken.', { field: 'name' });

async function assertInviteLive(db: Db, settings: Settings, invite: string | undefined, now: Date) {
  if (settings.signups !== 'invite') return;
  if (!invite || !(await isLiveToken(db, 'invite', invite, now)))
    throw new HttpError(403, 'signup_not_allowed', 'This invitation is not valid.', {
      mode: settings.signups,
    });
}

/**
 * `POST /api/signup-check.php`: everything sign-up would refuse about the account step, without
 * creating anything, so the modal can say so before the member writes their first message.
 */
export async function checkSignup(
  db: Db,
  settings: Settings,
  request: SignupCheck,
  now = new Date(),
) {
  assertModeAllows(settings, request);
  const account = await validAccount(settings, request, now);
  await assertInviteLive(db, settings, request.invite, now);
  if (await addressTaken(db, account.email)) throw emailTaken();
  if (await repo.nameInUse(db, account.name.toLowerCase())) throw nameTaken();
  return account;
}

/**
 * Creates an account (spec §1): the account, its hidden profile, the traffic source, the
 * sign-up credits and the first message commit together or not at all; then the session opens
 * and the confirmation mail goes out. Of parallel sign-ups with one address exactly one wins;
 * the others get the duplicate-address answer (the unique index decides).
 */
export async function signup(
  db: Db,
  mailer: Mailer,
  request: SignupRequest,
  context: SignupContext,
  now = new Date(),
): Promise<{ user: User; token: string }> {
  const { settings } = context;
  const account = await checkSignup(db, settings, request, now);
  const message = request.signup_message?.trim() ?? '';
  const recipient = message !== '' ? request.profile : undefined;
  if (recipient !== undefined && !(await repo.isListedMember(db, recipient)))
    throw new HttpError(404, 'not_found', 'The member you wrote to is not available.', {
      field: 'profile',
    });

  const passwordHash = await hashPassword(account.password);
  const at = now.toISOString();
  const tracking = givenTracking(request.tracking);
  const language = pickLanguage({
    cookie: request.language ?? context.localeCookie,
    domainLanguage: settings.domain_language,
  });
  let userId: number;
  try {
    userId = await db.transaction().execute(async (tx) => {
      if (
        settings.signups === 'invite' &&
        !(await consumeToken(tx, 'invite', request.invite ?? '', now))
      )
        throw new HttpError(403, 'signup_not_allowed', 'This invitation is not valid.', {
          mode: settings.signups,
        });
      const id = await repo.insertAccount(tx, {
        email: account.email,
        passwordHash,
        name: account.name,
        nameKey: account.name.toLowerCase(),
        birthDate: account.date_of_birth,
        country: startingCountry(settings, context.browserLanguages),
        ...(request.seeking ? { seeking: request.seeking } : {}),
        language,
        // Marketing mail starts off: the member switches it on, never has to switch it off.
        notificationsDisabled: MARKETING_NOTIFICATION_KINDS,
        at,
      });
      const campaign = request.tracking?.campaign?.trim() || null;
      if (tracking || campaign)
        await repo.insertTracking(tx, {
          user_id: id,
          campaign,
          network: tracking?.network ?? null,
          ref: tracking?.ref ?? null,
          sub1: tracking?.sub1 ?? null,
          sub2: tracking?.sub2 ?? null,
          sub3: tracking?.sub3 ?? null,
          created_at: at,
        });
      if (settings.signup_credits > 0)
        await changeCreditsIn(
          tx,
          { userId: id, amount: settings.signup_credits, reason: SIGNUP_CREDITS_REASON },
          now,
        );
      if (recipient !== undefined)
        await startSignupConversation(tx, {
          senderId: id,
          recipientId: recipient,
          body: message,
          lang: language,
          at,
        });
      return id;
    });
  } catch (error) {
    if (error instanceof HttpError) throw error;
    // Lost a race on a unique key: say which one, as the check would have.
    if (await addressTaken(db, account.email)) throw emailTaken();
    if (await repo.nameInUse(db, account.name.toLowerCase())) throw nameTaken();
    throw error;
  }

  const token = await startSession(db, userId, now);
  // The account exists whatever the mail does; the confirm screen can send it again.
  await sendActivationMail(db, mailer, { userId, settings, origin: context.origin }, now).catch(
    () => undefined,
  );
  const user = await currentUser(db, userId);
  if (!user) throw new Error(`account ${userId} vanished right after sign-up`);
  return { user, token };
}
