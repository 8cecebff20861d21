import { randomBytes } from 'node:crypto';
import type { DialectName } from '../../db/connection';
import type { Db, Tx } from '../../db/database';
import { keepBanBeyondErasure } from '../auth/accounts';
import type { PhotoStore } from '../media/photo-store';
import { REACTIVATION_MS } from './deletion';
import { forgetRequestsOf } from '../chat/message-requests';
import { forgetMailsTo } from '../mail/mailer';
import * as repo from './purge-repository';

/** Accounts erased per run at most; the next run takes the rest. */
const PURGE_BATCH = 100;
/** How often a server looks for accounts whose reactivation time is over. */
export const PURGE_INTERVAL_MS = 60 * 60 * 1000;

/**
 * Erases, for good, every member whose deletion request is older than the reactivation time
 * (spec §9, 14 days): photos (rows and files), face checks, profile texts and place, interests,
 * likes, matches, blocks, hidden words, second factors, tracking, links, sessions, the mails sent
 * them, message requests either way and the messages nobody received; the e-mail address and
 * password are overwritten. What stays, without a name (the privacy policy says so, issue 46 §1):
 * the messages they sent that were delivered — the other member's copy of their conversation —
 * and what bookkeeping law keeps (orders, payments, the credits ledger, mandates), with the
 * moderation records. The account row stays as "deleted" so those conversations still hold
 * together and show a deleted member.
 *
 * On PostgreSQL several API nodes run this job: a transaction-level advisory lock lets one of
 * them work while the others skip the round. Returns how many accounts were erased.
 */
export async function purgeDeletedAccounts(
  db: Db,
  dialect: DialectName,
  store: PhotoStore,
  now = new Date(),
): Promise<number> {
  const before = new Date(now.getTime() - REACTIVATION_MS).toISOString();
  const files: string[] = [];
  const erased = await db.transaction().execute(async (tx) => {
    if (dialect === 'postgres' && !(await repo.tryPurgeLock(tx))) return 0;
    let count = 0;
    for (const userId of await repo.dueDeletions(tx, before, PURGE_BATCH)) {
      // Reactivated in the meantime: the request row is gone or the status moved on.
      if (!(await repo.markDeleted(tx, userId))) continue;
      files.push(...(await erase(tx, userId)));
      count += 1;
    }
    return count;
  });
  // The files go once the rows are gone for good: a failed transaction keeps both.
  for (const file of files) await store.remove(file);
  return erased;
}

/** The purge of one member inside its transaction; answers the files to remove after it. */
async function erase(tx: Tx, userId: number): Promise<string[]> {
  const address = await repo.addressOf(tx, userId);
  if (address) await forgetMailsTo(tx, address);
  await forgetRequestsOf(tx, userId, new Date());
  const files = [
    ...(await repo.deletePhotos(tx, userId)),
    ...(await repo.verificationFramesOf(tx, userId)),
  ];
  await repo.erasePersonalData(tx, userId, {
    email: `deleted-${userId}@deleted.invalid`,
    // Longer than any name a member may choose, so it never blocks one.
    nameKey: `deleted-member-${userId}-${randomBytes(12).toString('hex')}`,
  });
  return files;
}

/**
 * The purge's path for one member, now (issue 26 §4: a member's erasure request handled by
 * support): whatever their state — active, suspended, waiting out their 14 days — they are
 * erased as the purge erases. False when there is no such member or they were erased already.
 */
export async function eraseAccountNow(db: Db, store: PhotoStore, userId: number): Promise<boolean> {
  const files = await db.transaction().execute(async (tx) => {
    // A ban outlives the account: its address's hash is kept before the row is overwritten.
    await keepBanBeyondErasure(tx, userId);
    if (!(await repo.markErased(tx, userId))) return null;
    return erase(tx, userId);
  });
  if (files === null) return false;
  for (const file of files) await store.remove(file);
  return true;
}
