import webpush from 'web-push';

/** A subscription as stored: where to send, and the browser's keys to encrypt for. */
export interface PushTarget {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

/** How long a push service keeps a push for a browser that is offline. */
export const PUSH_TTL_SECONDS = 24 * 60 * 60;
/** A push service that has not answered by then is given up on for this push. */
const PUSH_TIMEOUT_MS = 10_000;

export type PushOutcome = 'sent' | 'gone' | 'failed';

/**
 * Sends one encrypted push (RFC 8291 aes128gcm, VAPID RFC 8292) with the `web-push` library.
 * 'gone' is the push service saying the subscription no longer exists (404, 410).
 */
export async function sendPush(
  target: PushTarget,
  payload: string,
  { vapid, subject }: { vapid: VapidKeys; subject: string },
): Promise<{ outcome: PushOutcome; error?: unknown }> {
  try {
    await webpush.sendNotification(target, payload, {
      vapidDetails: { subject, publicKey: vapid.publicKey, privateKey: vapid.privateKey },
      TTL: PUSH_TTL_SECONDS,
      timeout: PUSH_TIMEOUT_MS,
      urgency: 'high',
      contentEncoding: 'aes128gcm',
    });
    return { outcome: 'sent' };
  } catch (error) {
    const status = error instanceof webpush.WebPushError ? error.statusCode : null;
    return { outcome: status === 404 || status === 410 ? 'gone' : 'failed', error };
  }
}

export function generateVapidKeys(): VapidKeys {
  return webpush.generateVAPIDKeys();
}
