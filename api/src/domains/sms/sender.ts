import type { Db } from '../../db/database';
import * as repo from './repository';

export interface TextMessage {
  /** E.164 where the member typed it so: "+31612345678". */
  to: string;
  text: string;
  /** The site's name as the sender shown on the phone. */
  from: string;
}

/**
 * The SMS port (ARCHITECTURE "Server design"): the outbox by default — kept in the database and
 * listed on /outbox, so the product runs without a provider — or an HTTP SMS gateway.
 */
export interface SmsSender {
  readonly kind: 'outbox' | 'gateway';
  send(message: TextMessage): Promise<void>;
}

/** The provider could not take the message: the member is told to try again. */
export class SmsUnavailable extends Error {}

export function outboxSmsSender(db: Db): SmsSender {
  return {
    kind: 'outbox',
    async send(message) {
      await repo.insertOutboxText(db, message.to, message.text, new Date().toISOString());
    },
  };
}

/**
 * An HTTP SMS gateway (SMS_GATEWAY_URL, SMS_GATEWAY_TOKEN): one JSON POST per message,
 * `{ to, from, text }` with a bearer token — the shape most SMS gateways and relay services
 * (and a self-hosted one in front of Twilio, MessageBird or Vonage) accept. Written by hand:
 * it is one request, and no provider's client would be neutral between them.
 */
export function gatewaySmsSender(url: string, token: string): SmsSender {
  return {
    kind: 'gateway',
    async send(message) {
      let response: Response;
      try {
        response = await fetch(url, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
          body: JSON.stringify({ to: message.to, from: message.from, text: message.text }),
          signal: AbortSignal.timeout(10_000),
        });
      } catch (error) {
        throw new SmsUnavailable(`SMS gateway unreachable: ${String(error)}`);
      }
      if (!response.ok) throw new SmsUnavailable(`SMS gateway answered ${response.status}`);
    },
  };
}

export { latestOutboxTexts } from './repository';
