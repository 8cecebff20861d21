import { z } from 'zod';
import { userResponseSchema, languageSchema } from './user';
import { memberCardSchema } from './members';
import { seekingChoices } from './preferences';
import {
  MAX_MEMBER_AGE,
  MIN_MEMBER_AGE,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  errorCodes,
  genders,
  trackingFields,
} from './values';

/** Usernames: long enough to be a name, short enough for a card. */
export const USERNAME_MIN_LENGTH = 3;
export const USERNAME_MAX_LENGTH = 30;
/** The most a first message written during sign-up may hold (the chat's own limit may be lower). */
export const SIGNUP_MESSAGE_MAX_LENGTH = 2000;
/** Nobody is older than this; a date before it is a typo. */
const OLDEST_BIRTH_YEAR = 1900;

export const trackingSchema = z.object({
  ...(Object.fromEntries(
    trackingFields.map((field) => [field, z.string().max(200).optional()]),
  ) as {
    [K in (typeof trackingFields)[number]]: z.ZodOptional<z.ZodString>;
  }),
  /**
   * The lander the visitor came through (issue 28 §1, the `campaign` query parameter its links
   * carry): the campaign's figures count the sign-up. Not a traffic source by itself.
   */
  campaign: z.string().max(60).optional(),
});
export type Tracking = z.infer<typeof trackingSchema>;

/** Whole years between a `YYYY-MM-DD` birth date and `today` (UTC calendar days). */
export function ageOn(birthDate: string, today: Date): number {
  const [year, month, day] = birthDate.split('-').map(Number) as [number, number, number];
  let age = today.getUTCFullYear() - year;
  const beforeBirthday =
    today.getUTCMonth() + 1 < month ||
    (today.getUTCMonth() + 1 === month && today.getUTCDate() < day);
  if (beforeBirthday) age -= 1;
  return age;
}

/** A real calendar day in `YYYY-MM-DD` (2001-02-30 is not). */
function isCalendarDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/**
 * The account step of sign-up (spec §5). Each issue's message is an error code, so the browser
 * shows the spec's translated text under the field and the server answers the same code: one
 * rule set for both, run with the site's `min_age` and today's date.
 */
export function accountStepSchema(minAge: number, today: Date) {
  return z
    .object({
      email: z
        .string()
        .trim()
        .toLowerCase()
        .max(254)
        .pipe(z.email({ error: errorCodes.invalid_email })),
      name: z
        .string()
        .trim()
        .min(USERNAME_MIN_LENGTH, { error: errorCodes.name_invalid })
        .max(USERNAME_MAX_LENGTH, { error: errorCodes.name_invalid })
        // Printable text only: no control characters or line breaks in a name shown everywhere.
        .regex(/^[^\p{C}]+$/u, { error: errorCodes.name_invalid }),
      password: z
        .string()
        .min(PASSWORD_MIN_LENGTH, { error: errorCodes.password_invalid })
        .max(PASSWORD_MAX_LENGTH, { error: errorCodes.password_invalid }),
      date_of_birth: z.string().trim(),
    })
    .superRefine((draft, ctx) => {
      if (draft.name.startsWith('@'))
        ctx.addIssue({ code: 'custom', path: ['name'], message: errorCodes.name_starts_with_at });
      else if (draft.name !== '' && draft.name.toLowerCase() === draft.email.toLowerCase())
        ctx.addIssue({ code: 'custom', path: ['name'], message: errorCodes.name_is_email });
      const dob = draft.date_of_birth;
      if (dob === '')
        ctx.addIssue({
          code: 'custom',
          path: ['date_of_birth'],
          message: errorCodes.date_of_birth_too_young,
        });
      else if (
        !isCalendarDate(dob) ||
        Number(dob.slice(0, 4)) < OLDEST_BIRTH_YEAR ||
        ageOn(dob, today) < 0
      )
        ctx.addIssue({
          code: 'custom',
          path: ['date_of_birth'],
          message: errorCodes.date_of_birth_invalid,
        });
      else if (ageOn(dob, today) < minAge)
        ctx.addIssue({
          code: 'custom',
          path: ['date_of_birth'],
          message: errorCodes.date_of_birth_too_young,
        });
    });
}
export type AccountStep = z.input<ReturnType<typeof accountStepSchema>>;
export type AccountStepField = keyof AccountStep;

/**
 * The draft's fields as the wire carries them; the rules above run on top in the service, with
 * the site's minimum age, so a bad field answers its own code rather than a generic one.
 */
const accountFields = {
  email: z.string().max(254),
  name: z.string().max(200),
  password: z.string().max(PASSWORD_MAX_LENGTH),
  date_of_birth: z.string().max(20),
};

/** `POST /api/signup-check.php`: may these account details sign up? Answers `{ ok: true }`. */
export const signupCheckSchema = z.object({
  ...accountFields,
  tracking: trackingSchema.optional(),
  invite: z.string().max(200).optional(),
});
export type SignupCheck = z.infer<typeof signupCheckSchema>;
export const signupCheckResponseSchema = z.object({ ok: z.literal(true) });

/**
 * `POST /api/signup.php`: the draft (spec §3 names), an optional first message to the featured
 * `profile`, the interface language, and how the visitor came (tracking, invite). Answers the
 * new member like a login (`{ user }`) and opens their session.
 */
export const signupRequestSchema = signupCheckSchema.extend({
  signup_message: z.string().max(SIGNUP_MESSAGE_MAX_LENGTH).optional(),
  profile: z.number().int().positive().optional(),
  language: languageSchema.optional(),
  /** The answer to "Who would you like to meet?", kept on the profile (issue 49 §2). */
  seeking: z.enum(seekingChoices).optional(),
});
export type SignupRequest = z.infer<typeof signupRequestSchema>;
export const signupResponseSchema = userResponseSchema;

/**
 * `GET /api/signup-suggestion.php?profile=&seeking=&age=`: who step 0 writes to: the featured
 * profile when it is listed, otherwise a recent member with a photo who fits what the visitor
 * seeks (issue 25 §2): of the `seeking` gender (absent: anyone), about the visitor's own `age`,
 * in their country; widened as the first search is when nobody fits.
 */
export const signupSuggestionQuerySchema = z.object({
  profile: z.coerce.number().int().positive().optional(),
  seeking: z.enum(genders).optional(),
  age: z.coerce.number().int().min(MIN_MEMBER_AGE).max(MAX_MEMBER_AGE).optional(),
});
export type SignupSuggestionQuery = z.infer<typeof signupSuggestionQuerySchema>;
export const signupSuggestionResponseSchema = z.object({ profile: memberCardSchema.nullable() });
export type SignupSuggestionResponse = z.infer<typeof signupSuggestionResponseSchema>;

/** `GET /api/signup-matches.php`: members to start with, right after sign-up (spec §2). */
export const signupMatchesResponseSchema = z.object({ results: z.array(memberCardSchema) });
export type SignupMatchesResponse = z.infer<typeof signupMatchesResponseSchema>;

/** `POST /api/invite.php`: a single-use sign-up link a member passes on (invite-only sites). */
export const inviteResponseSchema = z.object({
  url: z.string(),
  /** ISO 8601 timestamp. */
  expires_at: z.string(),
});
export type InviteResponse = z.infer<typeof inviteResponseSchema>;
