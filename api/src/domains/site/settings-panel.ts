import {
  errorCodes,
  PANEL_SETTING_KEYS,
  panelSettingsSchema,
  type PanelSettings,
  type SiteSettingsPanel,
} from '@app/shared/contracts';
import type { Db } from '../../db/database';
import { HttpError, notFound } from '../../http/errors';
import { recordStaffAction } from '../staff/service';
import * as repo from './repository';
import {
  forgetSiteRows,
  parsedSettings,
  storedSettingsSchema,
  type StoredSettings,
} from './service';

/** Changes listed under a site's settings. */
const VERSIONS_SHOWN = 50;

/** JSON with every object's keys in order: the same settings however they were written. */
const canonical = (value: unknown): string =>
  JSON.stringify(value, (_key, inner: unknown) =>
    inner && typeof inner === 'object' && !Array.isArray(inner)
      ? Object.fromEntries(Object.entries(inner).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : inner,
  );
const same = (a: unknown, b: unknown) => canonical(a) === canonical(b);

/** The keys whose values differ between two settings, and their values on each side. */
export function settingsDifference(
  before: Partial<StoredSettings>,
  after: Partial<StoredSettings>,
  keys: readonly string[] = Object.keys(after),
): { before: Record<string, unknown>; after: Record<string, unknown> } {
  const changed = keys.filter(
    (key) => !same(before[key as keyof StoredSettings], after[key as keyof StoredSettings]),
  );
  return {
    before: Object.fromEntries(changed.map((key) => [key, before[key as keyof StoredSettings]])),
    after: Object.fromEntries(changed.map((key) => [key, after[key as keyof StoredSettings]])),
  };
}

const panelPart = (settings: StoredSettings): PanelSettings =>
  panelSettingsSchema.parse(
    Object.fromEntries(PANEL_SETTING_KEYS.map((key) => [key, settings[key]])),
  );

/** A site's settings as the owner edits them, and their history. */
export async function siteSettingsPanel(db: Db, siteId: number): Promise<SiteSettingsPanel> {
  const site = await repo.findSiteById(db, siteId);
  if (!site) throw notFound('No such site.');
  const versions = await repo.settingsVersions(db, siteId, VERSIONS_SHOWN);
  return {
    site: { id: site.id, domain: site.domain },
    settings: panelPart(parsedSettings(site.settings)),
    languages: parsedSettings(site.settings).languages,
    versions: versions.map(({ before_json: _before, after_json, ...version }) => ({
      ...version,
      changed: Object.keys(JSON.parse(after_json) as object),
    })),
  };
}

/**
 * Writes new values of a site's settings (issue 48 §3), checked whole by the settings' schema:
 * the site row holds the truth, every node reads it within a second, and the change is kept as a
 * version (the keys' values before and after) and in the audit trail. Nothing changed: nothing
 * written.
 */
export async function writeSiteSettings(
  db: Db,
  {
    siteId,
    staffId,
    changes,
    source,
    note,
    basedOn,
  }: {
    siteId: number;
    staffId: number | null;
    changes: Partial<StoredSettings>;
    source: 'panel' | 'undo';
    note?: string;
    /** The newest version the change was made from: refused when another came since. */
    basedOn?: number;
  },
  now = new Date(),
): Promise<void> {
  const difference = await db.transaction().execute(async (tx) => {
    const site = await repo.lockSite(tx, siteId);
    if (!site) throw notFound('No such site.');
    // Two owners' forms filled from one version: the second is told, not let overwrite.
    if (basedOn !== undefined && (await repo.latestSettingsVersion(tx, siteId)) !== basedOn)
      throw new HttpError(
        409,
        errorCodes.settings_changed,
        'The settings changed since this form was filled.',
      );
    const live = parsedSettings(site.settings);
    const next = storedSettingsSchema.parse({ ...live, ...changes });
    const found = settingsDifference(live, next, Object.keys(changes));
    if (Object.keys(found.after).length === 0) return null;
    // The site's other domains (set up by the same file, never told apart) change with it.
    const domains = (await repo.sitesOfCompany(tx, live.company_id))
      .filter((other) => other.settings === site.settings)
      .map((other) => other.id);
    await repo.setSiteSettings(tx, [...new Set([siteId, ...domains])], JSON.stringify(next));
    await repo.insertSettingsVersion(tx, {
      site_id: siteId,
      source,
      before_json: JSON.stringify(found.before),
      after_json: JSON.stringify(found.after),
      staff_id: staffId,
      created_at: now.toISOString(),
    });
    return found;
  });
  if (!difference) return;
  forgetSiteRows();
  await recordStaffAction(
    db,
    staffId,
    {
      action: source === 'undo' ? 'site.settings_undo' : 'site.settings',
      object: ['site', siteId],
      before: difference.before,
      after: difference.after,
      ...(note ? { reason: note } : {}),
    },
    now,
  );
}

/**
 * Takes a change back: its keys get the values they had before it, as a new version (so the
 * undo itself can be undone). A key changed again since is set back all the same — the owner
 * sees the values before they confirm.
 */
export async function undoSiteSettings(
  db: Db,
  { siteId, staffId, versionId }: { siteId: number; staffId: number; versionId: number },
  now = new Date(),
) {
  const version = await repo.findSettingsVersion(db, siteId, versionId);
  if (!version) throw notFound('No such change.');
  const before = JSON.parse(version.before_json) as Partial<StoredSettings>;
  if (Object.keys(before).length === 0)
    throw new HttpError(409, 'already_reviewed', 'This change has nothing to take back.');
  await writeSiteSettings(
    db,
    { siteId, staffId, changes: before, source: 'undo', note: `undo of change ${versionId}` },
    now,
  );
}
