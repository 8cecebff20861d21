import assert from 'node:assert/strict';
import { after, before, it } from 'node:test';
import {
  messagesResponseSchema,
  operatorConversationSchema,
  operatorQueueSchema,
  photoLinksSchema,
  sendMessageResponseSchema,
} from '@app/shared/contracts';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import {
  OPERATOR_HOLD_MS,
  operatorsAnswer,
  takeConversation,
} from '../../../src/domains/chat/operator-desk';
import { errorCodeOf, grantCredits, ownMember } from '../../helpers/accounts';
import { untouchedMembers } from '../../helpers/members';
import { staffMember } from '../../helpers/staff';
import { createTestApp, describeEachDatabase, type TestApp } from '../../helpers/test-app';

// Issue 28 §3: operators answer, as the site's operated profiles, the members who write to them;
// they never see one member writing to another.
describeEachDatabase('back office: operators answer as operated profiles', (kind) => {
  let t: TestApp;
  let app: FastifyInstance;
  let sent = 0;
  before(async () => {
    t = await createTestApp(kind);
    app = t.app;
  });
  after(() => t.close());

  const get = (url: string, cookie: string) =>
    app.inject({ method: 'GET', url, headers: { cookie } });
  const post = (url: string, cookie: string, payload?: object) =>
    app.inject({ method: 'POST', url, headers: { cookie }, ...(payload ? { payload } : {}) });
  const queueOf = async (cookie: string) => {
    const response = await get('/api/backoffice/operator/queue', cookie);
    assert.equal(response.statusCode, 200, response.body);
    return operatorQueueSchema.parse(response.json());
  };
  const conversationPath = (id: number) => `/api/backoffice/operator/conversations/${id}`;

  /** A real member (not one the site operates), logged in, with credits to write. */
  async function realMember(label: string) {
    const member = await ownMember(app, label);
    await app.db
      .updateTable('profile')
      .set({ fictional: 0 })
      .where('user_id', '=', member.id)
      .execute();
    await grantCredits(app, member.id, 100);
    return member;
  }
  /** One of the site's operated profiles nobody wrote to yet. */
  async function operatedProfile() {
    const [id] = (await untouchedMembers(app, 1)) as [number];
    await app.db.updateTable('profile').set({ fictional: 1 }).where('user_id', '=', id).execute();
    // Taken out of the untouched ones: the next call gets another.
    await app.db
      .updateTable('app_user')
      .set({ email: `operated-${id}@x.test` })
      .where('id', '=', id)
      .execute();
    return id;
  }
  async function write(cookie: string, profile: number, text: string) {
    sent += 1;
    const response = await post('/api/messages.php', cookie, {
      profile,
      text,
      client_id: `operator-test-${sent}`,
    });
    assert.equal(response.statusCode, 200, response.body);
    return sendMessageResponseSchema.parse(response.json()).message;
  }

  it('lists only conversations with operated profiles, the longest wait first; other roles are refused', async () => {
    const operator = await staffMember(app, 'operator');
    const first = await realMember('waits-first');
    const second = await realMember('waits-second');
    const profile = await operatedProfile();
    const other = await operatedProfile();
    const one = await write(first.cookie, profile, 'Hello there');
    await write(second.cookie, other, 'Hi!');
    // Two members writing to each other: never an operator's business.
    const third = await realMember('private');
    const private_ = await write(second.cookie, third.id, 'Just between us');

    const queue = await queueOf(operator.cookie);
    const ids = queue.conversations.map((c) => c.conversation_id);
    assert.ok(ids.includes(one.conversation_id));
    assert.ok(!ids.includes(private_.conversation_id), 'a member-to-member conversation is listed');
    const waiting = queue.conversations.filter((c) => [profile, other].includes(c.profile.id));
    assert.deepEqual(
      waiting.map((c) => c.member.id),
      [first.id, second.id],
      'the longest wait first',
    );
    assert.equal(waiting[0]!.last_text, 'Hello there');
    assert.equal(queue.figures.waiting, queue.conversations.length);
    assert.ok(queue.figures.oldest_seconds !== null);

    const detail = await get(conversationPath(private_.conversation_id), operator.cookie);
    assert.equal(detail.statusCode, 404, 'an operator reads a member-to-member conversation');
    assert.equal(
      (await post(`${conversationPath(private_.conversation_id)}/hold`, operator.cookie))
        .statusCode,
      404,
    );

    const support = await staffMember(app, 'support');
    assert.equal((await get('/api/backoffice/operator/queue', support.cookie)).statusCode, 403);
    assert.equal((await get('/api/backoffice/complaints', operator.cookie)).statusCode, 403);
    // The member site does not open the back office's API.
    assert.equal((await get('/api/backoffice/operator/queue', first.cookie)).statusCode, 401);
  });

  it('of two operators taking a conversation at once, one holds it; only they may answer', async () => {
    const [ann, bob] = await Promise.all([
      staffMember(app, 'operator'),
      staffMember(app, 'operator'),
    ]);
    const member = await realMember('held');
    const message = await write(member.cookie, await operatedProfile(), 'Anyone there?');
    const path = conversationPath(message.conversation_id);
    const takes = await Promise.all([
      post(`${path}/hold`, ann.cookie),
      post(`${path}/hold`, bob.cookie),
    ]);
    assert.deepEqual(takes.map((r) => r.statusCode).sort(), [200, 409]);
    const [winner, loser] = takes[0]!.statusCode === 200 ? [ann, bob] : [bob, ann];
    const refused = takes.find((r) => r.statusCode === 409)!;
    assert.equal(errorCodeOf(refused), 'held_by_other');

    const fromLoser = await post(`${path}/answers`, loser.cookie, {
      text: 'Me too',
      client_id: 'loser-answer-1',
    });
    assert.equal(fromLoser.statusCode, 409);
    assert.equal(errorCodeOf(fromLoser), 'hold_lost');
    const seen = operatorConversationSchema.parse((await get(path, loser.cookie)).json());
    assert.equal(seen.held_by_other, winner.email);
    assert.equal(seen.held_until, null);
    // The queue says who is on it.
    const listed = (await queueOf(loser.cookie)).conversations.find(
      (c) => c.conversation_id === message.conversation_id,
    )!;
    assert.equal(listed.held_by, winner.email);
    assert.equal(listed.held_by_me, false);
    assert.equal(
      (await post(`${path}/answers`, winner.cookie, { text: 'Yes!', client_id: 'winner-answer-1' }))
        .statusCode,
      200,
    );
  });

  it('a hold that ran out is taken by the next operator', async () => {
    const [ann, bob] = await Promise.all([
      staffMember(app, 'operator'),
      staffMember(app, 'operator'),
    ]);
    const member = await realMember('expired');
    const message = await write(member.cookie, await operatedProfile(), 'Still there?');
    const long_ago = new Date(Date.now() - OPERATOR_HOLD_MS - 1000);
    await takeConversation(app.db, ann.id, message.conversation_id, long_ago);
    const path = conversationPath(message.conversation_id);
    assert.equal((await post(`${path}/hold`, bob.cookie)).statusCode, 200);
    const late = await post(`${path}/answers`, ann.cookie, {
      text: 'Sorry',
      client_id: 'late-ann-1',
    });
    assert.equal(errorCodeOf(late), 'hold_lost');
  });

  it('answers as the profile: the member gets it, the wait leaves the queue and counts, the audit keeps it', async () => {
    const operator = await staffMember(app, 'operator');
    const member = await realMember('answered');
    const profile = await operatedProfile();
    const message = await write(member.cookie, profile, 'Do you like hiking?');
    const path = conversationPath(message.conversation_id);
    assert.equal((await post(`${path}/hold`, operator.cookie)).statusCode, 200);
    const detail = operatorConversationSchema.parse((await get(path, operator.cookie)).json());
    assert.equal(detail.member.id, member.id);
    assert.equal(detail.profile.id, profile);
    assert.ok(detail.held_until !== null);
    assert.deepEqual(
      detail.messages.map((m) => [m.from, m.text]),
      [['member', 'Do you like hiking?']],
    );
    const eventsBefore = await app.db
      .selectFrom('member_event')
      .select((eb) => eb.fn.max('id').as('id'))
      .executeTakeFirstOrThrow();

    const answer = { text: 'I love it, every weekend!', client_id: 'hiking-answer-1' };
    const answered = await post(`${path}/answers`, operator.cookie, answer);
    assert.equal(answered.statusCode, 200, answered.body);
    // A resend (a double click, a retry) stores nothing more.
    const again = await post(`${path}/answers`, operator.cookie, answer);
    assert.equal(again.statusCode, 200);
    assert.equal(again.json().message_id, answered.json().message_id);

    const thread = messagesResponseSchema.parse(
      (
        await get(`/api/messages.php?conversation=${message.conversation_id}`, member.cookie)
      ).json(),
    );
    const fromProfile = thread.messages.filter((m) => !m.from_me);
    assert.deepEqual(
      fromProfile.map((m) => m.text),
      ['I love it, every weekend!'],
    );
    // Announced to the member's streams like any message.
    const events = await app.db
      .selectFrom('member_event')
      .select(['user_id', 'type'])
      .where('id', '>', Number(eventsBefore.id ?? 0))
      .where('user_id', '=', member.id)
      .execute();
    assert.deepEqual(
      events.map((e) => e.type),
      ['message'],
    );

    const queue = await queueOf(operator.cookie);
    assert.ok(!queue.conversations.some((c) => c.conversation_id === message.conversation_id));
    assert.ok(
      queue.figures.answers_last_hour.some(
        (row) => row.staff_email === operator.email && row.answers >= 1,
      ),
    );
    assert.ok(queue.figures.median_answer_seconds !== null);
    // The hold ended with the answer: the member's next message waits for anyone.
    assert.equal(
      operatorConversationSchema.parse((await get(path, operator.cookie)).json()).held_until,
      null,
    );
    const audit = await app.db
      .selectFrom('staff_audit')
      .select(['action', 'object_id', 'after_json'])
      .where('staff_id', '=', operator.id)
      .where('action', 'like', 'operator.%')
      .execute();
    assert.deepEqual(
      audit.map((row) => [row.action, row.object_id]),
      [['operator.answer', String(message.conversation_id)]],
    );
    assert.match(audit[0]!.after_json!, /every weekend/);
  });

  it('answers with a gift, never with another member’s photo', async () => {
    const operator = await staffMember(app, 'operator');
    const member = await realMember('gifted');
    const profile = await operatedProfile();
    const message = await write(member.cookie, profile, 'A gift for you?');
    const path = conversationPath(message.conversation_id);
    await post(`${path}/hold`, operator.cookie);
    const someoneElses = await app.db
      .selectFrom('profile_image')
      .select('id')
      .where('user_id', '!=', profile)
      .where('status', '=', 'active')
      .executeTakeFirst();
    if (someoneElses) {
      const photo = await post(`${path}/answers`, operator.cookie, {
        photo: someoneElses.id,
        client_id: 'photo-answer-1',
      });
      assert.equal(photo.statusCode, 404);
      assert.equal(errorCodeOf(photo), 'photo_unavailable');
    }
    const both = await post(`${path}/answers`, operator.cookie, {
      text: 'Hi',
      gift: 'rose',
      client_id: 'two-parts-1',
    });
    assert.equal(both.statusCode, 400, 'one of text, photo or gift');
    const gift = await post(`${path}/answers`, operator.cookie, {
      gift: 'rose',
      client_id: 'gift-answer-1',
    });
    assert.equal(gift.statusCode, 200, gift.body);
    const thread = messagesResponseSchema.parse(
      (
        await get(`/api/messages.php?conversation=${message.conversation_id}`, member.cookie)
      ).json(),
    );
    assert.equal(thread.messages.find((m) => !m.from_me)?.attachment?.type, 'gift');
  });

  it('answers with one of the profile’s own photos, its size read from the stored file', async () => {
    const operator = await staffMember(app, 'operator');
    const member = await realMember('photo');
    const profile = await operatedProfile();
    const message = await write(member.cookie, profile, 'Send me a photo?');
    const filename = `operator-test-${kind}-${Date.now()}.webp`;
    await app.photoStore.save(
      filename,
      await sharp({
        create: { width: 300, height: 400, channels: 3, background: { r: 200, g: 80, b: 90 } },
      })
        .webp()
        .toBuffer(),
    );
    const image = await app.db
      .insertInto('profile_image')
      .values({
        user_id: profile,
        filename,
        thumb_filename: filename,
        match_filename: null,
        status: 'active',
        position: 9,
        created_at: new Date().toISOString(),
        rejection_reason: null,
        reviewed_at: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const path = conversationPath(message.conversation_id);
    await post(`${path}/hold`, operator.cookie);
    const offered = operatorConversationSchema.parse((await get(path, operator.cookie)).json());
    assert.ok(offered.profile.photos.some((photo) => photo.id === image.id));
    const sentPhoto = await post(`${path}/answers`, operator.cookie, {
      photo: image.id,
      client_id: 'photo-answer-2',
    });
    assert.equal(sentPhoto.statusCode, 200, sentPhoto.body);
    const thread = messagesResponseSchema.parse(
      (
        await get(`/api/messages.php?conversation=${message.conversation_id}`, member.cookie)
      ).json(),
    );
    const answer = thread.messages.find((m) => !m.from_me);
    assert.deepEqual(answer?.attachment, {
      type: 'photo',
      filename,
      thumb_filename: filename,
      width: 300,
      height: 400,
    });
    // The operator saw it through a staff link (it is not the profile's main photo, so not
    // public), and the member opens it through the chat's links like any chat photo (§4).
    const picked = offered.profile.photos.find((photo) => photo.id === image.id)!;
    assert.equal((await get(picked.thumb_url!, '')).statusCode, 200);
    assert.equal((await get(`/uploads/${filename}`, '')).statusCode, 404);
    const links = await get(`/api/photo-links.php?message=${answer!.id}`, member.cookie);
    assert.equal(links.statusCode, 200, links.body);
    const opened = await get(photoLinksSchema.parse(links.json()).url, '');
    assert.equal(opened.statusCode, 200);
    assert.equal(opened.headers['content-type'], 'image/webp');
  });

  it('keeps notes about the member for the next operator', async () => {
    const [ann, bob] = await Promise.all([
      staffMember(app, 'operator'),
      staffMember(app, 'operator'),
    ]);
    const member = await realMember('noted');
    const message = await write(member.cookie, await operatedProfile(), 'I am a nurse');
    const path = conversationPath(message.conversation_id);
    assert.equal(
      (await post(`${path}/notes`, ann.cookie, { body: 'Nurse, works nights.' })).statusCode,
      200,
    );
    assert.equal((await post(`${path}/notes`, ann.cookie, { body: '   ' })).statusCode, 400);
    const seen = operatorConversationSchema.parse((await get(path, bob.cookie)).json());
    assert.deepEqual(
      seen.notes.map((note) => [note.body, note.staff_email]),
      [['Nurse, works nights.', ann.email]],
    );
  });

  it('the demo responder stands aside while an operator is on duty or holds the conversation', async () => {
    const operator = await staffMember(app, 'operator');
    const member = await realMember('duty');
    const message = await write(member.cookie, await operatedProfile(), 'Hello?');
    const duty = (on: boolean) => post('/api/backoffice/operator/duty', operator.cookie, { on });
    assert.equal(await operatorsAnswer(app.db, message.conversation_id), false);
    assert.equal((await duty(true)).statusCode, 200);
    assert.equal((await queueOf(operator.cookie)).on_duty, true);
    assert.equal(await operatorsAnswer(app.db, message.conversation_id), true);
    assert.equal((await duty(false)).statusCode, 200);
    assert.equal(await operatorsAnswer(app.db, message.conversation_id), false);
    await post(`${conversationPath(message.conversation_id)}/hold`, operator.cookie);
    assert.equal(await operatorsAnswer(app.db, message.conversation_id), true);
  });
  it('an operator given profiles answers only those; one given none answers all; the queue says whose they are', async () => {
    const owner = (await staffMember(app, 'owner')).cookie;
    const anna = await staffMember(app, 'operator');
    const ben = await staffMember(app, 'operator');
    const anyone = await staffMember(app, 'operator');
    const member = await realMember('assigned');
    const annas = await operatedProfile();
    const bens = await operatedProfile();
    const toAnna = await write(member.cookie, annas, 'For Anna’s profile');
    const toBen = await write(member.cookie, bens, 'For Ben’s profile');
    const assign = (profile: number, staffIds: number[]) =>
      app.inject({
        method: 'PUT',
        url: `/api/backoffice/operated-profiles/${profile}/operators`,
        headers: { cookie: owner },
        payload: { staff_ids: staffIds },
      });
    assert.equal((await assign(annas, [anna.id])).statusCode, 200);
    assert.equal((await assign(bens, [ben.id])).statusCode, 200);
    // Only operators answer: an owner or a moderator cannot be given a profile.
    const moderator = await staffMember(app, 'moderator');
    const refused = await assign(annas, [anna.id, moderator.id]);
    assert.equal(refused.statusCode, 400, refused.body);

    const waitingFor = async (cookie: string) =>
      (await queueOf(cookie)).conversations.filter((row) =>
        [toAnna.conversation_id, toBen.conversation_id].includes(row.conversation_id),
      );
    const annasQueue = await waitingFor(anna.cookie);
    assert.deepEqual(
      annasQueue.map((row) => [row.conversation_id, row.assigned_to]),
      [[toAnna.conversation_id, [anna.email]]],
    );
    assert.deepEqual(
      (await waitingFor(anyone.cookie)).map((row) => row.conversation_id).sort(),
      [toAnna.conversation_id, toBen.conversation_id].sort(),
    );
    // Ben's profile's conversation is not Anna's to take, read or answer.
    const take = await post(`${conversationPath(toBen.conversation_id)}/hold`, anna.cookie);
    assert.equal(take.statusCode, 403);
    assert.equal(errorCodeOf(take), 'not_assigned');
    assert.equal((await get(conversationPath(toBen.conversation_id), anna.cookie)).statusCode, 403);
    assert.equal(
      (await post(`${conversationPath(toAnna.conversation_id)}/hold`, anna.cookie)).statusCode,
      200,
    );
    // Given back to anyone: every operator answers it again.
    assert.equal((await assign(bens, [])).statusCode, 200);
    assert.equal(
      (await post(`${conversationPath(toBen.conversation_id)}/hold`, anyone.cookie)).statusCode,
      200,
    );
    const audit = await app.db
      .selectFrom('staff_audit')
      .select('action')
      .where('object_id', '=', String(bens))
      .where('action', '=', 'operated_profile.operators')
      .execute();
    assert.equal(audit.length, 2);
  });
});
