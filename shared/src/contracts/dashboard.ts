import { z } from 'zod';

/**
 * `GET /api/backoffice/dashboard` (issue 28 §4): how the site is doing over a range of days.
 * Every staff member gets the sections their role may see; the others are null.
 */

/** The range shown unless asked: the last 30 days, today included. */
export const DASHBOARD_DEFAULT_DAYS = 30;
/** The longest range one request may ask for. */
export const DASHBOARD_MAX_DAYS = 366;

const day = z.iso.date();
export const dashboardQuerySchema = z.object({ from: day.optional(), until: day.optional() });

const perDay = z.array(z.number().int());

export const dashboardSchema = z.object({
  from: z.string(),
  until: z.string(),
  /** Every day of the range, oldest first: each series has one number per day. */
  days: z.array(z.string()),
  members: z
    .object({
      signups: perDay,
      /** Now: accounts with a confirmed address, and those of them on the site lately. */
      confirmed: z.number().int(),
      active: z.number().int(),
      active_days: z.number().int(),
    })
    .nullable(),
  activity: z.object({ messages: perDay, matches: perDay }).nullable(),
  revenue: z
    .object({
      /** Amounts in minor units of each currency. */
      currencies: z.array(
        z.object({
          currency: z.string(),
          per_day: perDay,
          total: z.number().int(),
          by_method: z.array(z.object({ method: z.string(), amount: z.number().int() })),
        }),
      ),
      /** Of the members who signed up in the range, those who bought at least once. */
      first_purchase: z.object({ signups: z.number().int(), buyers: z.number().int() }),
    })
    .nullable(),
  /** What waits for staff now (each null for a role that does not handle it). */
  queues: z.object({
    reported_members: z.number().int().nullable(),
    photos: z.number().int().nullable(),
    complaints: z.number().int().nullable(),
  }),
  /** Each remote's live versions and how their loads go. */
  remotes: z
    .array(
      z.object({
        remote: z.string(),
        stable: z.string().nullable(),
        candidate: z.string().nullable(),
        percent: z.number().int(),
        stable_loads: z.number().int(),
        stable_failures: z.number().int(),
        candidate_loads: z.number().int(),
        candidate_failures: z.number().int(),
      }),
    )
    .nullable(),
});
export type Dashboard = z.infer<typeof dashboardSchema>;
