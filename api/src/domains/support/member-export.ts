import type { Settings } from '@app/shared/contracts';
import type { DialectName } from '../../db/connection';
import type { Db } from '../../db/database';
import { ownDataArchive } from '../account/own-data';
import type { PhotoStore } from '../media/photo-store';
import { recordStaffAction, requireReason } from '../staff/service';

/**
 * Support exports everything about a member (issues 26 §4, 48 §4; GDPR art. 15 and 20) for a
 * request that came by mail or phone: the very file the member downloads themselves — readable
 * files explained by an index in their language, the rest by table, their photos — with the
 * reason in the audit trail.
 */
export async function exportMember(
  context: { db: Db; dialect: DialectName; store: PhotoStore; settings: Settings },
  staffId: number,
  userId: number,
  reason: string | undefined,
): Promise<Uint8Array | null> {
  const why = requireReason(reason);
  const built = await ownDataArchive(context, userId);
  if (!built) return null;
  await recordStaffAction(context.db, staffId, {
    action: 'member.export',
    object: ['member', userId],
    reason: why,
  });
  return built.archive;
}
