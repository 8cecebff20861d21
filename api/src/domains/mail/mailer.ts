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
