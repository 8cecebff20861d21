import assert from 'node:assert/strict';
import type { AddressInfo } from 'node:net';
import { after, before, describe, it } from 'node:test';
import { mailingSchema } from '@app/shared/contracts';
import type { FastifyInstance } from 'fastify';
import { SMTPServer } from 'smtp-server';
import { sendMailingBatches } from '../../../src/domains/mailings/sender';
import { digestWeek, sendWeeklyDigests } from '../../../src/domains/mailings/weekly-digest';
import { mailsTo, realMember } from '../../helpers/accounts';
import { mailingInput } from '../../helpers/mailings';
import { staffMember } from '../../helpers/staff';
import { createTestApp, describeEachDatabase, type TestApp } from '../../helpers/test-app';

const MARKETING_KINDS = ['promotions', 'news', 'weekly_updates'];

/** Everyone opted out of marketing mail but these members, who take `takes`. */
async function optIn(app: FastifyInstance, ids: number[], takes: string[], country = 'FI') {
  await app.db
    .updateTable('app_user')
    .set({
      notifications_disabled: JSON.stringify(MARKETING_KINDS.filter((k) => !takes.includes(k))),
    })
    .where('id', 'in', ids)
    .execute();
  await app.db.updateTable('profile').set({ country }).where('user_id', 'in', ids).execute();
}

