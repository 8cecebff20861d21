import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, it } from 'node:test';
import { ownProfileResponseSchema, reportQueueSchema } from '@app/shared/contracts';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { errorCodeOf, grantCredits, mailsTo, ownMember } from '../../helpers/accounts';
import { staffMember } from '../../helpers/staff';
import { createTestApp, describeEachDatabase, type TestApp } from '../../helpers/test-app';

// Issue 26 §3: the reports queue. Reports about one member group together, with the member's
// profile and photos and the reporters' own conversations with them (only those); a moderator
// decides them all at once, each reporter hears of it in general words.
describeEachDatabase('back office: the reports queue', (kind) => {
  let t: TestApp;
  let app: FastifyInstance;
  before(async () => {
    t = await createTestApp(kind);
    app = t.app;
  });
  after(() => t.close());

  type Member = Awaited<ReturnType<typeof ownMember>>;
  /** Members of the test's own, one after another (ownMember hands out the next untouched one). */
  const englishMembers = async <L extends string[]>(...labels: L) => {
    const members: Member[] = [];
    for (const label of labels) members.push(await english(label));
    return members as { [K in keyof L]: Member };
  };
  const english = async (label: string) => {
    const member = await ownMember(app, label);
    await app.db
      .updateTable('app_user')
      .set({ language: 'en' })
      .where('id', '=', member.id)
      .execute();
    return member;
  };
  const write = async (from: Member, to: Member, text: string) => {
    await grantCredits(app, from.id, 50);
    const response = await app.inject({
      method: 'POST',
      url: '/api/messages.php',
      headers: { cookie: from.cookie },
      payload: { profile: to.id, text, client_id: randomUUID() },
    });
    assert.equal(response.statusCode, 200, response.body);
  };
  const report = async (from: Member, about: Member, reason: string, remarks?: string) => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/report.php',
      headers: { cookie: from.cookie },
      payload: { profile: about.id, reason, ...(remarks ? { remarks } : {}) },
    });
    assert.equal(response.statusCode, 200, response.body);
  };
  const queue = async (cookie: string) =>
    reportQueueSchema.parse(
      (
        await app.inject({ method: 'GET', url: '/api/backoffice/reports', headers: { cookie } })
      ).json(),
    );
  const decide = (cookie: string, memberId: number, payload: object) =>
    app.inject({
      method: 'POST',
      url: `/api/backoffice/reports/${memberId}`,
      headers: { cookie },
      payload,
    });

  it('groups the reports about a member, with only the reporters’ own conversations', async () => {
    const moderator = await staffMember(app, 'moderator');
    const [reported, first, second, bystander] = await englishMembers(
      'reported',
      'reporter-a',
      'reporter-b',
      'bystander',
    );
    await write(first, reported, 'Hello there');
    await write(reported, first, 'Send me money');
    await write(bystander, reported, 'A private word');
    await report(first, reported, 'harassment');
    await report(second, reported, 'other', 'Asked for my phone number');
    // Two more photos of theirs, after their main one.
    const files = [`reported-${kind}-main.webp`, `reported-${kind}-second.webp`];
    for (const [position, filename] of files.entries()) {
      await app.photoStore.save(
        filename,
        await sharp({ create: { width: 40, height: 40, channels: 3, background: '#888' } })
          .webp()
          .toBuffer(),
      );
      await app.db
        .insertInto('profile_image')
        .values({
          user_id: reported.id,
          filename,
          thumb_filename: filename,
          match_filename: null,
          status: 'active',
          position: position + 1,
          created_at: new Date().toISOString(),
        })
        .execute();
    }

    const { groups } = await queue(moderator.cookie);
    const group = groups.find((g) => g.member.id === reported.id)!;
    assert.ok(group, 'the member is in the queue');
    assert.deepEqual(
      group.reports.map((r) => [r.reporter_id, r.reason, r.remarks]),
      [
        [first.id, 'harassment', null],
        [second.id, 'other', 'Asked for my phone number'],
      ],
    );
    assert.deepEqual(
      group.conversations.map((c) => [c.reporter_id, c.messages.map((m) => m.body)]),
      [[first.id, ['Hello there', 'Send me money']]],
    );
    assert.ok(!JSON.stringify(group).includes('A private word'), 'no one else’s conversation');
    // Their photos as they are: the main one public, the others through staff links (§4).
    assert.deepEqual(
      group.member.photos.map((photo) => photo.url.replace(/\?t=.*/, '')),
      ['/uploads/placeholder.webp', '/api/photo.php', '/api/photo.php'],
    );
    for (const photo of group.member.photos)
      assert.equal(
        (await app.inject({ method: 'GET', url: photo.url })).statusCode,
        200,
        photo.url,
      );
  });

  it('removing the about text closes every report once, audited, and tells each reporter', async () => {
    const moderator = await staffMember(app, 'moderator');
    const [reported, first, second] = await englishMembers('about-reported', 'about-a', 'about-b');
    await app.db
      .updateTable('profile')
      .set({ about: 'Call me on +33 6 12 34 56 78' })
      .where('user_id', '=', reported.id)
      .execute();
    await report(first, reported, 'spam');
    await report(second, reported, 'spam');

    const decided = await decide(moderator.cookie, reported.id, {
      outcome: 'about_removed',
      note: 'Phone number in the text',
    });
    assert.equal(decided.statusCode, 200, decided.body);
    const { profile } = ownProfileResponseSchema.parse(
      (
        await app.inject({
          method: 'GET',
          url: '/api/profile.php',
          headers: { cookie: reported.cookie },
        })
      ).json(),
    );
    assert.equal(profile.about, '');
    const again = await decide(moderator.cookie, reported.id, { outcome: 'dismissed' });
    assert.equal(again.statusCode, 409);
    assert.equal(errorCodeOf(again), 'already_reviewed');
    assert.ok(!(await queue(moderator.cookie)).groups.some((g) => g.member.id === reported.id));

    for (const reporter of [first, second]) {
      const [mail] = await mailsTo(app, reporter.email);
      assert.match(mail!.text, /took action/);
    }
    const audit = await app.db
      .selectFrom('staff_audit')
      .selectAll()
      .where('action', '=', 'reports.decide')
      .where('object_id', '=', String(reported.id))
      .execute();
    assert.equal(audit.length, 1);
    assert.equal(audit[0]!.reason, 'Phone number in the text');
    assert.match(audit[0]!.after_json!, /\+33 6 12 34 56 78/);
  });

  it('a warning mails the member; a dismissal tells the reporter nothing was found', async () => {
    const moderator = await staffMember(app, 'moderator');
    const [warned, dismissed, reporter] = await englishMembers(
      'warned',
      'dismissed',
      'two-reports',
    );
    await report(reporter, warned, 'harassment');
    await report(reporter, dismissed, 'fake_profile');
    assert.equal(
      (await decide(moderator.cookie, warned.id, { outcome: 'warned' })).statusCode,
      200,
    );
    assert.equal(
      (await decide(moderator.cookie, dismissed.id, { outcome: 'dismissed' })).statusCode,
      200,
    );
    const [warning] = await mailsTo(app, warned.email);
    assert.match(warning!.subject, /A warning/);
    const told = (await mailsTo(app, reporter.email)).map((mail) => mail.text);
    assert.ok(told.some((text) => /took action/.test(text)));
    assert.ok(told.some((text) => /found nothing against/.test(text)));
    assert.equal((await mailsTo(app, dismissed.email)).length, 0);
  });

  it('a suspension from the queue needs the power to suspend; support cannot see the queue', async () => {
    const moderator = await staffMember(app, 'moderator');
    const support = await staffMember(app, 'support');
    const [reported, reporter] = await englishMembers('queue-ban', 'queue-ban-r');
    await report(reporter, reported, 'harassment');
    const refused = await app.inject({
      method: 'GET',
      url: '/api/backoffice/reports',
      headers: { cookie: support.cookie },
    });
    assert.equal(refused.statusCode, 403);
    const suspended = await decide(moderator.cookie, reported.id, {
      outcome: 'suspended',
      days: 3,
      reason: 'harassment',
    });
    assert.equal(suspended.statusCode, 200, suspended.body);
    const user = await app.inject({
      method: 'GET',
      url: '/api/user.php',
      headers: { cookie: reported.cookie },
    });
    assert.equal(user.json().user, null, 'logged out');
  });
});
