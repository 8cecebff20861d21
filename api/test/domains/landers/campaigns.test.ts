import assert from 'node:assert/strict';
import { after, before, it } from 'node:test';
import {
  campaignFiguresSchema,
  campaignListSchema,
  campaignSchema,
  landerCampaignSchema,
} from '@app/shared/contracts';
import type { FastifyInstance } from 'fastify';
import { campaignInput } from '../../helpers/campaigns';
import { untouchedMembers } from '../../helpers/members';
import { staffMember } from '../../helpers/staff';
import { createTestApp, describeEachDatabase, type TestApp } from '../../helpers/test-app';

// Issue 28 §1: marketing's campaigns — made, changed (compare-and-swap), published, rolled back,
// scheduled, unpublished and copied from the back office, with their funnel counted from the
// landers' visits, the sign-up forms opened, the sign-ups' tracking and first purchases.
// (Their pages, rendered by the live landers version, are tested in static/islands.test.ts.)

describeEachDatabase('back office: campaigns', (kind) => {
  let t: TestApp;
  let app: FastifyInstance;
  let marketing: string;
  before(async () => {
    t = await createTestApp(kind);
    app = t.app;
    marketing = (await staffMember(app, 'marketing')).cookie;
  });
  after(() => t.close());

  const call = (method: 'GET' | 'POST' | 'PUT', url: string, cookie: string, payload?: object) =>
    app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });
  async function create(input = campaignInput()) {
    const response = await call('POST', '/api/backoffice/campaigns', marketing, input);
    assert.equal(response.statusCode, 201, response.body);
    return campaignSchema.parse(response.json());
  }
  const live = (name: string) =>
    app.inject({ method: 'GET', url: `/api/lander-campaign.php?name=${name}` });

  it('lets marketing and owners manage campaigns, and no other role', async () => {
    const campaign = await create();
    for (const role of ['moderator', 'support', 'finance', 'operator', 'deployer'] as const) {
      const { cookie } = await staffMember(app, role);
      assert.equal((await call('GET', '/api/backoffice/campaigns', cookie)).statusCode, 403, role);
      const refused = await call('POST', '/api/backoffice/campaigns', cookie, campaignInput());
      assert.equal(refused.statusCode, 403, role);
      const publish = await call(
        'POST',
        `/api/backoffice/campaigns/${campaign.id}/publish`,
        cookie,
        {
          revision: campaign.revision,
        },
      );
      assert.equal(publish.statusCode, 403, role);
    }
    const owner = (await staffMember(app, 'owner')).cookie;
    const list = campaignListSchema.parse(
      (await call('GET', '/api/backoffice/campaigns', owner)).json(),
    );
    assert.ok(list.campaigns.some((one) => one.id === campaign.id));
    // Nothing was published by the refused calls.
    assert.equal((await live(campaign.slug)).statusCode, 404);
  });

  it('keeps a draft off its path until published, with French spacing and the campaign’s source', async () => {
    const campaign = await create();
    assert.equal(campaign.status, 'draft');
    assert.equal(campaign.live_version, null);
    // Typed with ordinary spacing, published with French's.
    assert.equal(campaign.versions[0]!.texts.fr.lead, 'Dites bonjour\u202f!');
    assert.deepEqual(campaign.tracking, { network: 'spring-ads' });
    assert.equal((await live(campaign.slug)).statusCode, 404);

    const published = await call(
      'POST',
      `/api/backoffice/campaigns/${campaign.id}/publish`,
      marketing,
      { revision: campaign.revision },
    );
    assert.equal(published.statusCode, 200, published.body);
    assert.equal(campaignSchema.parse(published.json()).status, 'live');
    const lander = landerCampaignSchema.parse((await live(campaign.slug)).json());
    assert.equal(lander.name, campaign.slug);
    assert.equal(lander.texts.en.cta, 'Join now');
    assert.deepEqual(lander.featured, { count: 8, gender: 'female' });
  });

  it('refuses a taken path, a bad one, and a member design without an operated profile; stores nothing', async () => {
    const first = await create();
    const before = campaignListSchema.parse(
      (await call('GET', '/api/backoffice/campaigns', marketing)).json(),
    ).campaigns.length;
    const taken = await call(
      'POST',
      '/api/backoffice/campaigns',
      marketing,
      campaignInput({ slug: first.slug }),
    );
    assert.equal(taken.statusCode, 409);
    assert.equal(taken.json().error.code, 'slug_taken');
    // A built-in lander's path too: the campaign would replace it for everyone (issue 46 §1).
    for (const slug of ['gallery', 'tinderswipe', 'member-landing']) {
      const builtIn = await call(
        'POST',
        '/api/backoffice/campaigns',
        marketing,
        campaignInput({ slug }),
      );
      assert.equal(builtIn.statusCode, 409, slug);
      assert.equal(builtIn.json().error.code, 'slug_taken');
    }
    const bad = await call(
      'POST',
      '/api/backoffice/campaigns',
      marketing,
      campaignInput({ slug: 'Not a path!' }),
    );
    assert.equal(bad.statusCode, 400);
    const memberless = await call(
      'POST',
      '/api/backoffice/campaigns',
      marketing,
      campaignInput({ template: 'member-profile' }),
    );
    assert.equal(memberless.statusCode, 400);
    assert.equal(memberless.json().error.code, 'campaign_member_invalid');
    const partner = await call(
      'POST',
      '/api/backoffice/campaigns',
      marketing,
      campaignInput({ partner: { name: 'P', url: 'http://plain.example', seconds: 5 } }),
    );
    assert.equal(partner.statusCode, 400);
    const after = campaignListSchema.parse(
      (await call('GET', '/api/backoffice/campaigns', marketing)).json(),
    ).campaigns.length;
    assert.equal(after, before);

    // A member design about a profile the site operates is accepted.
    const [id] = (await untouchedMembers(app, 1)) as [number];
    await app.db.updateTable('profile').set({ fictional: 1 }).where('user_id', '=', id).execute();
    await create(campaignInput({ template: 'member-profile', featured: { member: id } }));
  });

  it('keeps every version of the texts, publishes the newest, and restores an earlier one', async () => {
    let campaign = await create();
    const publish = async (body: object) => {
      const response = await call(
        'POST',
        `/api/backoffice/campaigns/${campaign.id}/publish`,
        marketing,
        { revision: campaign.revision, ...body },
      );
      assert.equal(response.statusCode, 200, response.body);
      campaign = campaignSchema.parse(response.json());
    };
    const edit = async (headline: string) => {
      const response = await call('PUT', `/api/backoffice/campaigns/${campaign.id}`, marketing, {
        revision: campaign.revision,
        template: campaign.template,
        featured: campaign.featured,
        partner: campaign.partner,
        tracking: campaign.tracking,
        texts: {
          ...campaign.versions[0]!.texts,
          en: { ...campaign.versions[0]!.texts.en, headline },
        },
      });
      assert.equal(response.statusCode, 200, response.body);
      campaign = campaignSchema.parse(response.json());
    };
    await publish({});
    await edit('Second words');
    // A new version, not yet live: visitors still get version 1.
    assert.equal(campaign.latest_version, 2);
    assert.equal(campaign.live_version, 1);
    assert.notEqual(
      landerCampaignSchema.parse((await live(campaign.slug)).json()).texts.en.headline,
      'Second words',
    );
    await publish({});
    assert.equal(
      landerCampaignSchema.parse((await live(campaign.slug)).json()).texts.en.headline,
      'Second words',
    );
    // Saving the same words again makes no version.
    await edit('Second words');
    assert.equal(campaign.latest_version, 2);
    // Rolling back is publishing version 1; every version is kept.
    await publish({ version: 1 });
    assert.equal(campaign.live_version, 1);
    assert.deepEqual(
      campaign.versions.map((version) => version.version),
      [2, 1],
    );
    assert.ok(campaign.versions.every((version) => version.created_by?.startsWith('marketing')));
    const restored = landerCampaignSchema.parse((await live(campaign.slug)).json());
    assert.equal(restored.texts.en.headline, '{{count}} {{who}} near you');
    const audit = await app.db
      .selectFrom('staff_audit')
      .select('action')
      .where('object_type', '=', 'campaign')
      .where('object_id', '=', String(campaign.id))
      .orderBy('id')
      .execute();
    assert.deepEqual(
      audit.map((row) => row.action),
      [
        'campaign.create',
        'campaign.publish',
        'campaign.update',
        'campaign.publish',
        'campaign.update',
        'campaign.rollback',
      ],
    );
  });

  it('refuses a change made on a stale read (409) and writes nothing', async () => {
    const campaign = await create();
    const first = await call('PUT', `/api/backoffice/campaigns/${campaign.id}`, marketing, {
      revision: campaign.revision,
      template: 'collage',
      featured: campaign.featured,
      partner: null,
      tracking: {},
      texts: campaign.versions[0]!.texts,
    });
    assert.equal(first.statusCode, 200, first.body);
    // A second marketer, with the read from before the change.
    const stale = await call(
      'POST',
      `/api/backoffice/campaigns/${campaign.id}/publish`,
      marketing,
      {
        revision: campaign.revision,
      },
    );
    assert.equal(stale.statusCode, 409);
    assert.equal(stale.json().error.code, 'campaign_changed');
    const staleEdit = await call('PUT', `/api/backoffice/campaigns/${campaign.id}`, marketing, {
      revision: campaign.revision,
      template: 'icons',
      featured: {},
      partner: null,
      tracking: {},
      texts: campaign.versions[0]!.texts,
    });
    assert.equal(staleEdit.statusCode, 409);
    const now = campaignSchema.parse(
      (await call('GET', `/api/backoffice/campaigns/${campaign.id}`, marketing)).json(),
    );
    assert.equal(now.template, 'collage');
    assert.equal(now.status, 'draft');
  });

  it('answers only within its schedule, and not once unpublished; a copy starts as a draft', async () => {
    const campaign = await create();
    const hour = 3_600_000;
    const future = await call(
      'POST',
      `/api/backoffice/campaigns/${campaign.id}/publish`,
      marketing,
      {
        revision: campaign.revision,
        starts_at: new Date(Date.now() + hour).toISOString(),
        ends_at: new Date(Date.now() + 2 * hour).toISOString(),
      },
    );
    const scheduled = campaignSchema.parse(future.json());
    assert.equal(scheduled.status, 'scheduled');
    assert.equal((await live(campaign.slug)).statusCode, 404);
    const backwards = await call(
      'POST',
      `/api/backoffice/campaigns/${campaign.id}/publish`,
      marketing,
      {
        revision: scheduled.revision,
        starts_at: new Date(Date.now() + hour).toISOString(),
        ends_at: new Date(Date.now() - hour).toISOString(),
      },
    );
    assert.equal(backwards.statusCode, 400);
    const now = campaignSchema.parse(
      (
        await call('POST', `/api/backoffice/campaigns/${campaign.id}/publish`, marketing, {
          revision: scheduled.revision,
          starts_at: new Date(Date.now() - hour).toISOString(),
          ends_at: null,
        })
      ).json(),
    );
    assert.equal(now.status, 'live');
    assert.equal((await live(campaign.slug)).statusCode, 200);

    const copy = await call(
      'POST',
      `/api/backoffice/campaigns/${campaign.id}/duplicate`,
      marketing,
      {
        slug: `${campaign.slug}-copy`,
      },
    );
    assert.equal(copy.statusCode, 201, copy.body);
    const duplicate = campaignSchema.parse(copy.json());
    assert.equal(duplicate.status, 'draft');
    assert.deepEqual(duplicate.versions[0]!.texts, campaign.versions[0]!.texts);
    assert.equal((await live(duplicate.slug)).statusCode, 404);

    const off = await call(
      'POST',
      `/api/backoffice/campaigns/${campaign.id}/unpublish`,
      marketing,
      {
        revision: now.revision,
      },
    );
    assert.equal(campaignSchema.parse(off.json()).status, 'unpublished');
    assert.equal((await live(campaign.slug)).statusCode, 404);
  });

  it('counts visits, sign-up starts, sign-ups and first purchases per day and source, as the rows say', async () => {
    const campaign = await create();
    const other = await create();
    const today = new Date().toISOString().slice(0, 10);
    // Visits as the server counts a lander's page, and two from another campaign.
    const visit = (slug: string, network: string | null, step = 'visit') =>
      app.db
        .insertInto('campaign_visit')
        .values({
          campaign: slug,
          step: step as 'visit',
          at: new Date().toISOString(),
          network,
          ref: null,
          sub1: null,
          sub2: null,
          sub3: null,
        })
        .execute();
    await visit(campaign.slug, 'ads');
    await visit(campaign.slug, 'ads');
    await visit(campaign.slug, null);
    await visit(other.slug, 'ads');
    await visit(other.slug, 'ads');
    // Sign-up starts as the sign-up form reports them.
    let address = 0;
    const start = (network?: string) =>
      app.inject({
        method: 'POST',
        url: '/api/signup-start.php',
        remoteAddress: `10.28.1.${(address += 1)}`,
        payload: { campaign: campaign.slug, tracking: network ? { network } : {} },
      });
    assert.equal((await start('ads')).statusCode, 200);
    assert.equal((await start()).statusCode, 200);
    assert.equal(
      (
        await app.inject({
          method: 'POST',
          url: '/api/signup-start.php',
          payload: { campaign: '' },
        })
      ).statusCode,
      400,
    );
    // Two sign-ups through the campaign (one from "ads"), one of whom bought twice.
    const signup = async (n: number, network?: string) => {
      const response = await app.inject({
        method: 'POST',
        url: '/api/signup.php',
        remoteAddress: `10.28.2.${n}`,
        payload: {
          email: `campaign-${kind}-${campaign.id}-${n}@example.test`,
          name: `Campaigner${campaign.id}x${n}`,
          password: 'a good password',
          date_of_birth: '1990-01-01',
          tracking: { campaign: campaign.slug, ...(network ? { network } : {}) },
        },
      });
      assert.equal(response.statusCode, 200, response.body);
      return response.json().user.id as number;
    };
    const buyer = await signup(1, 'ads');
    await signup(2);
    const pkg = await app.db.selectFrom('credit_package').select('id').executeTakeFirstOrThrow();
    for (const [n, paidAt] of [
      [1, new Date().toISOString()],
      [2, new Date().toISOString()],
    ] as const)
      await app.db
        .insertInto('payment_order')
        .values({
          user_id: buyer,
          package_id: pkg.id,
          credits: 10,
          list_amount: 999,
          amount: 999,
          currency: 'EUR',
          country: 'NL',
          paymentmethod: 'visa',
          bank: null,
          discount_code_id: null,
          discount_code: null,
          status: 'paid',
          psp: 'sandbox',
          psp_payment_id: null,
          checkout_url: null,
          mandate_id: null,
          idempotency_key: `campaign-${kind}-${campaign.id}-${n}`,
          created_at: paidAt,
          updated_at: paidAt,
          paid_at: paidAt,
        })
        .execute();

    const response = await call(
      'GET',
      `/api/backoffice/campaigns/${campaign.id}/figures?from=${today}&until=${today}`,
      marketing,
    );
    assert.equal(response.statusCode, 200, response.body);
    const figures = campaignFiguresSchema.parse(response.json());
    assert.deepEqual(figures.days, [today]);
    assert.deepEqual(figures.total, {
      visits: 3,
      signup_starts: 2,
      signups: 2,
      first_purchases: 1,
    });
    assert.deepEqual(figures.per_day.visits, [3]);
    const ads = figures.sources.find((source) => source.source === 'ads');
    const none = figures.sources.find((source) => source.source === null);
    assert.deepEqual(
      { ...ads },
      { source: 'ads', visits: 2, signup_starts: 1, signups: 1, first_purchases: 1 },
    );
    assert.deepEqual(
      { ...none },
      { source: null, visits: 1, signup_starts: 1, signups: 1, first_purchases: 0 },
    );
    // The same rows, counted by hand.
    const rows = await app.db
      .selectFrom('signup_tracking')
      .select('network')
      .where('campaign', '=', campaign.slug)
      .execute();
    assert.equal(rows.length, figures.total.signups);
    // A range too long is refused.
    const long = await call(
      'GET',
      `/api/backoffice/campaigns/${campaign.id}/figures?from=2020-01-01&until=${today}`,
      marketing,
    );
    assert.equal(long.statusCode, 400);
  });
});