// Issue 48 §4: a relay that refuses an address for good (SMTP 5xx) is a bounce: that member's
// mail stops, and the mailing goes on to the others. A real SMTP server, started here.
describe('marketing mail through SMTP: bounces stop an address', () => {
  let smtp: SMTPServer;
  let t: TestApp;
  const delivered: string[] = [];
  let refuseAll = false;
  before(async () => {
    smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      onRcptTo(address, _session, callback) {
        if (address.address.startsWith('gone') || refuseAll) {
          const refusal = Object.assign(new Error(refuseAll ? 'Try later' : 'No such mailbox'), {
            responseCode: refuseAll ? 451 : 550,
          });
          callback(refusal);
        } else callback();
      },
      onData(stream, session, callback) {
        stream.resume();
        stream.on('end', () => {
          delivered.push(...session.envelope.rcptTo.map((r) => r.address));
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
    const { port } = smtp.server.address() as AddressInfo;
    t = await createTestApp('sqlite', {
      SMTP_URL: `smtp://127.0.0.1:${port}`,
      MAIL_FROM: 'hello@amora.test',
    });
    await t.app.db
      .updateTable('app_user')
      .set({ notifications_disabled: JSON.stringify(MARKETING_KINDS) })
      .execute();
  });
  after(async () => {
    await t.close();
    await new Promise<void>((resolve) => smtp.close(() => resolve()));
  });

  it('a refused address stops; a server down for now keeps the rest for the next round', async () => {
    const app = t.app;
    const marketing = await staffMember(app, 'marketing');
    const kept = await realMember(app, 'kept');
    const gone = await realMember(app, 'gone');
    await optIn(app, [kept.id, gone.id], ['news']);
    const call = (method: 'GET' | 'POST', url: string, payload?: object) =>
      app.inject({ method, url, headers: { cookie: marketing.cookie }, payload });

    // The server refuses everything for now: nothing is lost, the mailing says why.
    refuseAll = true;
    const mailing = mailingSchema.parse(
      (
        await call(
          'POST',
          '/api/backoffice/mailings',
          mailingInput({ kind: 'news', audience: { countries: ['FI'] } }),
        )
      ).json(),
    );
    await call('POST', `/api/backoffice/mailings/${mailing.id}/send`, {});
    await sendMailingBatches(app);
    let now = mailingSchema.parse(
      (await call('GET', `/api/backoffice/mailings/${mailing.id}`)).json(),
    );
    assert.equal(now.state, 'sending');
    assert.equal(now.sent, 0);
    assert.match(now.last_error ?? '', /Try later/);

    refuseAll = false;
    await sendMailingBatches(app);
    await sendMailingBatches(app);
    now = mailingSchema.parse((await call('GET', `/api/backoffice/mailings/${mailing.id}`)).json());
    assert.equal(now.state, 'sent');
    assert.equal(now.sent, 1);
    assert.equal(now.bounced, 1);
    assert.equal(now.last_error, null);
    assert.deepEqual(
      delivered.filter((to) => to === kept.email || to === gone.email),
      [kept.email],
    );
    const stopped = await app.db
      .selectFrom('app_user')
      .select('email_disabled_reason')
      .where('id', '=', gone.id)
      .executeTakeFirstOrThrow();
    assert.equal(stopped.email_disabled_reason, 'bounce');
  });
});

// Issue 48 §4: the weekly digest of new likes, visitors and members nearby, for those who
// asked for it, once a week whatever the nodes, and only when something happened.
describeEachDatabase('the weekly digest', (kind) => {
  let t: TestApp;
  let app: FastifyInstance;
  before(async () => {
    t = await createTestApp(kind);
    app = t.app;
    await app.db
      .updateTable('app_user')
      .set({ notifications_disabled: JSON.stringify(MARKETING_KINDS) })
      .execute();
  });
  after(() => t.close());

  it('tells a member who asked for it their likes and visitors, once a week', async () => {
    const member = await realMember(app, 'digest');
    const quiet = await realMember(app, 'quiet');
    const notAsked = await realMember(app, 'not-asked');
    const fan = await realMember(app, 'fan');
    await optIn(app, [member.id, quiet.id], ['weekly_updates']);
    // Nobody is around the quiet member: no town, so nobody nearby.
    await app.db
      .updateTable('profile')
      .set({ town_lat: null, town_lon: null })
      .where('user_id', 'in', [quiet.id, member.id])
      .execute();
    for (const target of [member, notAsked]) {
      const liked = await app.inject({
        method: 'POST',
        url: '/api/like.php',
        headers: { cookie: fan.cookie },
        payload: { id: target.id },
      });
      assert.ok(liked.statusCode < 300, liked.body);
      const viewed = await app.inject({
        url: `/api/member.php?id=${target.id}`,
        headers: { cookie: fan.cookie },
      });
      assert.equal(viewed.statusCode, 200);
    }
    await app.backgroundIdle();

    const now = new Date();
    // Two nodes at once: one digest.
    await Promise.all([sendWeeklyDigests(app, now), sendWeeklyDigests(app, now)]);
    const digests = (await mailsTo(app, member.email)).filter((m) => /Your week/.test(m.subject));
    assert.equal(digests.length, 1);
    assert.match(digests[0]!.text, /1 new like/);
    assert.match(digests[0]!.text, /1 member looked at your profile/);
    assert.match(digests[0]!.text, /\/unsubscribe\?member=\d+&kind=weekly_updates&sig=/);
    for (const nobody of [quiet, notAsked])
      assert.equal(
        (await mailsTo(app, nobody.email)).filter((m) => /Your week/.test(m.subject)).length,
        0,
      );

    // Later the same week: nothing more; the next week's comes.
    await sendWeeklyDigests(app, new Date(now.getTime() + 60 * 60 * 1000));
    assert.equal(
      (await mailsTo(app, member.email)).filter((m) => /Your week/.test(m.subject)).length,
      1,
    );
    const nextWeek = new Date(now.getTime() + 7 * 24 * 60 * 60 * 1000);
    assert.notEqual(digestWeek(nextWeek).key, digestWeek(now).key);
  });

  it('counts the members of the kind they look for who were around nearby', async () => {
    const member = await realMember(app, 'near-me');
    const neighbour = await realMember(app, 'neighbour');
    await optIn(app, [member.id], ['weekly_updates']);
    const now = new Date();
    const town = { town_lat: 48.8566, town_lon: 2.3522 };
    await app.db
      .updateTable('profile')
      .set({ ...town, gender: 'male', sexuality: 'hetero', birth_date: '1990-01-01' })
      .where('user_id', '=', member.id)
      .execute();
    // Everyone else is elsewhere, so the count is the neighbour's alone.
    await app.db
      .updateTable('profile')
      .set({ town_lat: -33.86, town_lon: 151.2 })
      .where('user_id', 'not in', [member.id, neighbour.id])
      .execute();
    await app.db
      .updateTable('profile')
      .set({
        town_lat: 48.86,
        town_lon: 2.36,
        gender: 'female',
        birth_date: '1991-01-01',
        last_active: now.toISOString(),
      })
      .where('user_id', '=', neighbour.id)
      .execute();
    await sendWeeklyDigests(app, now);
    const [digest] = (await mailsTo(app, member.email)).filter((m) => /Your week/.test(m.subject));
    assert.ok(digest, 'a digest');
    assert.match(digest.text, /1 member within 50 km was around/);
  });

  it('a week starts on Sunday afternoon and covers the seven days before', () => {
    const sunday = digestWeek(new Date('2026-11-29T17:00:00Z'));
    assert.equal(sunday.key, '2026-11-29');
    assert.equal(sunday.from.toISOString(), '2026-11-22T16:00:00.000Z');
    assert.equal(digestWeek(new Date('2026-11-29T15:59:00Z')).key, '2026-11-22');
    assert.equal(digestWeek(new Date('2026-12-02T09:00:00Z')).key, '2026-11-29');
  });
});
