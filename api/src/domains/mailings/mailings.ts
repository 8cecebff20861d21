import {
  errorCodes,
  mailingAudienceSchema,
  mailingTextsSchema,
  type Mailing,
  type MailingAudience,
  type MailingDraft,
  type MailingKind,
  type MailingPreview,
  type MailingSummary,
} from '@app/shared/contracts';
import type { Db } from '../../db/database';
import { HttpError, notFound } from '../../http/errors';
import { campaignNiches } from '../landers/campaigns';
import { recordStaffAction, staffList } from '../staff/service';
import { countAudience, type AudienceFilter } from './audience-repository';
import * as repo from './repository';
import type { MailingRow } from './tables';

/**
 * Marketing mail (issue 48 §4): marketing writes a newsletter or an offer in each language,
 * picks who gets it among the members who asked for that kind of mail, previews it, sends
 * itself a test, then sends it; the sender (sender.ts) mails the audience in batches, which
 * marketing can pause and resume. Every step is in the audit trail.
 */

const parse = (row: MailingRow) => ({
  audience: mailingAudienceSchema.parse(JSON.parse(row.audience_json)),
  texts: mailingTextsSchema.parse(JSON.parse(row.texts_json)),
});

function summary(row: MailingRow, counts?: { sent: number; bounced: number }): MailingSummary {
  return {
    id: row.id,
    name: row.name,
    kind: row.kind,
    created_at: row.created_at,
    state: row.state,
    audience_count: row.audience_count,
    sent: counts?.sent ?? 0,
    bounced: counts?.bounced ?? 0,
    last_error: row.last_error,
    started_at: row.started_at,
    finished_at: row.finished_at,
  };
}

export async function mailingList(db: Db): Promise<MailingSummary[]> {
  const rows = await repo.mailingRows(db);
  const counts = await repo.deliveryCounts(
    db,
    rows.filter((row) => row.state !== 'draft').map((row) => row.id),
  );
  return rows.map((row) => summary(row, counts.get(row.id)));
}

export async function mailingRow(db: Db, id: number): Promise<MailingRow> {
  const row = await repo.mailingById(db, id);
  if (!row) throw notFound('No such mailing.');
  return row;
}

export async function mailingDetail(db: Db, id: number): Promise<Mailing> {
  const row = await mailingRow(db, id);
  const [counts, staff] = await Promise.all([repo.deliveryCounts(db, [id]), staffList(db)]);
  return {
    ...summary(row, counts.get(id)),
    ...parse(row),
    created_by: staff.find((s) => s.id === row.created_by)?.email ?? null,
  };
}

export async function createMailing(
  db: Db,
  staffId: number,
  draft: MailingDraft,
  now = new Date(),
): Promise<Mailing> {
  const id = await repo.insertMailing(db, {
    name: draft.name,
    kind: draft.kind,
    audience_json: JSON.stringify(draft.audience),
    texts_json: JSON.stringify(draft.texts),
    state: 'draft',
    created_by: staffId,
    created_at: now.toISOString(),
  });
  await recordStaffAction(
    db,
    staffId,
    {
      action: 'mailing.create',
      object: ['mailing', id],
      after: { name: draft.name, kind: draft.kind },
    },
    now,
  );
  return mailingDetail(db, id);
}

const notDraft = () =>
  new HttpError(409, errorCodes.mailing_not_draft, 'A mailing changes only before it is sent.');

/** A draft's words, audience or kind changed; a mailing sent (or being sent) is refused. */
export async function updateMailing(
  db: Db,
  staffId: number,
  id: number,
  draft: MailingDraft,
  now = new Date(),
): Promise<Mailing> {
  const before = await mailingRow(db, id);
  const changed = await repo.updateMailingIn(db, id, 'draft', {
    name: draft.name,
    kind: draft.kind,
    audience_json: JSON.stringify(draft.audience),
    texts_json: JSON.stringify(draft.texts),
  });
  if (!changed) throw notDraft();
  await recordStaffAction(
    db,
    staffId,
    {
      action: 'mailing.update',
      object: ['mailing', id],
      before: { name: before.name, kind: before.kind, audience: JSON.parse(before.audience_json) },
      after: { name: draft.name, kind: draft.kind, audience: draft.audience },
    },
    now,
  );
  return mailingDetail(db, id);
}

export async function deleteMailing(db: Db, staffId: number, id: number, now = new Date()) {
  const row = await mailingRow(db, id);
  if (!(await repo.deleteDraft(db, id))) throw notDraft();
  await recordStaffAction(
    db,
    staffId,
    { action: 'mailing.delete', object: ['mailing', id], before: { name: row.name } },
    now,
  );
}

/**
 * An audience as the database is asked for it: the niche becomes the landers members of that
 * niche came through, and, when it is the site's own, the members who came through none.
 */
export async function audienceFilter(
  db: Db,
  kind: MailingKind,
  audience: MailingAudience,
  siteNiche: number,
): Promise<AudienceFilter> {
  let niche: AudienceFilter['niche'] = null;
  if (audience.niche !== null) {
    const campaigns = [...(await campaignNiches(db))]
      .filter(([, n]) => (n ?? siteNiche) === audience.niche)
      .map(([slug]) => slug);
    niche = { campaigns, direct: siteNiche === audience.niche };
  }
  return { kind, countries: audience.countries, paid: audience.paid, niche };
}

/** How many members a mailing of this kind and audience would go to now. */
export async function audienceCount(
  db: Db,
  kind: MailingKind,
  audience: MailingAudience,
  siteNiche: number,
): Promise<number> {
  return countAudience(db, await audienceFilter(db, kind, audience, siteNiche));
}

/**
 * Starts sending: the audience is counted (the progress bar's whole) and the sender takes it
 * from its next round. Sending a mailing under way or sent already changes nothing (a second
 * press, or two staff at once): each member gets it once whatever happens here.
 */
export async function startMailing(
  db: Db,
  staffId: number,
  id: number,
  siteNiche: number,
  now = new Date(),
): Promise<Mailing> {
  const row = await mailingRow(db, id);
  if (row.state !== 'draft') return mailingDetail(db, id);
  const { audience } = parse(row);
  const count = await audienceCount(db, row.kind, audience, siteNiche);
  const started = await repo.updateMailingIn(db, id, 'draft', {
    state: 'sending',
    audience_count: count,
    started_at: now.toISOString(),
  });
  if (started)
    await recordStaffAction(
      db,
      staffId,
      { action: 'mailing.send', object: ['mailing', id], after: { audience_count: count } },
      now,
    );
  return mailingDetail(db, id);
}

/** Pause (the sender stops within a batch) and resume. */
export async function pauseMailing(db: Db, staffId: number, id: number, now = new Date()) {
  await mailingRow(db, id);
  if (!(await repo.updateMailingIn(db, id, 'sending', { state: 'paused' })))
    throw new HttpError(409, errorCodes.mailing_not_sending, 'This mailing is not being sent.');
  await recordStaffAction(db, staffId, { action: 'mailing.pause', object: ['mailing', id] }, now);
  return mailingDetail(db, id);
}

export async function resumeMailing(db: Db, staffId: number, id: number, now = new Date()) {
  await mailingRow(db, id);
  if (!(await repo.updateMailingIn(db, id, 'paused', { state: 'sending' })))
    throw new HttpError(409, errorCodes.mailing_not_paused, 'This mailing is not paused.');
  await recordStaffAction(db, staffId, { action: 'mailing.resume', object: ['mailing', id] }, now);
  return mailingDetail(db, id);
}

export type { MailingPreview };
export { parse as mailingContent };
