import type { Db } from '../../db/database';
import type { SmsOutboxRow } from './tables';

// The embedded SMS port's outbox.

export async function insertOutboxText(db: Db, toPhone: string, text: string, at: string) {
  await db.insertInto('sms_outbox').values({ to_phone: toPhone, text, created_at: at }).execute();
}

export function latestOutboxTexts(db: Db, limit: number): Promise<SmsOutboxRow[]> {
  return db.selectFrom('sms_outbox').selectAll().orderBy('id', 'desc').limit(limit).execute();
}
