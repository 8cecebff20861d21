import assert from 'node:assert/strict';
import { after, before, it } from 'node:test';
import {
  mailingAudienceCountSchema,
  mailingPreviewSchema,
  mailingSchema,
  notificationSettingsResponseSchema,
} from '@app/shared/contracts';
import type { FastifyInstance } from 'fastify';
import { sendMailingBatches } from '../../../src/domains/mailings/sender';
import { errorCodeOf, mailsTo, realMember } from '../../helpers/accounts';
import { campaignInput } from '../../helpers/campaigns';
import { mailingInput } from '../../helpers/mailings';
import { staffMember } from '../../helpers/staff';
import { createTestApp, describeEachDatabase, type TestApp } from '../../helpers/test-app';

// Issue 48 §4: marketing writes a mailing in each language, aims it at the members who asked for
// that kind of mail (by country, niche, paid or not), previews it, sends itself a test, then
// sends it in batches it can pause; each member gets it once, in their language, with a
// one-click unsubscribe from that kind of mail alone.
describeEachDatabase('marketing mail', (kind) => {
  let t: TestApp;
  let app: FastifyInstance;
  let marketing: Awaited<ReturnType<typeof staffMember>>;
  before(async () => {
    t = await createTestApp(kind);
    app = t.app;
    marketing = await staffMember(app, 'marketing');
    // Nobody of the seed asked for marketing mail: each test opts in the members it mails.
    await app.db
      .updateTable('app_user')
      .set({ notifications_disabled: '["promotions","news","weekly_updates"]' })
      .execute();
  });
  after(() => t.close());

  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    app.inject({
      method,
      url,
      headers: { cookie: marketing.cookie },
      ...(payload ? { payload } : {}),
    });

  /** A real member living in `country`, who switched on these kinds of mail. */
  async function subscriber(label: string, country: string, takes: string[], language = 'en') {
    const member = await realMember(app, label);
    const off = ['promotions', 'news', 'weekly_updates'].filter((k) => !takes.includes(k));
    await app.db
      .updateTable('app_user')
      .set({ notifications_disabled: JSON.stringify(off), language })
      .where('id', '=', member.id)
      .execute();
    await app.db.updateTable('profile').set({ country }).where('user_id', '=', member.id).execute();
    return member;
  }

  const mailingsTo = async (email: string, subject: RegExp) =>
    (await mailsTo(app, email)).filter((m) => subject.test(m.subject));

  it('goes once to each member who asked for offers in the audience, in their language, and to nobody else', async () => {
    const en = await subscriber('mk-en', 'IE', ['promotions']);
    const fr = await subscriber('mk-fr', 'IE', ['promotions'], 'fr');
    const newsOnly = await subscriber('mk-news', 'IE', ['news']);
    const elsewhere = await subscriber('mk-far', 'NZ', ['promotions']);
    const operated = await subscriber('mk-op', 'IE', ['promotions']);
    await app.db
      .updateTable('profile')
      .set({ fictional: 1 })
      .where('user_id', '=', operated.id)
      .execute();
    const stopped = await subscriber('mk-bounced', 'IE', ['promotions']);
    await app.db
      .updateTable('app_user')
      .set({ email_disabled_reason: 'bounce' })
      .where('id', '=', stopped.id)
      .execute();

    const draft = mailingInput({ audience: { countries: ['IE'] } });
    const count = await call('POST', '/api/backoffice/mailings/audience', {
      kind: 'promotions',
      audience: draft.audience,
    });
    assert.equal(mailingAudienceCountSchema.parse(count.json()).count, 2);

    const created = await call('POST', '/api/backoffice/mailings', draft);
    assert.equal(created.statusCode, 201, created.body);
    const mailing = mailingSchema.parse(created.json());
    assert.equal(mailing.state, 'draft');
    assert.equal(mailing.created_by, marketing.email);

    // The preview is the mail a French member gets: their words, the button to the site.
    const preview = mailingPreviewSchema.parse(
      (await call('GET', `/api/backoffice/mailings/${mailing.id}/preview?language=fr`)).json(),
    );
    assert.equal(preview.subject, 'Deux semaines de premium à moitié prix');
    assert.match(preview.html, /<p>L’hiver est long\.<\/p>/);
    assert.match(preview.html, /href="https?:\/\/[^"]+\/payments\/premium"[^>]*>Voir l’offre</);
    assert.match(preview.text, /demandé les offres/);

    // As a page for the screen's frame: the same mail, nothing to run, framed here only.
    const page = await call(
      'GET',
      `/api/backoffice/mailings/${mailing.id}/preview.html?language=fr`,
    );
    assert.equal(page.statusCode, 200);
    assert.match(String(page.headers['content-type']), /^text\/html/);
    assert.match(String(page.headers['content-security-policy']), /default-src 'none'/);
    assert.match(String(page.headers['content-security-policy']), /frame-ancestors 'self'/);
    assert.match(page.body, /<html lang="fr">/);
    assert.ok(page.body.includes(preview.html));

    // A test goes to marketing's own address only, marked as one.
    const test = await call('POST', `/api/backoffice/mailings/${mailing.id}/test`, {
      language: 'en',
    });
    assert.equal(test.json().to, marketing.email);
    const tests = await mailsTo(app, marketing.email);
    assert.equal(tests.length, 1);
    assert.equal(tests[0]!.subject, '[Test] Two weeks of premium, half price');
    assert.equal((await mailingsTo(en.email, /premium/)).length, 0);

    // Send pressed twice, and two nodes' senders at once: still one mail each.
    const [sent] = await Promise.all([
      call('POST', `/api/backoffice/mailings/${mailing.id}/send`, {}),
      call('POST', `/api/backoffice/mailings/${mailing.id}/send`, {}),
    ]);
    assert.equal(sent.statusCode, 200, sent.body);
    assert.equal(mailingSchema.parse(sent.json()).audience_count, 2);
    await Promise.all([sendMailingBatches(app), sendMailingBatches(app), sendMailingBatches(app)]);
    await sendMailingBatches(app);
    const done = mailingSchema.parse(
      (await call('GET', `/api/backoffice/mailings/${mailing.id}`)).json(),
    );
    assert.equal(done.state, 'sent');
    assert.equal(done.sent, 2);
    assert.ok(done.finished_at);

    const toEn = await mailingsTo(en.email, /premium/);
    assert.equal(toEn.length, 1);
    assert.equal(toEn[0]!.subject, 'Two weeks of premium, half price');
    assert.match(toEn[0]!.text, /\/unsubscribe\?member=\d+&kind=promotions&sig=/);
    const toFr = await mailingsTo(fr.email, /premium/);
    assert.equal(toFr.length, 1);
    assert.equal(toFr[0]!.subject, 'Deux semaines de premium à moitié prix');
    for (const nobody of [newsOnly, elsewhere, operated, stopped])
      assert.equal((await mailingsTo(nobody.email, /premium/)).length, 0, nobody.email);

    // Its words can no longer change, nor can it go away.
    const changed = await call('PUT', `/api/backoffice/mailings/${mailing.id}`, draft);
    assert.equal(changed.statusCode, 409);
    assert.equal(errorCodeOf(changed), 'mailing_not_draft');
    assert.equal((await call('DELETE', `/api/backoffice/mailings/${mailing.id}`)).statusCode, 409);
    const audit = await app.db
      .selectFrom('staff_audit')
      .select('action')
      .where('object_type', '=', 'mailing')
      .where('object_id', '=', String(mailing.id))
      .orderBy('id')
      .execute();
    assert.deepEqual(
      audit.map((a) => a.action),
      ['mailing.create', 'mailing.send'],
    );
  });

  it('unsubscribes in one click from that kind of mail alone; a forged link changes nothing', async () => {
    const member = await subscriber('mk-unsub', 'AU', ['promotions', 'news']);
    const mailing = mailingSchema.parse(
      (
        await call(
          'POST',
          '/api/backoffice/mailings',
          mailingInput({ audience: { countries: ['AU'] } }),
        )
      ).json(),
    );
    await call('POST', `/api/backoffice/mailings/${mailing.id}/send`, {});
    await sendMailingBatches(app);
    const [mail] = await mailingsTo(member.email, /premium/);
    const link = /https?:\/\/\S+\/unsubscribe\?\S+/.exec(mail!.text)![0];
    const url = new URL(link);
    const path = `${url.pathname}${url.search}`;
    const settings = async () =>
      notificationSettingsResponseSchema.parse(
        (
          await app.inject({ url: '/api/notifications.php', headers: { cookie: member.cookie } })
        ).json(),
      ).notifications;

    // The same signature for another kind is not this site's link.
    const forged = await app.inject({
      method: 'POST',
      url: path.replace('kind=promotions', 'kind=news'),
      payload: 'List-Unsubscribe=One-Click',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    assert.equal(forged.statusCode, 400);
    // Opening the link only asks.
    const asked = await app.inject({ url: path });
    assert.equal(asked.statusCode, 200);
    assert.match(asked.body, /offers/);
    assert.ok(!(await settings()).disabled.includes('promotions'));

    const oneClick = await app.inject({
      method: 'POST',
      url: path,
      payload: 'List-Unsubscribe=One-Click',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    assert.equal(oneClick.statusCode, 200, oneClick.body);
    const after = await settings();
    assert.ok(after.disabled.includes('promotions'));
    assert.ok(!after.disabled.includes('news'), 'news goes on');
    assert.ok(!after.disabled.includes('new_messages'), 'mail about messages goes on');
    assert.equal(after.email_disabled_reason, null);
  });

  it('is narrowed to a niche (the lander members came through) and to paying members', async () => {
    const bbw = await app.inject({
      method: 'POST',
      url: '/api/backoffice/campaigns',
      headers: { cookie: marketing.cookie },
      payload: campaignInput({ featured: { count: 8, gender: 'female', niche: 4 } }),
    });
    assert.equal(bbw.statusCode, 201, bbw.body);
    const viaBbw = await subscriber('mk-niche', 'CH', ['news']);
    const direct = await subscriber('mk-direct', 'CH', ['news']);
    await app.db
      .insertInto('signup_tracking')
      .values({
        user_id: viaBbw.id,
        network: null,
        ref: null,
        sub1: null,
        sub2: null,
        sub3: null,
        campaign: bbw.json().slug,
        created_at: new Date().toISOString(),
      })
      .execute();
    const count = async (audience: object) =>
      mailingAudienceCountSchema.parse(
        (
          await call('POST', '/api/backoffice/mailings/audience', {
            kind: 'news',
            audience: { countries: ['CH'], ...audience },
          })
        ).json(),
      ).count;
    assert.equal(await count({}), 2);
    assert.equal(await count({ niche: 4 }), 1);
    assert.equal(await count({ paid: 'paid' }), 0);
    assert.equal(await count({ paid: 'free' }), 2);
    // The site's own niche (general) is that of members who came through no lander of another.
    assert.equal(await count({ niche: 1 }), 1);
    assert.ok(direct.id !== viaBbw.id);
  });

  it('pauses and resumes; a bad button address is refused and nothing is stored', async () => {
    const member = await subscriber('mk-pause', 'DK', ['promotions']);
    const refused = await call(
      'POST',
      '/api/backoffice/mailings',
      mailingInput({
        name: 'Bad link',
        texts: {
          en: { ...mailingInput().texts.en, button_url: 'javascript:alert(1)' },
          fr: mailingInput().texts.fr,
        },
      }),
    );
    assert.equal(refused.statusCode, 400);
    assert.equal(errorCodeOf(refused), 'mailing_link_invalid');
    assert.equal(
      (await app.db.selectFrom('mailing').select('id').where('name', '=', 'Bad link').execute())
        .length,
      0,
    );

    const mailing = mailingSchema.parse(
      (
        await call(
          'POST',
          '/api/backoffice/mailings',
          mailingInput({ audience: { countries: ['DK'] } }),
        )
      ).json(),
    );
    const notSending = await call('POST', `/api/backoffice/mailings/${mailing.id}/pause`, {});
    assert.equal(errorCodeOf(notSending), 'mailing_not_sending');
    await call('POST', `/api/backoffice/mailings/${mailing.id}/send`, {});
    const paused = await call('POST', `/api/backoffice/mailings/${mailing.id}/pause`, {});
    assert.equal(mailingSchema.parse(paused.json()).state, 'paused');
    await sendMailingBatches(app);
    assert.equal((await mailingsTo(member.email, /premium/)).length, 0, 'paused: nothing goes');
    const resumed = await call('POST', `/api/backoffice/mailings/${mailing.id}/resume`, {});
    assert.equal(mailingSchema.parse(resumed.json()).state, 'sending');
    await sendMailingBatches(app);
    await sendMailingBatches(app);
    assert.equal((await mailingsTo(member.email, /premium/)).length, 1);
    assert.equal(
      mailingSchema.parse((await call('GET', `/api/backoffice/mailings/${mailing.id}`)).json())
        .state,
      'sent',
    );
  });

  it('is for marketing and owners only', async () => {
    const support = await staffMember(app, 'support');
    const refused = await app.inject({
      url: '/api/backoffice/mailings',
      headers: { cookie: support.cookie },
    });
    assert.equal(refused.statusCode, 403);
  });
});
