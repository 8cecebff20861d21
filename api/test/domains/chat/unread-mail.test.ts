import assert from 'node:assert/strict';
import { after, before, it } from 'node:test';
import {
  notificationSettingsResponseSchema,
  sendMessageResponseSchema,
} from '@app/shared/contracts';
import { mailUnreadMessages, UNREAD_MAIL_AFTER_MS } from '../../../src/domains/chat/unread-mail';
import { grantCredits, mailsTo, ownMember } from '../../helpers/accounts';
import { nameOf } from '../../helpers/members';
import { createTestApp, describeEachDatabase, type TestApp } from '../../helpers/test-app';

let sequence = 0;
const clientId = () => `u-${Date.now().toString(36)}-${(sequence++).toString(36)}-x`;

// Issue 25 §3: a message that waits unread while its member is away is mailed to them, once per
// conversation until they read it, with a one-click unsubscribe (RFC 8058).
describeEachDatabase('unread-message mails', (kind) => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp(kind);
  });
  after(() => t.close());

  type Member = Awaited<ReturnType<typeof ownMember>>;
  const send = async (from: Member, to: Member, text: string) => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/messages.php',
      headers: { cookie: from.cookie },
      payload: { profile: to.id, text, client_id: clientId() },
    });
    assert.equal(response.statusCode, 200, response.body);
    return sendMessageResponseSchema.parse(response.json()).message;
  };
  /** A sweep as it runs once the message has waited `afterMs`. */
  const sweepAfter = (afterMs: number) => mailUnreadMessages(t.app, new Date(Date.now() + afterMs));
  const pair = async () => {
    const writer = await ownMember(t.app, 'writer');
    const reader = await ownMember(t.app, 'reader');
    await grantCredits(t.app, writer.id, 10);
    return { writer, reader };
  };
  const mailed = async (member: Member) => {
    await t.app.backgroundIdle();
    return mailsTo(t.app, member.email);
  };

  it('mails a member away once about a waiting message, again only after they read it', async () => {
    const { writer, reader } = await pair();
    const first = await send(writer, reader, 'Hello there');
    await sweepAfter(UNREAD_MAIL_AFTER_MS - 60_000);
    assert.equal((await mailed(reader)).length, 0, 'not before it waited long enough');

    await sweepAfter(UNREAD_MAIL_AFTER_MS + 1000);
    const [mail, ...more] = await mailed(reader);
    assert.equal(more.length, 0);
    const name = await nameOf(t.app, writer.id);
    assert.ok(mail!.subject.includes(name), mail!.subject);
    assert.match(mail!.text, /started a conversation with you/);
    assert.ok(!mail!.text.includes('Hello there'), 'the message itself stays on the site');
    assert.ok(mail!.links.some((link) => link.endsWith(`/chats/${first.conversation_id}`)));
    assert.ok(mail!.links.some((link) => link.includes('/unsubscribe?member=')));
    assert.equal((await mailed(writer)).length, 0, 'the writer is not mailed');

    // More messages, still unread: no second mail.
    await send(writer, reader, 'Are you there?');
    await sweepAfter(2 * UNREAD_MAIL_AFTER_MS);
    assert.equal((await mailed(reader)).length, 1);

    // Read, then a new message waits: one more mail, now about a conversation they know.
    const read = await t.app.inject({
      method: 'PUT',
      url: '/api/chat.php',
      headers: { cookie: reader.cookie },
      payload: { conversation: first.conversation_id, read_up_to: 1e9 },
    });
    assert.equal(read.statusCode, 200, read.body);
    await send(writer, reader, 'Coffee?');
    await sweepAfter(UNREAD_MAIL_AFTER_MS + 1000);
    const mails = await mailed(reader);
    assert.equal(mails.length, 2);
    assert.equal(
      mails.filter((m) => /You have a message from .* you have not read yet/.test(m.text)).length,
      1,
    );
  });

  it('mails nobody who came back since, switched such mail off, or whose mail stopped', async () => {
    const back = await pair();
    const switchedOff = await pair();
    const stopped = await pair();
    const unconfirmed = await pair();
    await t.app.db
      .updateTable('app_user')
      .set({ notifications_disabled: JSON.stringify(['new_conversations']) })
      .where('id', '=', switchedOff.reader.id)
      .execute();
    await t.app.db
      .updateTable('app_user')
      .set({ email_disabled_reason: 'bounce' })
      .where('id', '=', stopped.reader.id)
      .execute();
    for (const { writer, reader } of [back, switchedOff, stopped, unconfirmed])
      await send(writer, reader, 'Hi');
    await t.app.db
      .updateTable('app_user')
      .set({ status: 'not_confirmed' })
      .where('id', '=', unconfirmed.reader.id)
      .execute();
    await t.app.db
      .updateTable('profile')
      .set({ last_active: new Date(Date.now() + 60_000).toISOString() })
      .where('user_id', '=', back.reader.id)
      .execute();
    await sweepAfter(UNREAD_MAIL_AFTER_MS + 1000);
    for (const { reader } of [back, switchedOff, stopped, unconfirmed])
      assert.equal((await mailed(reader)).length, 0, reader.email);
  });

  it('sends each mail once when sweeps run at the same time (two nodes)', async () => {
    const { writer, reader } = await pair();
    await send(writer, reader, 'Hi both nodes');
    await Promise.all([
      sweepAfter(UNREAD_MAIL_AFTER_MS + 1000),
      sweepAfter(UNREAD_MAIL_AFTER_MS + 1000),
      sweepAfter(UNREAD_MAIL_AFTER_MS + 1000),
    ]);
    assert.equal((await mailed(reader)).length, 1);
  });

  it('unsubscribes in one click with the signed link, never from a link it did not sign', async () => {
    const { writer, reader } = await pair();
    const mailedAbout = (await send(writer, reader, 'Hi')).conversation_id;
    await sweepAfter(UNREAD_MAIL_AFTER_MS + 1000);
    const [mail] = await mailed(reader);
    const link = new URL(mail!.links.find((l) => l.includes('/unsubscribe?'))!);
    const path = `${link.pathname}${link.search}`;
    const reason = async () =>
      notificationSettingsResponseSchema.parse(
        (
          await t.app.inject({
            method: 'GET',
            url: '/api/notifications.php',
            headers: { cookie: reader.cookie },
          })
        ).json(),
      ).notifications.email_disabled_reason;
    const post = (url: string, payload: string) =>
      t.app.inject({
        method: 'POST',
        url,
        // As a webmail posts it from its own page.
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          'sec-fetch-site': 'cross-site',
        },
        payload,
      });

    // Opening the link asks; it changes nothing (link scanners open every link).
    const page = await t.app.inject({ method: 'GET', url: path });
    assert.equal(page.statusCode, 200);
    assert.match(page.headers['content-type'] as string, /text\/html/);
    assert.match(page.body, /<form method="post"/);
    assert.equal(await reason(), null);

    // Another member's id under this signature, a made-up signature, no one-click body.
    const other = path.replace(`member=${reader.id}`, `member=${writer.id}`);
    for (const [url, body] of [
      [other, 'List-Unsubscribe=One-Click'],
      [path.replace(/sig=[^&]+/, 'sig=AAAA'), 'List-Unsubscribe=One-Click'],
      [path, 'something=else'],
    ] as const)
      assert.equal((await post(url, body)).statusCode, 400, url);
    assert.equal(await reason(), null);

    const done = await post(path, 'List-Unsubscribe=One-Click');
    assert.equal(done.statusCode, 200, done.body);
    assert.equal(await reason(), 'listunsubscribe');

    // No more such mail, even once they read it and a new message waits.
    const read = await t.app.inject({
      method: 'PUT',
      url: '/api/chat.php',
      headers: { cookie: reader.cookie },
      payload: { conversation: mailedAbout, read_up_to: 1e9 },
    });
    assert.equal(read.statusCode, 200, read.body);
    await send(writer, reader, 'And again');
    await sweepAfter(UNREAD_MAIL_AFTER_MS + 1000);
    assert.equal((await mailed(reader)).length, 1);
  });
});
