import assert from 'node:assert/strict';
import fs from 'node:fs/promises';
import path from 'node:path';
import { after, before, it } from 'node:test';
import { photoUploadResponseSchema } from '@app/shared/contracts';
import type { FastifyInstance } from 'fastify';
import { strFromU8, unzipSync } from 'fflate';
import sharp from 'sharp';
import { memberColumns } from '../../../src/domains/account/member-tables-repository';
import { errorCodeOf, grantCredits, ownMember, realMember } from '../../helpers/accounts';
import { like } from '../../helpers/likes';
import { staffMember } from '../../helpers/staff';
import { createTestApp, describeEachDatabase, type TestApp } from '../../helpers/test-app';
import { multipart } from '../../helpers/multipart';

type Member = Awaited<ReturnType<typeof ownMember>>;

/**
 * What stays of an erased member, by table: what others need of them (the messages they sent in
 * conversations others still read, and the moderation records) and what the law keeps (orders,
 * payments, the credits ledger, direct-debit mandates), all without their name, address or
 * photos. app_user and profile stay as an anonymous row.
 */
const RETAINED = new Set([
  'app_user',
  'profile',
  'message',
  'conversation_member',
  'member_report',
  'member_sanction',
  'credit_entry',
  'credit_adjustment',
  'payment_order',
  'discount_redemption',
  'discount_code',
  'mandate',
  'direct_debit_block',
]);

