import { elide } from '@app/shared/french-typography';
import { createHash, randomBytes } from 'node:crypto';
import { strToU8, zipSync } from 'fflate';
import {
  DATA_EXPORT_INTERVAL_HOURS,
  DATA_EXPORT_LINK_HOURS,
  type DataExport,
  type Settings,
} from '@app/shared/contracts';
import type { Db } from '../../db/database';
import { HttpError } from '../../http/errors';
import { mailsSentTo, type Mailer } from '../mail/mailer';
import { dataExportReadyMail } from '../mail/templates';
import type { PhotoStore } from '../media/photo-store';
import type { DialectName } from '../../db/connection';
import { memberColumns, rowsNaming } from './member-tables-repository';
import * as repo from './own-data-repository';

const HOUR_MS = 60 * 60 * 1000;
/** A download still building after this was left by a node that stopped: it failed. */
const BUILD_STALLED_MS = 30 * 60 * 1000;

/** Expired archives out of the database; stalled builds failed (the purge schedule's round). */
export function tidyOwnData(db: Db, now = new Date()) {
  return repo.tidyExports(
    db,
    now.toISOString(),
    new Date(now.getTime() - BUILD_STALLED_MS).toISOString(),
  );
}
/** Mails listed in the download (subject and time): the outbox keeps no more per address. */
const MAILS_LISTED = 1000;
const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

/**
 * The tables the readable files above cover. Every other table with rows about the member goes
 * into other.json as it is kept (from the database's own foreign keys, so a table a later
 * migration adds is in the next download without anyone remembering it).
 */
const COVERED_TABLES: ReadonlySet<string> = new Set([
  'app_user',
  'profile',
  'profile_image',
  'message',
  'conversation_member',
  'member_like',
  'member_match',
  'payment_order',
  'credit_entry',
  'session',
  'known_device',
  'complaint',
]);
/**
 * Tables about the member that are not theirs to download: staff's working papers (issue 48 §2:
 * support's notes are never shown to the member) and the downloads themselves.
 */
const NOT_DOWNLOADED: ReadonlySet<string> = new Set(['member_note', 'data_export']);
/** Columns whose values are secrets, not data about the member: never in a download. */
const SECRET_COLUMN = /(password|hash|secret|token|code)$/i;
const withoutSecrets = (row: Record<string, unknown>) =>
  Object.fromEntries(
    Object.entries(row).map(([name, value]) => [
      name,
      SECRET_COLUMN.test(name) && value !== null && value !== '' ? '[withheld]' : value,
    ]),
  );

/** The download's own words, in the member's language: what each file holds. */
const indexTexts = {
  en: {
    title: 'Your data',
    lead: (site: string, at: string) =>
      `Everything ${site} holds about you, as it was on ${at}. Each file below is JSON, readable in any text editor; your photos are in the folder "photos".`,
    files: {
      'profile.json': 'Your account and your profile: what you told us and what we keep.',
      'photos.json':
        'Your photos, with their state and when you added them (the files are in "photos").',
      'messages.json': 'Your conversations: every message you sent and every message you received.',
      'likes.json': 'The likes you gave and received, and your matches.',
      'payments.json': 'Your orders and every change of your credits.',
      'logins.json': 'Where and on which devices you were logged in.',
      'mails.json': 'The e-mails we sent you (subject and time).',
      'complaints.json': 'What you wrote to customer service.',
      'other.json': 'Everything else we keep about you, by table, as it is stored.',
    },
  },
  fr: {
    title: 'Vos données',
    lead: (site: string, at: string) =>
      elide(
        `Tout ce que ${site} garde à votre sujet, tel que c’était le ${at}. Chaque fichier ci-dessous est au format JSON, lisible dans tout éditeur de texte\u00a0; vos photos sont dans le dossier «\u00a0photos\u00a0».`,
      ),
    files: {
      'profile.json':
        'Votre compte et votre profil\u00a0: ce que vous nous avez dit et ce que nous gardons.',
      'photos.json':
        'Vos photos, leur état et leur date d’ajout (les fichiers sont dans «\u00a0photos\u00a0»).',
      'messages.json': 'Vos conversations\u00a0: chaque message envoyé et chaque message reçu.',
      'likes.json': 'Les likes donnés et reçus, et vos matchs.',
      'payments.json': 'Vos commandes et chaque mouvement de vos crédits.',
      'logins.json': 'Où et sur quels appareils vous étiez connecté.',
      'mails.json': 'Les e-mails que nous vous avons envoyés (objet et date).',
      'complaints.json': 'Ce que vous avez écrit au service client.',
      'other.json': 'Tout le reste de ce que nous gardons à votre sujet, par table, tel quel.',
    },
  },
} as const;
const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** What the settings show of a download: an expired link says so. */
function view(
  row: { status: string; progress: number; created_at: string; expires_at: string | null },
  now: Date,
): DataExport {
  const expired =
    row.status === 'ready' && row.expires_at !== null && row.expires_at <= now.toISOString();
  return {
    status: expired ? 'expired' : (row.status as DataExport['status']),
    progress: row.progress,
    created_at: row.created_at,
    expires_at: row.expires_at,
  };
}

