import assert from 'node:assert/strict';
import { after, before, it } from 'node:test';
import type { InjectOptions } from 'fastify';
import {
  apiErrorSchema,
  blocksResponseSchema,
  memberResponseSchema,
  chatsResponseSchema,
  membersResponseSchema,
  sendMessageResponseSchema,
} from '@app/shared/contracts';
import { grantCredits, ownMember } from '../../helpers/accounts';
import { nameOf } from '../../helpers/members';
import { createTestApp, describeEachDatabase, type TestApp } from '../../helpers/test-app';

let sequence = 0;
const clientId = () => `blk-${Date.now().toString(36)}-${(sequence++).toString(36)}`;

describeEachDatabase('block and report', (kind) => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp(kind);
  });
  after(() => t.close());

  const inject = (options: InjectOptions) => t.app.inject(options);
  const as = (cookie: string, method: InjectOptions['method'], url: string, payload?: object) =>
    inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });
  const chatIds = async (cookie: string) =>
    chatsResponseSchema
      .parse((await as(cookie, 'GET', '/api/chats.php')).json())
      .chats.map((chat) => chat.conversation.id);

  it('a blocked member loses the profile, the conversation and the way to write', async () => {
    const blocker = await ownMember(t.app, 'blocker');
    const pest = await ownMember(t.app, 'pest');
    await grantCredits(t.app, pest.id, 10);
    await grantCredits(t.app, blocker.id, 10);
    const first = await as(pest.cookie, 'POST', '/api/messages.php', {
      profile: blocker.id,
      text: 'Hey',
      client_id: clientId(),
    });
    const { conversation_id } = sendMessageResponseSchema.parse(first.json()).message;
    assert.ok((await chatIds(blocker.cookie)).includes(conversation_id));
    const name = await nameOf(t.app, blocker.id);

    assert.equal(
      (await as(blocker.cookie, 'POST', '/api/block.php', { profile: pest.id })).statusCode,
      200,
    );
    // Twice is the same as once.
    assert.equal(
      (await as(blocker.cookie, 'POST', '/api/block.php', { profile: pest.id })).statusCode,
      200,
    );
    const blocks = blocksResponseSchema.parse(
      (await as(blocker.cookie, 'GET', '/api/block.php')).json(),
    );
    assert.deepEqual(blocks.blocked, [pest.id]);
    // The settings' blocked list names them (issue 25 §2).
    const pestName = await nameOf(t.app, pest.id);
    assert.deepEqual(
      blocks.members.map((m) => [m.id, m.name]),
      [[pest.id, pestName]],
    );
    // The blocker still sees the profile, saying they blocked them; the blocked member does not.
    const seen = await as(blocker.cookie, 'GET', `/api/member.php?id=${pest.id}`);
    assert.equal(seen.statusCode, 200);
    assert.equal(memberResponseSchema.parse(seen.json()).profile.blocked_by_me, true);

    // To the blocked member, the blocker is simply not there: no name, no reason (issue 49 §8).
    const profile = await as(pest.cookie, 'GET', `/api/member.php?id=${blocker.id}`);
    assert.equal(profile.statusCode, 404);
    const error = apiErrorSchema.parse(profile.json()).error;
    assert.equal(error.code, 'not_found');
    assert.ok(!profile.body.includes(name), 'the blocker is not named');

    for (const body of [
      { conversation: conversation_id, text: 'Still there?', client_id: clientId() },
      { profile: blocker.id, text: 'New chat?', client_id: clientId() },
    ]) {
      const refused = await as(pest.cookie, 'POST', '/api/messages.php', body);
      assert.equal(refused.statusCode, 404, JSON.stringify(body));
      assert.equal(apiErrorSchema.parse(refused.json()).error.code, 'not_found');
      assert.ok(!refused.body.includes(name), 'the blocker is not named');
    }
    // The blocker cannot write either, and neither list shows the conversation.
    const own = await as(blocker.cookie, 'POST', '/api/messages.php', {
      conversation: conversation_id,
      text: 'x',
      client_id: clientId(),
    });
    assert.equal(own.statusCode, 404);
    assert.ok(!(await chatIds(pest.cookie)).includes(conversation_id));
    assert.ok(!(await chatIds(blocker.cookie)).includes(conversation_id));
    assert.equal(
      (await as(pest.cookie, 'GET', `/api/messages.php?conversation=${conversation_id}`))
        .statusCode,
      404,
    );
    // Nothing was charged for the refused sends.
    const credits = (
      await t.app.db
        .selectFrom('app_user')
        .select('credits')
        .where('id', '=', pest.id)
        .executeTakeFirstOrThrow()
    ).credits;
    assert.equal(credits, 9);

    // Unblocking brings it all back.
    assert.equal(
      (await as(blocker.cookie, 'DELETE', '/api/block.php', { profile: pest.id })).statusCode,
      200,
    );
    assert.equal(
      (await as(pest.cookie, 'GET', `/api/member.php?id=${blocker.id}`)).statusCode,
      200,
    );
    assert.ok((await chatIds(pest.cookie)).includes(conversation_id));
  });

  it('stores a report; "other" needs remarks; nobody reports or blocks themselves', async () => {
    const reporter = await ownMember(t.app, 'reporter');
    const reported = await ownMember(t.app, 'reported');
    const report = (payload: object) => as(reporter.cookie, 'POST', '/api/report.php', payload);
    assert.equal((await report({ profile: reported.id, reason: 'spam' })).statusCode, 200);
    const bare = await report({ profile: reported.id, reason: 'other', remarks: ' ' });
    assert.equal(apiErrorSchema.parse(bare.json()).error.code, 'remarks_required');
    assert.equal(
      (await report({ profile: reported.id, reason: 'other', remarks: 'Asked for money' }))
        .statusCode,
      200,
    );
    assert.equal((await report({ profile: reported.id, reason: 'rude' })).statusCode, 400);
    assert.equal((await report({ profile: reporter.id, reason: 'spam' })).statusCode, 404);
    assert.equal(
      (await as(reporter.cookie, 'POST', '/api/block.php', { profile: reporter.id })).statusCode,
      404,
    );
    const stored = await t.app.db
      .selectFrom('member_report')
      .select(['reason', 'remarks'])
      .where('reporter_id', '=', reporter.id)
      .orderBy('id')
      .execute();
    assert.deepEqual(stored, [
      { reason: 'spam', remarks: null },
      { reason: 'other', remarks: 'Asked for money' },
    ]);
  });

  it('blocker and blocked no longer find each other in search; unblocking brings them back', async () => {
    const blocker = await ownMember(t.app, 'search-blocker');
    const pest = await ownMember(t.app, 'search-pest');
    /** Every member a search shows, page after page. */
    const found = async (cookie: string) => {
      const ids: number[] = [];
      let cursor: string | null = null;
      do {
        const page = membersResponseSchema.parse(
          (await as(cookie, 'GET', `/api/members.php${cursor ? `?cursor=${cursor}` : ''}`)).json(),
        );
        ids.push(...page.results.map((member) => member.id));
        cursor = page.next_cursor;
      } while (cursor);
      return ids;
    };
    assert.ok((await found(blocker.cookie)).includes(pest.id));
    assert.ok((await found(pest.cookie)).includes(blocker.id));
    await as(blocker.cookie, 'POST', '/api/block.php', { profile: pest.id });
    assert.ok(!(await found(blocker.cookie)).includes(pest.id));
    assert.ok(!(await found(pest.cookie)).includes(blocker.id));
    await as(blocker.cookie, 'DELETE', '/api/block.php', { profile: pest.id });
    assert.ok((await found(pest.cookie)).includes(blocker.id));
  });
});
