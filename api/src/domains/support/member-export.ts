import { strToU8, zipSync } from 'fflate';
import type { DialectName } from '../../db/connection';
import type { Db } from '../../db/database';
import type { PhotoStore } from '../media/photo-store';
import { recordStaffAction, requireReason } from '../staff/service';
import * as repo from './member-data-repository';

/** Columns whose values are secrets, not data about the member: never in an export. */
const SECRET_COLUMN = /(password|hash|secret|token|code)$/i;
/**
 * Tables about the member that are staff's working papers, not the member's data to download
 * (issue 48 §2: support's notes are never shown to the member). Decided here, by name, so a new
 * staff-only table is a choice someone makes.
 */
const STAFF_ONLY_TABLES: ReadonlySet<string> = new Set([
  'member_note',
  // The member's own downloads: an archive of this very data, not data of its own.
  'data_export',
]);
/** Columns that hold a stored file's name: the file goes into the export beside the data. */
const FILE_COLUMN = /filename$/;

/**
 * Everything the site holds about a member (issue 26 §4, GDPR art. 15 and 20): their account,
 * and every row of every table that refers to them, as JSON; their photos as files. Secrets
 * (password and token hashes, codes) are withheld. Rows of other members appear only where they
 * name this member too (a like, a block, a report), never on their own.
 */
export async function exportMember(
  context: { db: Db; dialect: DialectName; store: PhotoStore },
  staffId: number,
  userId: number,
  reason: string | undefined,
): Promise<Uint8Array | null> {
  const why = requireReason(reason);
  const account = await repo.accountRow(context.db, userId);
  if (!account) return null;
  const tables: Record<string, Record<string, unknown>[]> = {
    app_user: [withoutSecrets(account)],
  };
  const files = new Set<string>();
  for (const column of await repo.memberColumns(context.db, context.dialect)) {
    if (STAFF_ONLY_TABLES.has(column.table)) continue;
    const rows = await repo.rowsNaming(context.db, column, userId);
    if (rows.length === 0) continue;
    const key = tables[column.table] ? `${column.table}.${column.column}` : column.table;
    tables[key] = rows.map(withoutSecrets);
    // Only files the member owns: their photos, and the ones they sent in chat.
    if (column.table === 'profile_image' || column.table === 'chat_photo')
      for (const row of rows)
        for (const [name, value] of Object.entries(row))
          if (FILE_COLUMN.test(name) && typeof value === 'string') files.add(value);
  }
  const entries: Record<string, Uint8Array> = {
    'member.json': strToU8(
      `${JSON.stringify({ exported_at: new Date().toISOString(), member_id: userId, tables }, null, 2)}\n`,
    ),
  };
  for (const file of files) {
    const bytes = await context.store.read(file);
    if (bytes) entries[`photos/${file}`] = bytes;
  }
  await recordStaffAction(context.db, staffId, {
    action: 'member.export',
    object: ['member', userId],
    after: { tables: Object.keys(tables).length, photos: files.size },
    reason: why,
  });
  // Photos are compressed already: stored as they are.
  return zipSync(entries, { level: 0 });
}

function withoutSecrets(row: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(row).map(([name, value]) => [
      name,
      SECRET_COLUMN.test(name) && value !== null && value !== '' ? '[withheld]' : value,
    ]),
  );
}
