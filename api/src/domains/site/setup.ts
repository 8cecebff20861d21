import { INTEREST_KEYS } from '@app/shared/contracts';
import type { Db } from '../../db/database';
import { ensureTimeBonusCode, setDiscountCodes, setSiteBundles } from '../payments/service';
import { REGIONS } from '../../seed/content/regions';
import * as repo from './repository';
import { NEW_SITE_DEFAULTS, type SiteFile } from './site-file';
import { forgetSiteRows, parsedSettings, storedSettingsSchema } from './service';
import { settingsDifference } from './settings-panel';

/**
 * A file would set back settings an owner changed in the back office since the last import: the
 * operator exports the live settings first (`pnpm site:export`), or says to overwrite them.
 */
export class PanelChangesInTheWay extends Error {
  constructor(
    readonly domain: string,
    readonly keys: string[],
  ) {
    super(
      `${domain}: the back office changed ${keys.join(', ')} since this file was imported. ` +
        'Write the live settings to a file with `pnpm site:export` and edit that, or run again ' +
        "with --overwrite-panel to replace them with the file's.",
    );
    this.name = 'PanelChangesInTheWay';
  }
}

/** In minor units, as the product counts money. */
const toMinor = (price: number) => Math.round(price * 100);

/**
 * Sets a site up, or brings it in line with its file (`pnpm site:create`): its company, one site
 * per domain with the settings the file gives over the product's defaults, its bundles, discount
 * codes and page texts, and the reference data every site needs (interests, regions, the time
 * bonus code). One transaction: a file that fails anywhere writes nothing. Running it again with
 * the same file changes nothing.
 */
export async function setUpSite(
  db: Db,
  file: SiteFile,
  now = new Date(),
  { overwritePanel = false }: { overwritePanel?: boolean } = {},
): Promise<{ created: string[]; updated: string[] }> {
  const at = now.toISOString();
  const done = await db.transaction().execute(async (tx) => {
    await repo.insertMissingReferenceData(
      tx,
      INTEREST_KEYS,
      Object.entries(REGIONS).flatMap(([country, regions]) =>
        regions.map(([name]) => ({ country, name })),
      ),
    );
    await ensureTimeBonusCode(tx, now);

    const company = {
      ...file.company,
      tradenames: JSON.stringify(file.company.tradenames),
      vat_numbers: JSON.stringify(file.company.vat_numbers),
    };
    const [main] = file.domains;
    const existing = await repo.findSiteByDomain(tx, main!);
    let companyId: number;
    if (existing) {
      companyId = parsedSettings(existing.settings).company_id;
      await repo.updateCompany(tx, companyId, company);
    } else {
      companyId = await repo.insertCompany(tx, { ...company, added: at });
    }

    const site = { ...NEW_SITE_DEFAULTS, mail_name: file.site.name, ...file.site };
    const settings = storedSettingsSchema.parse({
      ...site,
      push_public_key: null,
      company_id: companyId,
      // Every language of the site is served on its main domain.
      localeDomains: Object.fromEntries(site.languages.map((language) => [language, main])),
      // "From … a message": the cheapest credit of the country's bundles, times a message.
      minimum_message_costs: Object.fromEntries(
        Object.entries(file.bundles).map(([country, { currency, packages }]) => [
          country,
          {
            currency,
            costs:
              Math.round(
                Math.min(...packages.map((bundle) => bundle.price / bundle.credits)) *
                  site.message_credits *
                  100,
              ) / 100,
          },
        ]),
      ),
    });
    const text = JSON.stringify(settings);

    const created: string[] = [];
    const updated: string[] = [];
    for (const domain of file.domains) {
      // The back office holds the truth once an owner changed a setting there (issue 48 §3): a
      // file that would set such a setting back is refused, unless the operator says so.
      const before = await repo.findSiteByDomain(tx, domain);
      const difference = before
        ? settingsDifference(parsedSettings(before.settings), settings)
        : { before: {}, after: settings };
      if (before && !overwritePanel) {
        const panel = await repo.panelChangesSinceFile(tx, before.id);
        const clash = panel.filter((key) => key in difference.after);
        if (clash.length > 0) throw new PanelChangesInTheWay(domain, clash);
      }
      const { id, created: isNew } = await repo.upsertSite(tx, { domain, settings: text, at });
      if (isNew || Object.keys(difference.after).length > 0)
        await repo.insertSettingsVersion(tx, {
          site_id: id,
          source: 'file',
          before_json: JSON.stringify(isNew ? {} : difference.before),
          after_json: JSON.stringify(isNew ? {} : difference.after),
          staff_id: null,
          created_at: at,
        });
      (isNew ? created : updated).push(domain);
      await setSiteBundles(
        tx,
        id,
        Object.fromEntries(
          Object.entries(file.bundles).map(([country, { currency, packages }]) => [
            country,
            {
              currency,
              packages: packages.map((bundle) => ({
                credits: bundle.credits,
                amount: toMinor(bundle.price),
                highlighted: bundle.highlighted,
              })),
            },
          ]),
        ),
      );
      const pages = Object.entries(file.pages).flatMap(([name, texts]) =>
        Object.entries(texts).map(([language, page]) => ({ name, language, page })),
      );
      for (const { name, language, page } of pages)
        await repo.upsertSitePage(tx, {
          site_id: id,
          name,
          language,
          text: JSON.stringify(page),
          updated_at: at,
        });
      // The file is the site's whole set of pages: one taken out of it is gone from the site.
      await repo.deleteSitePagesExcept(tx, id, pages);
    }
    await setDiscountCodes(
      tx,
      file.discount_codes.map((code) => ({
        code: code.code,
        kind: 'standard',
        country: code.country ?? null,
        user_id: null,
        expires: code.expires ?? null,
        value_percentage: code.percentage,
        currency: code.currency ?? null,
        minimum_order_value: code.minimum_order === undefined ? null : toMinor(code.minimum_order),
        status: 'active',
        single_use: code.single_use ? 1 : 0,
        paymentmethods: code.methods ? JSON.stringify(code.methods) : null,
        created_at: at,
      })),
    );
    return { created, updated };
  });
  // Nodes in this process read the new settings at once; others within SITE_ROW_TTL_MS.
  forgetSiteRows();
  return done;
}
