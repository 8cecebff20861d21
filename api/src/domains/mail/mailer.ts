import nodemailer from 'nodemailer';
import type { Db } from '../../db/database';
import * as repo from './repository';

/** One mail, in the member's language, as plain text and HTML (issue 6). */
export interface Mail {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** The sender's display name: the site's `mail_name`. */
  fromName: string;
  /** Where a reply goes, when not to the sender (a complaint: the complainant). */
  replyTo?: string;
  /** `<id@domain>`: the mail's own Message-ID, for later mails to answer in its thread. */
  messageId?: string;
  /** The Message-ID this mail answers (In-Reply-To and References): mail apps thread them. */
  inReplyTo?: string;
  /**
   * A notification mail's one-click unsubscribe address (List-Unsubscribe with
   * List-Unsubscribe-Post, RFC 8058): every mail that is not about the account's security has one.
   */
  unsubscribeUrl?: string;
}

/** The mail port: the outbox (embedded default) or SMTP (production), chosen by configuration. */
export interface Mailer {
  readonly kind: 'outbox' | 'smtp';
  send(mail: Mail): Promise<void>;
  close(): Promise<void>;
}

/** Keeps every mail in the database, listed by GET /api/outbox.php and the /outbox page. */
export function outboxMailer(db: Db): Mailer {
  return {
    kind: 'outbox',
    async send(mail) {
      await repo.insertOutboxMail(db, {
        to_address: mail.to,
        subject: mail.subject,
        text_body: mail.text,
        html_body: mail.html,
        created_at: new Date().toISOString(),
      });
    },
    async close() {},
  };
}

/** Sends through an SMTP server (nodemailer), e.g. `smtps://user:pass@smtp.example.com:465`. */
export function smtpMailer(smtpUrl: string, fromAddress: string): Mailer {
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    kind: 'smtp',
    async send(mail) {
      await transport.sendMail({
        from: { name: mail.fromName, address: fromAddress },
        to: mail.to,
        ...(mail.replyTo ? { replyTo: mail.replyTo } : {}),
        ...(mail.messageId ? { messageId: mail.messageId } : {}),
        ...(mail.inReplyTo ? { inReplyTo: mail.inReplyTo, references: [mail.inReplyTo] } : {}),
        ...(mail.unsubscribeUrl
          ? {
              list: { unsubscribe: mail.unsubscribeUrl },
              headers: { 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
            }
          : {}),
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
      });
    },
    async close() {
      transport.close();
    },
  };
}

/**
 * Whether an address can never receive mail: under `.invalid` (RFC 2606), as the accounts of the
 * profiles a site operates are (issue 48 §1). Such mail is dropped before the port.
 */
export const isUndeliverable = (address: string) => /\.invalid$/i.test(address);

/**
 * Notes every mail that left (address, subject, time) for support's view of a member, whatever
 * the port; a mail whose note fails is still sent (the note is not the mail). Mail to an address
 * that can never receive it is dropped.
 */
export function loggedMailer(
  mailer: Mailer,
  db: Db,
  warn: (message: string, error: unknown) => void,
): Mailer {
  return {
    kind: mailer.kind,
    async send(mail) {
      if (isUndeliverable(mail.to)) return;
      await mailer.send(mail);
      await repo
        .logMail(db, {
          to_address: mail.to,
          subject: mail.subject,
          sent_at: new Date().toISOString(),
        })
        .catch((error: unknown) => warn('mail sent, not logged', error));
    },
    close: () => mailer.close(),
  };
}

/** The mails sent to an address, newest first (support's view of a member, issue 26 §4). */
export const mailsSentTo = (db: Db, address: string, limit: number) =>
  repo.mailsSentTo(db, address, limit);

/** Forgets what was mailed to an address (a member erased). */
export const forgetMailsTo = (db: Db, address: string) => repo.forgetMailsTo(db, address);

/**
 * Whether a send failed because the mail server refused the recipient for good (an SMTP 5xx
 * answer: no such mailbox, domain gone): a bounce, which stops mail to that address. Anything
 * else (a 4xx, the server unreachable) is for now, and worth another try.
 */
export const isBounce = (error: unknown): boolean => {
  const code = (error as { responseCode?: unknown } | null)?.responseCode;
  return typeof code === 'number' && code >= 500 && code < 600;
};
