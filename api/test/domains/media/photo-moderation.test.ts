import assert from 'node:assert/strict';
import { after, before, it } from 'node:test';
import { memberResponseSchema, ownProfileResponseSchema } from '@app/shared/contracts';
import type { FastifyInstance } from 'fastify';
import { errorCodeOf, mailsTo, ownMember } from '../../helpers/accounts';
import { staffMember } from '../../helpers/staff';
import { createTestApp, describeEachDatabase, type TestApp } from '../../helpers/test-app';

// Issue 26 §3: the photo queue. Moderators approve or reject waiting photos, oldest first; the
// member is told in their language and sees the outcome on their profile; every decision is
// audited, once.
describeEachDatabase('back office: photo moderation', (kind) => {
  let t: TestApp;
  let app: FastifyInstance;
  before(async () => {
    t = await createTestApp(kind);
    app = t.app;
  });
  after(() => t.close());

  let uploaded = 0;
  /** A photo waiting for review, uploaded `minutesAgo`. */
  const waitingPhoto = async (userId: number, minutesAgo: number) => {
    uploaded += 1;
    const row = await app.db
      .insertInto('profile_image')
      .values({
        user_id: userId,
        filename: `waiting-${uploaded}.webp`,
        thumb_filename: `waiting-${uploaded}-thumb.webp`,
        match_filename: null,
        status: 'pending',
        position: 10 + uploaded,
        created_at: new Date(Date.now() - minutesAgo * 60_000).toISOString(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  };
  const call = (method: 'GET' | 'POST', url: string, cookie: string, payload?: object) =>
    app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });
  const auditOf = (photoId: number) =>
    app.db
      .selectFrom('staff_audit')
      .selectAll()
      .where('object_type', '=', 'photo')
      .where('object_id', '=', String(photoId))
      .execute();

  it('lists waiting photos oldest first, with how many wait and since when', async () => {
    const moderator = await staffMember(app, 'moderator');
    const member = await ownMember(app, 'queue');
    const newer = await waitingPhoto(member.id, 5);
    const older = await waitingPhoto(member.id, 90);
    const queue = await call('GET', '/api/backoffice/photos', moderator.cookie);
    assert.equal(queue.statusCode, 200);
    const { waiting, oldest_at, photos } = queue.json();
    const ids = photos.map((p: { id: number }) => p.id);
    assert.ok(ids.indexOf(older) < ids.indexOf(newer), 'oldest first');
    assert.ok(waiting >= 2);
    assert.ok(Date.parse(oldest_at) <= Date.now() - 89 * 60_000);
    const listed = photos.find((p: { id: number }) => p.id === older);
    assert.equal(listed.member_id, member.id);
    // A waiting photo is not public (issue 29 §4): moderators see it through a staff link.
    assert.match(listed.url, /^\/api\/photo\.php\?t=/);
    const direct = await app.inject({ method: 'GET', url: `/uploads/${listed.filename}` });
    assert.equal(direct.statusCode, 404);
  });

  it('an approved photo is visible at once; the member hears of it in their language', async () => {
    const moderator = await staffMember(app, 'moderator');
    const member = await ownMember(app, 'approved');
    await app.db
      .updateTable('app_user')
      .set({ language: 'fr' })
      .where('id', '=', member.id)
      .execute();
    // Their only photo: a free viewer sees the main photo alone (spec §6 photo gating).
    await app.db.deleteFrom('profile_image').where('user_id', '=', member.id).execute();
    const photo = await waitingPhoto(member.id, 10);
    const viewer = await ownMember(app, 'viewer');
    const imagesSeen = async () =>
      memberResponseSchema
        .parse((await call('GET', `/api/member.php?id=${member.id}`, viewer.cookie)).json())
        .profile.images.map((image) => image.filename);
    assert.ok(!(await imagesSeen()).includes(`waiting-${uploaded}.webp`));

    const approved = await call(
      'POST',
      `/api/backoffice/photos/${photo}/approve`,
      moderator.cookie,
    );
    assert.equal(approved.statusCode, 200);
    assert.ok((await imagesSeen()).includes(`waiting-${uploaded}.webp`));
    const [mail] = await mailsTo(app, member.email);
    assert.match(mail!.subject, /Votre photo est en ligne/);
    const [entry] = await auditOf(photo);
    assert.equal(entry!.action, 'photo.approve');
    assert.equal(entry!.staff_id, moderator.id);

    // Decided once: a second moderator (or a double click) is told, and nothing is recorded twice.
    const again = await call('POST', `/api/backoffice/photos/${photo}/reject`, moderator.cookie, {
      reason: 'nudity',
    });
    assert.equal(again.statusCode, 409);
    assert.equal(errorCodeOf(again), 'already_reviewed');
    assert.equal((await auditOf(photo)).length, 1);
  });

  it('a rejected photo says why on the member’s profile and by mail; the reason is from the list', async () => {
    const moderator = await staffMember(app, 'moderator');
    const member = await ownMember(app, 'rejected');
    await app.db
      .updateTable('app_user')
      .set({ language: 'en' })
      .where('id', '=', member.id)
      .execute();
    const photo = await waitingPhoto(member.id, 10);
    const unknown = await call('POST', `/api/backoffice/photos/${photo}/reject`, moderator.cookie, {
      reason: 'ugly',
    });
    assert.equal(unknown.statusCode, 400);
    assert.equal((await auditOf(photo)).length, 0);

    const rejected = await call(
      'POST',
      `/api/backoffice/photos/${photo}/reject`,
      moderator.cookie,
      {
        reason: 'contact_details',
      },
    );
    assert.equal(rejected.statusCode, 200);
    const { profile } = ownProfileResponseSchema.parse(
      (await call('GET', '/api/profile.php', member.cookie)).json(),
    );
    const own = profile.photos.find((p) => p.id === photo)!;
    assert.equal(own.status, 'rejected');
    assert.equal(own.rejection_reason, 'contact_details');
    const [mail] = await mailsTo(app, member.email);
    assert.match(mail!.subject, /was not approved/);
    assert.match(mail!.text, /contact details/);
    const [entry] = await auditOf(photo);
    assert.equal(entry!.reason, 'contact_details');
  });

  it('two moderators deciding one photo at the same time: one decision, one mail, one audit row', async () => {
    const [first, second] = await Promise.all([
      staffMember(app, 'moderator'),
      staffMember(app, 'owner'),
    ]);
    const member = await ownMember(app, 'raced');
    const photo = await waitingPhoto(member.id, 3);
    const answers = await Promise.all([
      call('POST', `/api/backoffice/photos/${photo}/approve`, first.cookie),
      call('POST', `/api/backoffice/photos/${photo}/reject`, second.cookie, { reason: 'other' }),
    ]);
    assert.deepEqual(answers.map((a) => a.statusCode).sort(), [200, 409]);
    assert.equal((await auditOf(photo)).length, 1);
    assert.equal((await mailsTo(app, member.email)).length, 1);
  });
});
