import assert from 'node:assert/strict';
import fs from 'node:fs/promises';
import path from 'node:path';
import { after, before, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { settingsResponseSchema, siteSettingsPanelSchema } from '@app/shared/contracts';
import { repoRoot } from '../../../src/config';
import { PanelChangesInTheWay, setUpSite } from '../../../src/domains/site/setup';
import { exportSiteFile, siteFileText } from '../../../src/domains/site/site-export';
import { readSiteFile } from '../../../src/domains/site/site-file';
import { errorCodeOf } from '../../helpers/accounts';
import { staffMember } from '../../helpers/staff';
import { createUnseededApp, describeEachDatabase } from '../../helpers/test-app';

// Issue 48 §3: the owner edits the site's settings in the back office — checked by the file's
// rules, versioned, audited, undoable; the database holds the truth; `site:create` does not set
// the panel's changes back unless told; `site:export` writes the live site back to a file.

const EXAMPLE = path.join(repoRoot, 'docs', 'site.example.yaml');
const HOST = 'lovelace.example';

describeEachDatabase('site settings in the back office', (kind) => {
  let unseeded: Awaited<ReturnType<typeof createUnseededApp>>;
  let app: FastifyInstance;
  let siteId: number;
  let text: string;
  before(async () => {
    // Its back office is on the site's own address (staff logins are answered in its name).
    unseeded = await createUnseededApp(kind, 'api-settings-', { DEFAULT_SITE_DOMAIN: HOST });
    app = unseeded.app;
    text = await fs.readFile(EXAMPLE, 'utf8');
    await setUpSite(app.db, readSiteFile(text));
    siteId = (
      await app.db
        .selectFrom('site')
        .select('id')
        .where('domain', '=', HOST)
        .executeTakeFirstOrThrow()
    ).id;
  });
  after(() => unseeded.close());

  const live = async () =>
    settingsResponseSchema.parse(
      (await app.inject({ url: '/api/settings.php', headers: { host: HOST } })).json(),
    ).settings;
  const panel = async (cookie: string) => {
    const reply = await app.inject({
      url: `/api/backoffice/site-settings/${siteId}`,
      headers: { cookie },
    });
    assert.equal(reply.statusCode, 200, reply.body);
    return siteSettingsPanelSchema.parse(reply.json());
  };
  const change = (cookie: string, payload: object) =>
    app.inject({
      method: 'PATCH',
      url: `/api/backoffice/site-settings/${siteId}`,
      headers: { cookie },
      payload,
    });

  it('an owner changes texts, safety and contacts; members see them at once; bad values change nothing', async () => {
    const owner = await staffMember(app, 'owner');
    const moderator = await staffMember(app, 'moderator');
    assert.equal((await change(moderator.cookie, { name: 'Mine' })).statusCode, 403);
    const before = await live();

    for (const bad of [
      { support_email: 'not-an-address' },
      { quarantine_hours: 24 * 15 },
      { nudity_threshold_chat: 1.5 },
      { languages: ['en'] },
      { name: 'Ok', domain: 'elsewhere.example' },
    ]) {
      const refused = await change(owner.cookie, bad);
      assert.equal(refused.statusCode, 400, JSON.stringify(bad));
      assert.equal(errorCodeOf(refused), 'validation_failed');
    }
    assert.deepEqual(await live(), before);

    const changed = await change(owner.cookie, {
      name: 'Lovelace Dating',
      quarantine_hours: 6,
      unkind_words: ['dingbat'],
      support_email: 'help@lovelace.example',
      fictional_singular: 'site profile',
      texts: { fr: { description: 'Des rencontres sérieuses' } },
    });
    assert.equal(changed.statusCode, 200, changed.body);
    const now = await live();
    assert.equal(now.name, 'Lovelace Dating');
    assert.equal(now.quarantine_hours, 6);
    assert.deepEqual(now.unkind_words, ['dingbat']);
    assert.equal(now.support_email, 'help@lovelace.example');
    assert.equal(now.fictional_singular, 'site profile');
    assert.equal(now.texts.fr?.description, 'Des rencontres sérieuses');
    // What the panel does not edit is as it was.
    assert.deepEqual(now.countries, before.countries);

    const { versions, languages } = await panel(owner.cookie);
    assert.deepEqual(languages, ['en', 'fr']);
    assert.equal(versions[0]!.source, 'panel');
    assert.equal(versions[0]!.staff_email, owner.email);
    assert.deepEqual([...versions[0]!.changed].sort(), [
      'fictional_singular',
      'name',
      'quarantine_hours',
      'support_email',
      'texts',
      'unkind_words',
    ]);
    const [entry] = await app.db
      .selectFrom('staff_audit')
      .select(['before_json', 'after_json'])
      .where('action', '=', 'site.settings')
      .execute();
    assert.match(entry!.before_json!, /"quarantine_hours":/);
    assert.match(entry!.after_json!, /"quarantine_hours":6/);

    // The same values again: nothing to record — and what a change leaves out stays as it is
    // (not back to its default).
    await change(owner.cookie, { name: 'Lovelace Dating' });
    assert.equal((await live()).quarantine_hours, 6);
    assert.deepEqual((await live()).unkind_words, ['dingbat']);
    assert.equal((await panel(owner.cookie)).versions.length, versions.length);

    // Undone: the values before it, as a new version, which can itself be undone.
    const undo = (version: number) =>
      app.inject({
        method: 'POST',
        url: `/api/backoffice/site-settings/${siteId}/versions/${version}/undo`,
        headers: { cookie: owner.cookie },
      });
    assert.equal((await undo(versions[0]!.id)).statusCode, 200);
    const undone = await live();
    assert.equal(undone.name, before.name);
    assert.equal(undone.quarantine_hours, before.quarantine_hours);
    assert.deepEqual(undone.unkind_words, before.unkind_words);
    const afterUndo = (await panel(owner.cookie)).versions;
    assert.equal(afterUndo[0]!.source, 'undo');
    assert.equal((await undo(afterUndo[0]!.id)).statusCode, 200);
    assert.equal((await live()).name, 'Lovelace Dating');
    assert.equal((await undo(999_999)).statusCode, 404);
  });

  it('owners saving at once: forms from one version — one wins, the others are told; changes without one all land', async () => {
    const [a, b] = [await staffMember(app, 'owner'), await staffMember(app, 'owner')];
    const start = await panel(a.cookie);
    const basedOn = start.versions[0]?.id ?? 0;
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        change(i % 2 ? a.cookie : b.cookie, { quarantine_hours: 10 + i, based_on: basedOn }),
      ),
    );
    const won = answers.filter((answer) => answer.statusCode === 200);
    assert.equal(won.length, 1, answers.map((answer) => answer.statusCode).join());
    for (const lost of answers.filter((answer) => answer.statusCode !== 200)) {
      assert.equal(lost.statusCode, 409);
      assert.equal(errorCodeOf(lost), 'settings_changed');
    }
    const after = await panel(a.cookie);
    assert.equal(after.versions.length, start.versions.length + 1);
    assert.equal((await live()).quarantine_hours, after.settings.quarantine_hours);

    // Changes of different settings sent together, each from the newest version it knew of
    // (none): every one lands, none undoes another.
    const landed = await Promise.all([
      change(a.cookie, { mail_name: 'Lovelace Crew' }),
      change(b.cookie, { support_phone: '+33 1 23 45 67 89' }),
      change(a.cookie, { fictional_plural: 'site profiles' }),
      change(b.cookie, { quarantine_hours: 3 }),
    ]);
    assert.deepEqual(
      landed.map((answer) => answer.statusCode),
      [200, 200, 200, 200],
    );
    const now = (await panel(a.cookie)).settings;
    assert.equal(now.mail_name, 'Lovelace Crew');
    assert.equal(now.support_phone, '+33 1 23 45 67 89');
    assert.equal(now.fictional_plural, 'site profiles');
    assert.equal(now.quarantine_hours, 3);
  });

  it('site:create keeps what the panel changed unless told; site:export writes the live site as a file site:create reads back unchanged', async () => {
    const owner = await staffMember(app, 'owner');
    assert.equal((await change(owner.cookie, { mail_name: 'Lovelace Team' })).statusCode, 200);

    // The same file would set the panel's changes back: refused, nothing written.
    const siteRow = async () =>
      JSON.parse(
        (
          await app.db
            .selectFrom('site')
            .select('settings')
            .where('id', '=', siteId)
            .executeTakeFirstOrThrow()
        ).settings,
      ) as unknown;
    const kept = await siteRow();
    await assert.rejects(setUpSite(app.db, readSiteFile(text)), (error: unknown) => {
      assert.ok(error instanceof PanelChangesInTheWay);
      assert.ok(error.keys.includes('mail_name'), error.keys.join());
      assert.match(error.message, /site:export/);
      return true;
    });
    assert.deepEqual(await siteRow(), kept);

    // The live site, exported, is a file site:create takes without changing a thing.
    const exported = await exportSiteFile(app.db, HOST);
    assert.ok(exported);
    assert.equal(exported.site.mail_name, 'Lovelace Team');
    assert.deepEqual(exported.domains, [HOST, `www.${HOST}`]);
    const round = readSiteFile(siteFileText(exported));
    const versionsBefore = (await panel(owner.cookie)).versions.length;
    await setUpSite(app.db, round);
    assert.deepEqual(await siteRow(), kept);
    assert.equal((await panel(owner.cookie)).versions.length, versionsBefore);
    assert.equal(await exportSiteFile(app.db, 'nowhere.example'), null);

    // Told to: the file's values replace the panel's.
    await setUpSite(app.db, readSiteFile(text), new Date(), { overwritePanel: true });
    assert.equal((await live()).mail_name, readSiteFile(text).site.mail_name ?? 'Lovelace');
    assert.equal((await panel(owner.cookie)).versions[0]!.source, 'file');
  });
});
