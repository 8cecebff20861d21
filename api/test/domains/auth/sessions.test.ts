import assert from 'node:assert/strict';
import type { AddressInfo } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { after, before, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { memberSessionsSchema } from '@app/shared/contracts';
import { deviceName } from '../../../src/domains/auth/session-client';
import { DEMO_PASSWORD } from '../../../src/seed/demo-accounts';
import { mailsTo, ownMember } from '../../helpers/accounts';
import { openEventStream } from '../../helpers/event-stream';
import {
  createTestApp,
  describeEachDatabase,
  sessionCookieFrom,
  type TestApp,
} from '../../helpers/test-app';

// Issue 29 §4: a member sees where they are logged in — device, coarse place, last use — and
// ends any of those sessions, or all but this one; an ended session's live stream closes too.

const CHROME_WINDOWS =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const SAFARI_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';

async function listen(app: FastifyInstance): Promise<number> {
  await app.listen({ host: '127.0.0.1', port: 0 });
  return (app.server.address() as AddressInfo).port;
}

const endsWithin = (stream: { ended: Promise<void> }, ms = 2000) =>
  Promise.race([stream.ended.then(() => true), sleep(ms).then(() => false)]);

it('names a device as a member recognises it', () => {
  assert.equal(deviceName(CHROME_WINDOWS), 'Chrome 131 on Windows');
  assert.equal(deviceName(SAFARI_IPHONE), 'Safari 17 on iOS');
  assert.equal(deviceName(undefined), null);
  assert.equal(deviceName(''), null);
});

describeEachDatabase('a member’s sessions', (kind) => {
  let t: TestApp;
  let port: number;
  before(async () => {
    t = await createTestApp(kind);
    port = await listen(t.app);
  });
  after(() => t.close());

  let address = 0;
  /** Logs the member in from a browser of its own: its device and country as a CDN says. */
  async function browser(email: string, userAgent: string, country: string) {
    address += 1;
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/user.php',
      remoteAddress: `10.29.4.${address}`,
      headers: { 'user-agent': userAgent, 'cf-ipcountry': country },
      payload: { email, password: DEMO_PASSWORD },
    });
    assert.equal(response.statusCode, 200, response.body);
    return sessionCookieFrom(response);
  }
  const list = async (cookie: string) => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/sessions.php',
      headers: { cookie },
    });
    assert.equal(response.statusCode, 200, response.body);
    return memberSessionsSchema.parse(response.json()).sessions;
  };
  const end = (cookie: string, query: string) =>
    t.app.inject({ method: 'DELETE', url: `/api/sessions.php?${query}`, headers: { cookie } });

  it('lists the member’s sessions with device, place and which one is this', async () => {
    const member = await ownMember(t.app, 'sessions-list');
    const laptop = await browser(member.email, CHROME_WINDOWS, 'NL');
    const phone = await browser(member.email, SAFARI_IPHONE, 'BE');
    const seen = await list(phone);
    // ownMember's own login, the laptop and the phone; the newest first.
    assert.equal(seen.length, 3);
    assert.deepEqual(
      seen.slice(0, 2).map(({ device, country, current }) => ({ device, country, current })),
      [
        { device: 'Safari 17 on iOS', country: 'BE', current: true },
        { device: 'Chrome 131 on Windows', country: 'NL', current: false },
      ],
    );
    // Another member sees only their own.
    const other = await ownMember(t.app, 'sessions-other');
    assert.equal((await list(other.cookie)).length, 1);
    // And cannot end this member's.
    assert.equal((await end(other.cookie, `id=${seen[1]!.id}`)).statusCode, 404);
    assert.equal((await list(laptop)).length, 3);
    // A visitor has no sessions to list.
    const visitor = await t.app.inject({ method: 'GET', url: '/api/sessions.php' });
    assert.equal(visitor.statusCode, 403);
  });

  it('ends one session: that browser is logged out and its live stream closes', async () => {
    const member = await ownMember(t.app, 'sessions-one');
    const laptop = await browser(member.email, CHROME_WINDOWS, 'NL');
    const phone = await browser(member.email, SAFARI_IPHONE, 'NL');
    const laptopStream = await openEventStream(port, laptop);
    await laptopStream.next('ready');
    const phoneStream = await openEventStream(port, phone);
    await phoneStream.next('ready');
    const laptopSession = (await list(phone)).find((s) => s.device?.startsWith('Chrome'))!;

    const ended = await end(phone, `id=${laptopSession.id}`);
    assert.equal(ended.statusCode, 200, ended.body);
    assert.deepEqual(ended.json(), { ended: 1 });
    assert.equal(await endsWithin(laptopStream), true, 'the ended session’s stream closes');
    assert.equal(await endsWithin(phoneStream, 300), false, 'this browser’s stays open');
    const afterwards = await t.app.inject({
      method: 'GET',
      url: '/api/sessions.php',
      headers: { cookie: laptop },
    });
    assert.equal(afterwards.statusCode, 403);
    phoneStream.close();
  });

  it('logs out everywhere else, keeping this browser', async () => {
    const member = await ownMember(t.app, 'sessions-others');
    const laptop = await browser(member.email, CHROME_WINDOWS, 'NL');
    const phone = await browser(member.email, SAFARI_IPHONE, 'NL');
    const stream = await openEventStream(port, laptop);
    await stream.next('ready');
    const ended = await end(phone, 'others=1');
    assert.deepEqual(ended.json(), { ended: 2 });
    assert.equal(await endsWithin(stream), true);
    const left = await list(phone);
    assert.deepEqual(
      left.map((s) => s.current),
      [true],
    );
    // Neither or both of id and others: refused, nothing ended.
    assert.equal((await end(phone, '')).statusCode, 400);
    assert.equal((await end(phone, `id=${left[0]!.id}&others=1`)).statusCode, 400);
    assert.equal((await list(phone)).length, 1);
    // Ending its own session is logging out: the cookie is cleared.
    const own = await end(phone, `id=${left[0]!.id}`);
    assert.equal(own.statusCode, 200);
    assert.ok(own.cookies.some((c) => c.name === 'auth.session' && c.value === ''));
  });

  it('a password change ends every other session, and names the new one', async () => {
    const member = await ownMember(t.app, 'sessions-password');
    const laptop = await browser(member.email, CHROME_WINDOWS, 'NL');
    const phone = await browser(member.email, SAFARI_IPHONE, 'FR');
    const stream = await openEventStream(port, laptop);
    await stream.next('ready');
    const changed = await t.app.inject({
      method: 'PUT',
      url: '/api/password.php',
      remoteAddress: '10.29.5.1',
      headers: { cookie: phone, 'user-agent': SAFARI_IPHONE, 'cf-ipcountry': 'FR' },
      payload: { old_password: DEMO_PASSWORD, new_password: 'a brand new passphrase 29' },
    });
    assert.equal(changed.statusCode, 200, changed.body);
    assert.equal(await endsWithin(stream), true);
    const renewed = sessionCookieFrom(changed);
    assert.deepEqual(
      (await list(renewed)).map(({ device, country, current }) => ({ device, country, current })),
      [{ device: 'Safari 17 on iOS', country: 'FR', current: true }],
    );
  });

  it('mails the member when their account is opened on a new device or in a new country', async () => {
    const member = await ownMember(t.app, 'sessions-new-device');
    // In English (a generated member may read French; the mail is in the member's language).
    await t.app.db
      .updateTable('app_user')
      .set({ language: 'en' })
      .where('id', '=', member.id)
      .execute();
    const newLogins = async () =>
      (await mailsTo(t.app, member.email)).filter((mail) => /New login/.test(mail.subject));
    // ownMember's login (no device, no country) is the first one seen: nobody's news.
    assert.equal((await newLogins()).length, 0);
    await browser(member.email, CHROME_WINDOWS, 'NL');
    const [mail, ...more] = await newLogins();
    assert.equal(more.length, 0);
    assert.match(mail!.text, /Chrome 131 on Windows, Netherlands/);
    assert.ok(mail!.links.some((link) => link.endsWith('/settings')));
    // The same device and country again: known.
    await browser(member.email, CHROME_WINDOWS, 'NL');
    assert.equal((await newLogins()).length, 1);
    // The same device from another country: news again.
    await browser(member.email, CHROME_WINDOWS, 'FR');
    assert.equal((await newLogins()).length, 2);
  });
});