export async function ownDataStatus(db: Db, userId: number, now = new Date()) {
  const latest = await repo.latestExport(db, userId);
  return latest ? view(latest, now) : null;
}

/** What reading a member's data takes. */
export interface ArchiveDeps {
  db: Db;
  dialect: DialectName;
  store: PhotoStore;
  settings: Settings;
}

export interface OwnDataDeps extends ArchiveDeps {
  mailer: Mailer;
  /** Where the mailed link points. */
  origin: string;
  inBackground: (what: string, work: Promise<unknown>) => void;
  log: (error: unknown) => void;
}

/**
 * A member asks for their own data (issue 48 §4, GDPR art. 15 and 20): built in the background,
 * the link mailed when it is ready. One at a time and one a day: asking again meanwhile answers
 * the one under way (or the day's).
 */
export async function requestOwnData(deps: OwnDataDeps, userId: number, now = new Date()) {
  await tidyOwnData(deps.db, now);
  const latest = await repo.latestExport(deps.db, userId);
  const recent =
    latest &&
    latest.status !== 'failed' &&
    (latest.status === 'building' ||
      Date.parse(latest.created_at) > now.getTime() - DATA_EXPORT_INTERVAL_HOURS * HOUR_MS);
  if (recent) return view(latest, now);
  const id = await repo.insertExport(deps.db, userId, now.toISOString());
  deps.inBackground(
    'own data',
    buildOwnData(deps, id, userId).catch(async (error: unknown) => {
      deps.log(error);
      await repo.failExport(deps.db, id);
    }),
  );
  return (await ownDataStatus(deps.db, userId, now))!;
}

/** Builds the archive (its progress shown meanwhile), keeps it, then mails the link. */
async function buildOwnData(deps: OwnDataDeps, id: number, userId: number) {
  const built = await ownDataArchive(deps, userId, (progress) =>
    repo.setProgress(deps.db, id, progress),
  );
  if (!built) throw new Error(`no member ${userId}`);
  const token = randomBytes(32).toString('base64url');
  await repo.finishExport(deps.db, id, {
    archive: built.archive,
    token_hash: sha256(token),
    ready_at: new Date().toISOString(),
    expires_at: new Date(Date.now() + DATA_EXPORT_LINK_HOURS * HOUR_MS).toISOString(),
  });
  await deps.mailer.send({
    ...dataExportReadyMail(
      built.language,
      { siteName: deps.settings.name, supportEmail: deps.settings.support_email },
      `${deps.origin}/api/data-export/download?token=${token}`,
      DATA_EXPORT_LINK_HOURS,
    ),
    to: built.email,
    fromName: deps.settings.mail_name,
  });
}

/**
 * Everything the site keeps about a member as one ZIP that explains itself (issue 48 §4): the
 * readable files, other.json for the rest, the photos, and index.html in their language. The
 * member's own download and support's export are this same file. Null for no such member.
 */
