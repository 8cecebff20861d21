import { z } from 'zod';

/** A mail the embedded default "sent" (GET /api/outbox.php, only with the outbox mail port). */
export const outboxMailSchema = z.object({
  id: z.number().int(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  html: z.string(),
  /** ISO 8601 timestamp. */
  sent_at: z.string(),
  /** The links in the mail (activation, reset, …), for the /outbox page and the journeys. */
  links: z.array(z.string()),
});
export type OutboxMail = z.infer<typeof outboxMailSchema>;

/** A text message the embedded default "sent" (the direct-debit code), only with the SMS outbox. */
export const outboxTextSchema = z.object({
  id: z.number().int(),
  to: z.string(),
  text: z.string(),
  sent_at: z.string(),
});

export const outboxResponseSchema = z.object({
  mails: z.array(outboxMailSchema),
  texts: z.array(outboxTextSchema),
});
export type OutboxResponse = z.infer<typeof outboxResponseSchema>;

/**
 * `POST /api/mail-events.php` (issue 25 §3): what an SMTP relay or mail provider reports of a
 * member's address — a hard bounce, a spam complaint (feedback loop), an unsubscribe — so mail
 * to it stops, with the reason the /notifications page shows.
 */
export const mailEventSchema = z.object({
  event: z.enum(['bounce', 'complaint', 'unsubscribe']),
  email: z.email().max(254),
});
export type MailEvent = z.infer<typeof mailEventSchema>;
