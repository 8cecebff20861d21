import type { Db } from '../../db/database';
import * as repo from './refunds-repository';

/**
 * The refunds a complaint asked for (issue 48 §5), as support's complaint shows them. Its own
 * module: the refunds service checks a complaint with support's, and support's complaint reads
 * this, without a cycle between them.
 */
export function refundsForComplaint(db: Db, complaintId: number) {
  return repo.refundsForComplaint(db, complaintId);
}