export async function ownDataArchive(
  deps: ArchiveDeps,
  userId: number,
  onProgress: (percent: number) => Promise<void> = async () => {},
  now = new Date(),
): Promise<{ archive: Uint8Array; email: string; language: 'en' | 'fr' } | null> {
  const { db } = deps;
  const account = await repo.account(db, userId);
  if (!account) return null;
  const language = account.language === 'fr' ? 'fr' : 'en';
  const files: Record<string, unknown> = {};
  const steps: [string, () => Promise<unknown>][] = [
    [
      'profile.json',
      async () => {
        const { paid_user, verified_at, tattoos, ...rest } = account;
        return { ...rest, premium: paid_user === 1, tattoos: tattoos === 1, verified: verified_at };
      },
    ],
    ['photos.json', () => repo.photos(db, userId)],
    [
      'messages.json',
      async () => {
        const rows = await repo.messages(db, userId, now.toISOString());
        const conversations = new Map<
          number,
          { with: { id: number; name: string }; messages: unknown[] }
        >();
        for (const row of rows) {
          let conversation = conversations.get(row.conversation_id);
          if (!conversation)
            conversations.set(
              row.conversation_id,
              (conversation = { with: { id: row.other_id, name: row.other_name }, messages: [] }),
            );
          conversation.messages.push({
            at: row.created_at,
            from: row.sender_id === userId ? 'you' : row.other_name,
            text: row.body,
            ...(row.attachment ? { attachment: JSON.parse(row.attachment) as unknown } : {}),
          });
        }
        return [...conversations.values()];
      },
    ],
    ['likes.json', () => repo.likes(db, userId)],
    ['payments.json', () => repo.money(db, userId)],
    ['logins.json', () => repo.logins(db, userId)],
    ['mails.json', () => mailsSentTo(db, account.email, MAILS_LISTED)],
    ['complaints.json', () => repo.complaints(db, userId)],
    [
      'other.json',
      async () => {
        const other: Record<string, Record<string, unknown>[]> = {};
        for (const column of await memberColumns(db, deps.dialect)) {
          if (COVERED_TABLES.has(column.table) || NOT_DOWNLOADED.has(column.table)) continue;
          const rows = await rowsNaming(db, column, userId);
          if (rows.length === 0) continue;
          const key = other[column.table] ? `${column.table}.${column.column}` : column.table;
          other[key] = rows.map(withoutSecrets);
        }
        return other;
      },
    ],
  ];
  for (const [index, [name, read]] of steps.entries()) {
    files[name] = await read();
    await onProgress(Math.floor(((index + 1) / (steps.length + 1)) * 100));
  }
  const entries: Record<string, Uint8Array> = {};
  for (const [name, value] of Object.entries(files))
    entries[name] = strToU8(`${JSON.stringify(value, null, 2)}\n`);
  for (const photo of files['photos.json'] as { filename: string }[]) {
    const bytes = await deps.store.read(photo.filename);
    if (bytes) entries[`photos/${photo.filename}`] = bytes;
  }
  const t = indexTexts[language];
  const day = new Intl.DateTimeFormat(language === 'fr' ? 'fr-FR' : 'en-GB', {
    dateStyle: 'long',
    timeZone: 'UTC',
  }).format(now);
  entries['index.html'] = strToU8(
    `<!doctype html>\n<html lang="${language}"><head><meta charset="utf-8"><title>${escapeHtml(t.title)}</title></head>\n` +
      `<body><h1>${escapeHtml(t.title)}</h1><p>${escapeHtml(t.lead(deps.settings.name, day))}</p><ul>\n` +
      Object.entries(t.files)
        .map(([name, about]) => `<li><a href="${name}">${name}</a> — ${escapeHtml(about)}</li>`)
        .join('\n') +
      `\n<li><a href="photos/">photos/</a></li></ul></body></html>\n`,
  );
  // Photos are compressed already; the JSON compresses well.
  return { archive: zipSync(entries, { level: 6 }), email: account.email, language };
}

/** The mailed link: the archive, once, while the link runs. */
export async function takeOwnData(db: Db, token: string, now = new Date()) {
  const taken = await repo.takeExport(db, sha256(token), now.toISOString());
  if (!taken?.archive)
    throw new HttpError(
      410,
      'export_link_invalid',
      'This download link was used already or has expired.',
    );
  return taken.archive;
}
