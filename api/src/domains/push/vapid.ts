import type { Db } from '../../db/database';
import * as repo from './repository';
import { generateVapidKeys, type VapidKeys } from './sender';

/**
 * The deployment's VAPID key pair: made at the first start and kept in the database, so every
 * node signs with the same key and browsers' subscriptions (bound to the public key) stay
 * valid across restarts.
 */
export async function loadOrCreateVapidKeys(db: Db, now = new Date()): Promise<VapidKeys> {
  const stored = await repo.findVapidKey(db);
  if (stored) return { publicKey: stored.public_key, privateKey: stored.private_key };
  const made = generateVapidKeys();
  await repo.insertVapidKey(db, {
    public_key: made.publicKey,
    private_key: made.privateKey,
    created_at: now.toISOString(),
  });
  // Another node starting at the same moment may have stored its own first: use the stored one.
  const kept = await repo.findVapidKey(db);
  return kept ? { publicKey: kept.public_key, privateKey: kept.private_key } : made;
}
