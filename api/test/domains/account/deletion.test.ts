import assert from 'node:assert/strict';
import fs from 'node:fs/promises';
import path from 'node:path';
import { after, before, it } from 'node:test';
import type { InjectOptions } from 'fastify';
import {
  REACTIVATION_DAYS,
  accountDeleteResponseSchema,
  apiErrorSchema,
  chatsResponseSchema,
  userResponseSchema,
} from '@app/shared/contracts';
import { purgeDeletedAccounts } from '../../../src/domains/account/purge';
import { startSignupConversation } from '../../../src/domains/chat/service';
import { DEMO_PASSWORD } from '../../../src/seed/demo-accounts';
import { mailsTo, ownMember, tokenFrom } from '../../helpers/accounts';
import { createTestApp, describeEachDatabase, type TestApp } from '../../helpers/test-app';

const DAY_MS = 24 * 60 * 60 * 1000;

describeEachDatabase('account deletion', (kind) => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp(kind);
  });
  after(() => t.close());

  let address = 0;
  const inject = (options: InjectOptions) =>
    t.app.inject({ ...options, remoteAddress: `10.3.${address >> 8}.${address++ & 255}` });
  const remove = (cookie: string, payload: object) =>
    inject({ method: 'DELETE', url: '/api/account.php', headers: { cookie }, payload });
  const login = (email: string, password = DEMO_PASSWORD) =>
    inject({ method: 'POST', url: '/api/user.php', payload: { email, password } });
  const errorOf = (response: { json(): unknown }) => apiErrorSchema.parse(response.json()).error;
  const statusOf = async (id: number) =>
    (
      await t.app.db
        .selectFrom('app_user')
        .select('status')
        .where('id', '=', id)
        .executeTakeFirstOrThrow()
    ).status;
  const sessionsOf = async (id: number) =>
    (await t.app.db.selectFrom('session').select('id').where('user_id', '=', id).execute()).length;
  /** A conversation `from` opened with `toId`, so the purge can be seen from the other side. */
  const writeTo = (from: { id: number }, toId: number) =>
    t.app.db.transaction().execute((tx) =>
      startSignupConversation(tx, {
        senderId: from.id,
        recipientId: toId,
        body: 'Hello there',
        lang: 'en',
        at: new Date().toISOString(),
      }),
    );

  it('refuses a wrong password and "other" without remarks, changing nothing', async () => {
    const member = await ownMember(t.app, 'stay');
    const wrong = await remove(member.cookie, { reason: 'price', password: 'nope' });
    assert.equal(wrong.statusCode, 400);
    assert.equal(errorOf(wrong).code, 'password_wrong');
    const bare = await remove(member.cookie, {
      reason: 'other',
      remarks: '  ',
      password: DEMO_PASSWORD,
    });
    assert.equal(errorOf(bare).code, 'remarks_required');
    const unknown = await remove(member.cookie, { reason: 'bored', password: DEMO_PASSWORD });
    assert.equal(unknown.statusCode, 400);
    assert.equal(await statusOf(member.id), 'active');
    assert.equal(
      (
        await t.app.db
          .selectFrom('account_deletion')
          .selectAll()
          .where('user_id', '=', member.id)
          .execute()
      ).length,
      0,
    );
  });

  it('leaving ends every session; login then mails a reactivation link that restores the account', async () => {
    const member = await ownMember(t.app, 'leave');
    await ownMember(t.app, 'spare');
    const response = await remove(member.cookie, {
      reason: 'other',
      remarks: 'Moving abroad',
      password: DEMO_PASSWORD,
    });
    assert.equal(response.statusCode, 200, response.body);
    const { erase_after } = accountDeleteResponseSchema.parse(response.json());
    const days = (Date.parse(erase_after) - Date.now()) / DAY_MS;
    assert.ok(days > REACTIVATION_DAYS - 0.01 && days <= REACTIVATION_DAYS, `${days}`);
    assert.match(String(response.headers['set-cookie']), /auth\.session=;/);
    assert.equal(await statusOf(member.id), 'pending_deletion');
    assert.equal(await sessionsOf(member.id), 0);
    const stored = await t.app.db
      .selectFrom('account_deletion')
      .selectAll()
      .where('user_id', '=', member.id)
      .executeTakeFirstOrThrow();
    assert.deepEqual(
      [stored.reason, stored.remarks, stored.previous_status],
      ['other', 'Moving abroad', 'active'],
    );

    // Logging in does not undo it: the spec's message, and the way back by mail.
    const attempt = await login(member.email);
    assert.equal(attempt.statusCode, 403);
    assert.deepEqual(errorOf(attempt).params, { days: REACTIVATION_DAYS });
    assert.equal(errorOf(attempt).code, 'account_pending_deletion');
    assert.equal(await sessionsOf(member.id), 0);
    // A wrong password says nothing about the account's state.
    assert.equal(errorOf(await login(member.email, 'wrong password')).code, 'login_failed');
    const [mail] = await mailsTo(t.app, member.email);
    assert.ok(mail);
    const link = mail.links.find((l) => l.includes('/account-deleted'))!;

    const reactivate = (token: string) =>
      inject({ method: 'POST', url: '/api/reactivate.php', payload: { token } });
    assert.equal(errorOf(await reactivate('x'.repeat(43))).code, 'link_invalid');
    assert.equal((await reactivate(tokenFrom(link))).statusCode, 200);
    assert.equal(await statusOf(member.id), 'active');
    assert.equal((await login(member.email)).statusCode, 200);
    assert.equal(errorOf(await reactivate(tokenFrom(link))).code, 'link_invalid');
  });

  it('erases the member after 14 days, once, whatever the number of nodes', async () => {
    const leaver = await ownMember(t.app, 'purged');
    const friend = await ownMember(t.app, 'friend');
    await writeTo(friend, leaver.id);
    // A photo of their own, on disk.
    const photo = {
      filename: `purge-${leaver.id}.webp`,
      thumb_filename: `purge-${leaver.id}-t.webp`,
    };
    for (const file of Object.values(photo))
      await fs.writeFile(path.join(t.config.uploadsDir, file), 'x');
    await t.app.db.deleteFrom('profile_image').where('user_id', '=', leaver.id).execute();
    await t.app.db
      .insertInto('profile_image')
      .values({
        user_id: leaver.id,
        ...photo,
        status: 'active',
        position: 0,
        created_at: new Date().toISOString(),
      })
      .execute();
    const requested = new Date();
    assert.equal(
      (await remove(leaver.cookie, { reason: 'time', password: DEMO_PASSWORD })).statusCode,
      200,
    );

    const purge = (now: Date) =>
      purgeDeletedAccounts(t.app.db, t.app.dbDialect, t.app.photoStore, now);
    assert.equal(await purge(new Date(requested.getTime() + (REACTIVATION_DAYS - 1) * DAY_MS)), 0);
    assert.equal(await statusOf(leaver.id), 'pending_deletion');

    // Three nodes at once: one erases, the others find nothing left or skip the round.
    const later = new Date(requested.getTime() + REACTIVATION_DAYS * DAY_MS + 60_000);
    const erased = await Promise.all([purge(later), purge(later), purge(later)]);
    assert.equal(
      erased.reduce((a, b) => a + b, 0),
      1,
    );
    assert.equal(await statusOf(leaver.id), 'deleted');
    const profile = await t.app.db
      .selectFrom('profile')
      .selectAll()
      .where('user_id', '=', leaver.id)
      .executeTakeFirstOrThrow();
    assert.equal(profile.name, '');
    assert.equal(profile.about, '');
    assert.equal(profile.city, null);
    assert.equal(profile.visible, 0);
    const account = await t.app.db
      .selectFrom('app_user')
      .select(['email', 'password_hash'])
      .where('id', '=', leaver.id)
      .executeTakeFirstOrThrow();
    assert.equal(account.email, `deleted-${leaver.id}@deleted.invalid`);
    assert.equal(account.password_hash, '');
    assert.deepEqual(
      await t.app.db
        .selectFrom('profile_image')
        .select('id')
        .where('user_id', '=', leaver.id)
        .execute(),
      [],
    );
    for (const file of Object.values(photo))
      await assert.rejects(fs.access(path.join(t.config.uploadsDir, file)), file);
    for (const table of [
      'account_token',
      'session',
      'signup_tracking',
      'account_deletion',
    ] as const)
      assert.deepEqual(
        await t.app.db
          .selectFrom(table)
          .select('user_id')
          .where('user_id', '=', leaver.id)
          .execute(),
        [],
        table,
      );

    // The friend's conversation is still there, with a deleted member in it.
    const chats = chatsResponseSchema.parse(
      (
        await inject({ method: 'GET', url: '/api/chats.php', headers: { cookie: friend.cookie } })
      ).json(),
    );
    const chat = chats.chats.find((c) => c.profile.id === leaver.id);
    assert.ok(chat);
    assert.equal(chat.profile.deleted, true);
    assert.equal(chat.profile.name, '');
    // Nobody can log in as them, with any password.
    assert.equal(errorOf(await login(leaver.email)).code, 'login_failed');
    // An empty password is refused by the login contract's own rule (ADR 0013).
    assert.equal(errorOf(await login(account.email, '')).code, 'password_required');
    // A second round finds nothing.
    assert.equal(await purge(new Date(later.getTime() + DAY_MS)), 0);
  });

  it('a reactivated member is not erased later', async () => {
    const member = await ownMember(t.app, 'back');
    const requested = new Date();
    await remove(member.cookie, { reason: 'not_looking', password: DEMO_PASSWORD });
    await login(member.email);
    const [mail] = await mailsTo(t.app, member.email);
    await inject({
      method: 'POST',
      url: '/api/reactivate.php',
      payload: { token: tokenFrom(mail!.links[0]!) },
    });
    await purgeDeletedAccounts(
      t.app.db,
      t.app.dbDialect,
      t.app.photoStore,
      new Date(requested.getTime() + 30 * DAY_MS),
    );
    assert.equal(await statusOf(member.id), 'active');
    const user = userResponseSchema.parse(
      (
        await inject({
          method: 'GET',
          url: '/api/user.php',
          headers: { cookie: (await login(member.email)).headers['set-cookie'] as string },
        })
      ).json(),
    ).user;
    assert.equal(user?.status, 'active');
  });
});
