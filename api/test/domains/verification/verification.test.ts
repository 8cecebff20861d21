import assert from 'node:assert/strict';
import fs from 'node:fs/promises';
import { after, before, it } from 'node:test';
import {
  VERIFICATION_ATTEMPTS_PER_DAY,
  membersResponseSchema,
  verificationAttemptSchema,
  verificationQueueSchema,
  verificationResponseSchema,
} from '@app/shared/contracts';
import { z } from 'zod';
import { embeddedFaceModel } from '../../../src/domains/verification/face-model';
import { ownMember, errorCodeOf, realMember, setBalance } from '../../helpers/accounts';
import {
  lookalikePhoto,
  manProfilePhoto,
  manStill,
  manTurningLeft,
  manTurningRight,
  someoneElse,
  strangerFrames,
} from '../../helpers/faces';
import { staffMember } from '../../helpers/staff';
import { createTestApp, describeEachDatabase, type TestApp } from '../../helpers/test-app';
import { multipart } from '../../helpers/multipart';

// Issue 29 §3: photo verification with the real face model (@vladmandic/human, its models in
// the package), on faces cut from the package's own sample pictures (helpers/faces.ts).

const attemptAnswer = z.object({ attempt: verificationAttemptSchema });

before(async () => {
  // The model's readings of the fixture faces, printed: what the thresholds were set against.
  const model = embeddedFaceModel();
  const started = performance.now();
  await model.ready();
  const loadMs = performance.now() - started;
  const [profile] = await model.faces(await manProfilePhoto());
  const timed = performance.now();
  const frames = await Promise.all((await manTurningLeft()).map((frame) => model.faces(frame)));
  const perFrame = (performance.now() - timed) / frames.length;
  const [stranger] = await model.faces(await someoneElse(1));
  console.log(
    `face model: loaded in ${Math.round(loadMs)} ms, ${Math.round(perFrame)} ms a frame; ` +
      `his frames' yaw ${frames.map((f) => f[0]?.yaw.toFixed(2)).join(' ')}; ` +
      `likeness with his photo ${frames.map((f) => model.similarity(f[0]!.embedding, profile!.embedding).toFixed(2)).join(' ')}; ` +
      `a stranger's ${model.similarity(stranger!.embedding, profile!.embedding).toFixed(2)}`,
  );
});