// Issue 26 §4: support exports everything about a member (GDPR art. 15/20) and erases a member
// at once (art. 17), each with a reason, each in the audit trail.
describeEachDatabase('back office: a member’s data exported and erased', (kind) => {
  let t: TestApp;
  let app: FastifyInstance;
  before(async () => {
    t = await createTestApp(kind);
    app = t.app;
  });
  after(() => t.close());

  const post = (url: string, cookie: string, payload: unknown = {}) =>
    app.inject({ method: 'POST', url, headers: { cookie }, payload: payload as object });

  async function uploadPhoto(member: Member, colour: string) {
    const png = await sharp({
      create: { width: 400, height: 400, channels: 3, background: colour },
    })
      .png()
      .toBuffer();
    const { payload, headers } = multipart(png, { filename: 'p.png', type: 'image/png' });
    const response = await app.inject({
      method: 'POST',
      url: '/api/photos.php',
      payload,
      headers: { cookie: member.cookie, ...headers },
    });
    assert.equal(response.statusCode, 200, response.body);
    return photoUploadResponseSchema.parse(response.json()).photo;
  }

  /** A member with a photo, likes both ways, a block, a report and credits. */
  async function busyMember(label: string) {
    const member = await ownMember(app, label);
    const other = await ownMember(app, `${label}-other`);
    const photo = await uploadPhoto(member, '#a4c');
    await uploadPhoto(other, '#4ac');
    assert.equal((await like(app, member.cookie, other.id)).statusCode, 200);
    assert.equal((await like(app, other.cookie, member.id)).statusCode, 200);
    const third = await ownMember(app, `${label}-third`);
    assert.equal(
      (await post('/api/block.php', member.cookie, { profile: third.id })).statusCode,
      200,
    );
    await grantCredits(app, member.id, 30);
    return { member, other, photo };
  }

  const heldCreditsOf = async (userId: number) =>
    (
      await app.db
        .selectFrom('app_user')
        .select('held_credits')
        .where('id', '=', userId)
        .executeTakeFirstOrThrow()
    ).held_credits;

  const auditOf = (action: string, memberId: number) =>
    app.db
      .selectFrom('staff_audit')
      .selectAll()
      .where('action', '=', action)
      .where('object_id', '=', String(memberId))
      .execute();

  it('exports the member’s own readable file — every table that names them accounted for — their photos, and nothing of another', async () => {
    const support = await staffMember(app, 'support');
    const { member, other, photo } = await busyMember('export');
    const response = await post(`/api/backoffice/members/${member.id}/export`, support.cookie, {
      reason: 'Art. 15 request by mail, ticket 881',
    });
    assert.equal(response.statusCode, 200, response.body);
    assert.equal(response.headers['content-type'], 'application/zip');
    assert.match(String(response.headers['content-disposition']), /member-\d+\.zip/);
    const files = unzipSync(new Uint8Array(response.rawPayload));
    const json = (name: string) => JSON.parse(strFromU8(files[name]!)) as unknown;
    // The file the member downloads themselves (issue 48 §4): explained, readable.
    assert.match(strFromU8(files['index.html']!), /profile\.json/);
    const profile = json('profile.json') as { email: string; name: string };
    assert.equal(profile.email, member.email);
    assert.ok(!('password_hash' in profile));
    const likes = json('likes.json') as {
      given: { member_id: number }[];
      received: { member_id: number }[];
      matches: { member_id: number }[];
    };
    assert.ok(likes.given.some((l) => l.member_id === other.id));
    assert.ok(likes.received.some((l) => l.member_id === other.id));
    assert.ok(likes.matches.some((m) => m.member_id === other.id));

    // Every table with rows about the member is in a readable file or, as it is kept, in
    // other.json — only support's notes and the downloads themselves are left out.
    const other_ = json('other.json') as Record<string, Record<string, unknown>[]>;
    const readable = new Set([
      'app_user',
      'profile',
      'profile_image',
      'message',
      'conversation_member',
      'member_like',
      'member_match',
      'payment_order',
      'credit_entry',
      'session',
      'known_device',
      'complaint',
    ]);
    const columns = await memberColumns(app.db, app.dbDialect);
    assert.ok(columns.some((c) => c.table === 'profile_image'));
    for (const { table, column } of columns) {
      if (readable.has(table) || table === 'member_note' || table === 'data_export') continue;
      const count = Number(
        (
          await app.db
            .selectFrom(table as 'profile')
            .select((eb) => eb.fn.countAll().as('n'))
            .where(column as 'user_id', '=', member.id)
            .executeTakeFirstOrThrow()
        ).n,
      );
      const named = Object.entries(other_)
        .filter(([key]) => key === table || key === `${table}.${column}`)
        .flatMap(([, rows]) => rows)
        .filter((row) => row[column] === member.id);
      assert.equal(named.length, count, `${table}.${column}`);
    }
    assert.ok(other_.member_block?.some((row) => row.blocker_id === member.id));
    // Nothing of another member on its own, and no secret.
    for (const name of Object.keys(files).filter((n) => n.endsWith('.json')))
      assert.ok(!strFromU8(files[name]!).includes(other.email), `${name}: not the other’s address`);
    for (const rows of Object.values(other_))
      for (const row of rows)
        for (const [key, value] of Object.entries(row))
          if (/(password|hash|secret|token|code)$/i.test(key) && value !== null && value !== '')
            assert.equal(value, '[withheld]', key);
    const stored = await fs.readFile(path.join(t.config.uploadsDir, photo.filename));
    assert.deepEqual(Buffer.from(files[`photos/${photo.filename}`]!), stored);

    const audit = await auditOf('member.export', member.id);
    assert.equal(audit.length, 1);
    assert.equal(audit[0]!.reason, 'Art. 15 request by mail, ticket 881');
  });

  it('refuses an export or an erasure without a reason, and a role without the right', async () => {
    const support = await staffMember(app, 'support');
    const moderator = await staffMember(app, 'moderator');
    const member = await ownMember(app, 'noreason');
    for (const action of ['export', 'erase']) {
      const refused = await post(`/api/backoffice/members/${member.id}/${action}`, support.cookie, {
        reason: '  ',
      });
      assert.equal(refused.statusCode, 400);
      assert.equal(errorCodeOf(refused), 'reason_required');
      assert.equal((await auditOf(`member.${action}`, member.id)).length, 0);
      const forbidden = await post(
        `/api/backoffice/members/${member.id}/${action}`,
        moderator.cookie,
        { reason: 'why not' },
      );
      assert.equal(forbidden.statusCode, 403);
    }
    const account = await app.db
      .selectFrom('app_user')
      .select(['status', 'email'])
      .where('id', '=', member.id)
      .executeTakeFirstOrThrow();
    assert.deepEqual(account, { status: 'active', email: member.email });
  });

  it('erases a member at once: no personal row, no file, no session; once', async () => {
    const support = await staffMember(app, 'support');
    const { member, other, photo } = await busyMember('erase');
    // What the probe found outliving an erasure (issue 46 §1): a request the member sent, one
    // they received (its sender's credits held), a word they hid.
    const stranger = await realMember(app, 'erase-stranger');
    const writer = await realMember(app, 'erase-writer');
    // People, not operated profiles: first messages between them are requests.
    await app.db
      .updateTable('profile')
      .set({ fictional: 0 })
      .where('user_id', '=', member.id)
      .execute();
    await grantCredits(app, writer.id, 10);
    const send = (cookie: string, profile: number, text: string) =>
      app.inject({
        method: 'POST',
        url: '/api/messages.php',
        headers: { cookie },
        payload: { profile, text, client_id: `erase-${text.replace(/\W/g, '')}-${kind}` },
      });
    const delivered = await send(member.cookie, other.id, 'Hello match');
    assert.equal(delivered.statusCode, 200, delivered.body);
    assert.equal((await send(member.cookie, stranger.id, 'Hello stranger')).statusCode, 200);
    assert.equal((await send(writer.cookie, member.id, 'Hello member')).statusCode, 200);
    const heldBefore = await heldCreditsOf(writer.id);
    assert.ok(heldBefore > 0);
    const hid = await app.inject({
      method: 'PUT',
      url: '/api/hidden-words.php',
      headers: { cookie: member.cookie },
      payload: { words: ['pineapple'] },
    });
    assert.equal(hid.statusCode, 200, hid.body);
    const erased = await post(`/api/backoffice/members/${member.id}/erase`, support.cookie, {
      reason: 'Art. 17 request, identity checked',
    });
    assert.equal(erased.statusCode, 200, erased.body);

    for (const file of [photo.filename, photo.thumb_filename])
      await assert.rejects(fs.access(path.join(t.config.uploadsDir, file)), file);
    const columns = await memberColumns(app.db, app.dbDialect);
    for (const { table, column } of columns) {
      if (RETAINED.has(table)) continue;
      const left = await app.db
        .selectFrom(table as 'profile')
        .select((eb) => eb.fn.countAll().as('n'))
        .where(column as 'user_id', '=', member.id)
        .executeTakeFirstOrThrow();
      assert.equal(Number(left.n), 0, `${table}.${column} keeps no row of the erased member`);
    }
    const account = await app.db
      .selectFrom('app_user')
      .innerJoin('profile', 'profile.user_id', 'app_user.id')
      .select(['app_user.status', 'app_user.email', 'app_user.password_hash', 'profile.name'])
      .where('app_user.id', '=', member.id)
      .executeTakeFirstOrThrow();
    assert.equal(account.status, 'deleted');
    assert.doesNotMatch(account.email, /x\.test/);
    assert.equal(account.password_hash, '');
    assert.equal(account.name, '');
    // Logged out everywhere, and the other member's like list forgot them.
    const me = await app.inject({
      method: 'GET',
      url: '/api/likes.php',
      headers: { cookie: member.cookie },
    });
    assert.equal(errorCodeOf(me), 'authentication_required');
    const likes = await app.db
      .selectFrom('member_like')
      .select('liker_id')
      .where('liked_id', '=', other.id)
      .where('liker_id', '=', member.id)
      .execute();
    assert.equal(likes.length, 0);
    // No request is left either way; the writer's held credits came back.
    const requests = await app.db
      .selectFrom('message_request')
      .select('conversation_id')
      .where((eb) => eb.or([eb('sender_id', '=', member.id), eb('recipient_id', '=', member.id)]))
      .execute();
    assert.equal(requests.length, 0);
    assert.equal(await heldCreditsOf(writer.id), 0);
    // What they wrote and was delivered stays, the other member's copy; what nobody received goes.
    const texts = await app.db
      .selectFrom('message')
      .select('body')
      .where('sender_id', '=', member.id)
      .execute();
    assert.deepEqual(
      texts.map((m) => m.body),
      ['Hello match'],
    );
    const audit = await auditOf('member.erase', member.id);
    assert.equal(audit.length, 1);
    assert.equal(audit[0]!.reason, 'Art. 17 request, identity checked');
    // Asked again: there is nobody left to erase, and nothing more is recorded.
    const again = await post(`/api/backoffice/members/${member.id}/erase`, support.cookie, {
      reason: 'twice',
    });
    assert.equal(again.statusCode, 404);
    assert.equal((await auditOf('member.erase', member.id)).length, 1);
  });
});