describeEachDatabase('photo verification', (kind) => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp(kind);
  });
  after(() => t.close());

  /** A member whose only profile photo is `photo`, approved. */
  const memberWithPhoto = async (label: string, photo: Buffer) => {
    const member = await ownMember(t.app, label);
    await t.app.db.deleteFrom('profile_image').where('user_id', '=', member.id).execute();
    const { payload, headers } = multipart(photo);
    const uploaded = await t.app.inject({
      method: 'POST',
      url: '/api/photos.php',
      payload,
      headers: { cookie: member.cookie, ...headers },
    });
    assert.equal(uploaded.statusCode, 200, uploaded.body);
    await t.app.photoScreening.idle();
    await t.app.photoScreening.drain();
    await t.app.db
      .updateTable('profile_image')
      .set({ status: 'active' })
      .where('user_id', '=', member.id)
      .execute();
    return member;
  };
  const start = (cookie: string) =>
    t.app.inject({ method: 'POST', url: '/api/verification.php', headers: { cookie } });
  const sendFrames = (cookie: string, id: number, frames: Buffer[]) => {
    const { payload, headers } = multipart(frames, { field: 'frame' });
    return t.app.inject({
      method: 'PUT',
      url: `/api/verification.php?id=${id}`,
      payload,
      headers: { cookie, ...headers },
    });
  };
  const statusOf = async (cookie: string) =>
    verificationResponseSchema.parse(
      (
        await t.app.inject({ method: 'GET', url: '/api/verification.php', headers: { cookie } })
      ).json(),
    );
  /** Starts an attempt, follows its challenge with `frames` (or the right turn), checks it. */
  const verify = async (cookie: string, frames?: Buffer[]): Promise<{ id: number; ms: number }> => {
    const started = await start(cookie);
    assert.equal(started.statusCode, 200, started.body);
    const { attempt } = attemptAnswer.parse(started.json());
    assert.equal(attempt.status, 'challenged');
    const followed =
      frames ??
      (attempt.challenge === 'turn_left' ? await manTurningLeft() : await manTurningRight());
    const sent = await sendFrames(cookie, attempt.id, followed);
    assert.equal(sent.statusCode, 200, sent.body);
    assert.equal(attemptAnswer.parse(sent.json()).attempt.status, 'checking');
    const timed = performance.now();
    await t.app.verificationChecks.drain();
    return { id: attempt.id, ms: performance.now() - timed };
  };
  const storedFrames = async () =>
    (await fs.readdir(t.config.uploadsDir)).filter((file) => file.startsWith('verify-'));

  it('verifies the member whose face it is; the badge shows on their card', async () => {
    const member = await memberWithPhoto('verified', await manProfilePhoto());
    assert.equal((await statusOf(member.cookie)).verified_at, null);
    const { ms } = await verify(member.cookie);
    console.log(`a verification checked in ${Math.round(ms)} ms (6 frames, 1 profile photo)`);
    const status = await statusOf(member.cookie);
    assert.equal(status.attempt?.status, 'verified', JSON.stringify(status));
    assert.ok(status.verified_at);
    // Decided: the frames are gone.
    assert.deepEqual(await storedFrames(), []);
    const viewer = await ownMember(t.app, 'viewer');
    const search = membersResponseSchema.parse(
      (
        await t.app.inject({
          method: 'GET',
          url: '/api/members.php?verified=1&limit=50',
          headers: { cookie: viewer.cookie },
        })
      ).json(),
    );
    assert.ok(search.results.some((card) => card.id === member.id && card.verified));
    assert.ok(search.results.every((card) => card.verified));
  });

  it('refuses a different face, and a challenge not followed', async () => {
    // Someone using his photos, filmed as themselves.
    const catfish = await memberWithPhoto('catfish', await manProfilePhoto());
    await verify(catfish.cookie, await strangerFrames());
    const refused = await statusOf(catfish.cookie);
    assert.equal(refused.attempt?.status, 'refused');
    assert.equal(refused.attempt?.reason, 'face_mismatch');
    assert.equal(refused.verified_at, null);

    const still = await memberWithPhoto('still', await manProfilePhoto());
    await verify(still.cookie, await manStill());
    const notSeen = await statusOf(still.cookie);
    assert.deepEqual(
      [notSeen.attempt?.status, notSeen.attempt?.reason],
      ['refused', 'challenge_not_seen'],
    );
    assert.deepEqual(await storedFrames(), []);
  });

  it('leaves a doubtful case to a moderator, who sees the frames that nobody else can', async () => {
    // A profile photo the model finds like him, not enough to decide alone.
    const member = await memberWithPhoto('doubtful', await lookalikePhoto());
    const { id } = await verify(member.cookie);
    const status = await statusOf(member.cookie);
    assert.equal(status.attempt?.status, 'review', JSON.stringify(status));
    const frames = await storedFrames();
    assert.equal(frames.length, 6);
    // Never under /uploads/, however spelled.
    for (const url of [`/uploads/${frames[0]}`, `/uploads/%76${frames[0]!.slice(1)}`])
      assert.equal((await t.app.inject({ method: 'GET', url })).statusCode, 404, url);

    const moderator = await staffMember(t.app, 'moderator');
    const queue = verificationQueueSchema.parse(
      (
        await t.app.inject({
          method: 'GET',
          url: '/api/backoffice/verifications',
          headers: { cookie: moderator.cookie },
        })
      ).json(),
    );
    const waiting = queue.attempts.find((attempt) => attempt.id === id);
    assert.ok(waiting);
    assert.equal(waiting.frames, 6);
    assert.equal(waiting.photos.length, 1);
    // The profile photos to compare, each through a staff link (issue 29 §4).
    assert.equal(waiting.photo_urls?.length, 1);
    const photo = await t.app.inject({ method: 'GET', url: waiting.photo_urls![0]! });
    assert.equal(photo.statusCode, 200);
    const frame = await t.app.inject({
      method: 'GET',
      url: `/api/backoffice/verifications/${id}/frames/0`,
      headers: { cookie: moderator.cookie },
    });
    assert.equal(frame.statusCode, 200);
    assert.equal(frame.headers['content-type'], 'image/jpeg');
    // A member cannot.
    const asMember = await t.app.inject({
      method: 'GET',
      url: `/api/backoffice/verifications/${id}/frames/0`,
      headers: { cookie: member.cookie },
    });
    assert.notEqual(asMember.statusCode, 200);

    const approve = () =>
      t.app.inject({
        method: 'POST',
        url: `/api/backoffice/verifications/${id}/approve`,
        headers: { cookie: moderator.cookie },
        payload: {},
      });
    // Meanwhile, a new account's first message waits out the quarantine (issue 49 §1)…
    await t.app.db
      .updateTable('app_user')
      .set({ signup_date: new Date(Date.now() - 60 * 60_000).toISOString(), paid_user: 1 })
      .where('id', '=', member.id)
      .execute();
    await t.app.db
      .updateTable('profile')
      .set({ fictional: 0 })
      .where('user_id', '=', member.id)
      .execute();
    await setBalance(t.app, member.id, 20);
    const written = await realMember(t.app, 'written-to');
    const sent = await t.app.inject({
      method: 'POST',
      url: '/api/messages.php',
      headers: { cookie: member.cookie },
      payload: { client_id: `held-${Date.now().toString(36)}`, profile: written.id, text: 'Hi!' },
    });
    assert.equal(sent.statusCode, 200, sent.body);
    const heldUntil = async () =>
      (
        await t.app.db
          .selectFrom('message')
          .select('held_until')
          .where('sender_id', '=', member.id)
          .executeTakeFirstOrThrow()
      ).held_until;
    assert.ok((await heldUntil())! > new Date().toISOString());

    const [first, second] = await Promise.all([approve(), approve()]);
    assert.deepEqual([first.statusCode, second.statusCode].sort(), [200, 409]);
    assert.ok((await statusOf(member.cookie)).verified_at);
    // …and goes once the photos are verified: due now, for the sweep to deliver.
    assert.ok((await heldUntil())! <= new Date().toISOString());
    assert.deepEqual(await storedFrames(), []);
    const audit = await t.app.db
      .selectFrom('staff_audit')
      .select('action')
      .where('action', '=', 'verification.approve')
      .execute();
    assert.equal(audit.length, 1);
  });

  it('asks for a photo first, takes frames only in time, and limits attempts', async () => {
    const member = await ownMember(t.app, 'nophoto');
    await t.app.db.deleteFrom('profile_image').where('user_id', '=', member.id).execute();
    const noPhoto = await start(member.cookie);
    assert.equal(noPhoto.statusCode, 409);
    assert.equal(errorCodeOf(noPhoto), 'verification_needs_photo');

    const late = await memberWithPhoto('late', await manProfilePhoto());
    const { attempt } = attemptAnswer.parse((await start(late.cookie)).json());
    await t.app.db
      .updateTable('verification')
      .set({ created_at: new Date(Date.now() - 6 * 60_000).toISOString() })
      .where('id', '=', attempt.id)
      .execute();
    const tooLate = await sendFrames(late.cookie, attempt.id, await manTurningLeft());
    assert.equal(tooLate.statusCode, 409);
    assert.equal(errorCodeOf(tooLate), 'verification_expired');
    assert.deepEqual(await storedFrames(), [], 'nothing kept of a refused upload');
    // Not someone else's attempt either.
    const other = await memberWithPhoto('other', await manProfilePhoto());
    const { attempt: theirs } = attemptAnswer.parse((await start(other.cookie)).json());
    assert.equal(
      (await sendFrames(late.cookie, theirs.id, await manTurningLeft())).statusCode,
      409,
    );

    for (let made = 2; made <= VERIFICATION_ATTEMPTS_PER_DAY; made += 1)
      assert.equal((await start(late.cookie)).statusCode, 200);
    const over = await start(late.cookie);
    assert.equal(over.statusCode, 429);
    assert.equal(errorCodeOf(over), 'verification_limit');
  });
});
