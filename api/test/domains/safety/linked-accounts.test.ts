import assert from 'node:assert/strict';
import { after, before, it } from 'node:test';
import { memberFileSchema, userResponseSchema } from '@app/shared/contracts';
import type { FastifyInstance } from 'fastify';
import { addressRange, DEVICE_COOKIE } from '../../../src/domains/safety/linked-accounts';
import { DEMO_PASSWORD } from '../../../src/seed/demo-accounts';
import { bornYearsAgo, ownMember } from '../../helpers/accounts';
import { staffMember } from '../../helpers/staff';
import { createTestApp, describeEachDatabase, type TestApp } from '../../helpers/test-app';

it('an address range is the connection, not the device: /24 for IPv4, /48 for IPv6', () => {
  assert.equal(addressRange('203.0.113.77'), '203.0.113.0/24');
  assert.equal(addressRange('::ffff:203.0.113.5'), '203.0.113.0/24');
  assert.equal(addressRange('2001:DB8:abcd:12::1'), '2001:db8:abcd::/48');
  assert.equal(addressRange('2001:db8::1'), '2001:db8:0::/48');
  assert.equal(addressRange('127.0.0.1'), null);
  assert.equal(addressRange('::1'), null);
});

// Issue 48 §2: support sees on a member's file the other accounts that share a browser, the
// sign-up address range or a bank account — ban evasion, seen.
describeEachDatabase('linked accounts', (kind) => {
  let t: TestApp;
  let app: FastifyInstance;
  before(async () => {
    t = await createTestApp(kind);
    app = t.app;
  });
  after(() => t.close());

  let sequence = 0;
  /** A sign-up from an address, in a browser (its device cookie), answering the new id. */
  async function signUp(remoteAddress: string, device?: string) {
    sequence += 1;
    const response = await app.inject({
      method: 'POST',
      url: '/api/signup.php',
      payload: {
        email: `linked-${kind}-${sequence}@example.test`,
        name: `Linked${kind}${sequence}`,
        password: 'a good password',
        date_of_birth: bornYearsAgo(30),
      },
      remoteAddress,
      ...(device ? { cookies: { [DEVICE_COOKIE]: device } } : {}),
    });
    assert.equal(response.statusCode, 200, response.body);
    const cookie = response.cookies.find((c) => c.name === DEVICE_COOKIE);
    return {
      id: userResponseSchema.parse(response.json()).user!.id,
      device: device ?? cookie?.value,
      cookie,
    };
  }

  it('links accounts made in one browser, from one address range, or paying from one bank account — and no others', async () => {
    const support = await staffMember(app, 'support');
    const linkedTo = async (id: number) =>
      memberFileSchema.parse(
        (
          await app.inject({
            url: `/api/backoffice/members/${id}`,
            headers: { cookie: support.cookie },
          })
        ).json(),
      ).linked;
    const net = kind === 'sqlite' ? '198.51.100' : '203.0.113';

    const banned = await signUp(`${net}.5`);
    assert.ok(banned.device, 'a browser without one gets a device id');
    assert.equal(banned.cookie?.httpOnly, true);
    // Back in the same browser from another network: linked by the device.
    const sameBrowser = await signUp('192.0.2.44', banned.device);
    // Another browser on the same connection: linked by the address range.
    const sameNetwork = await signUp(`${net}.77`);
    const stranger = await signUp('100.64.9.9');

    const links = await linkedTo(banned.id);
    const via = (id: number) => links.find((link) => link.id === id)?.via;
    assert.deepEqual(via(sameBrowser.id), ['device']);
    assert.deepEqual(via(sameNetwork.id), ['signup_network']);
    assert.equal(via(stranger.id), undefined);
    assert.deepEqual(await linkedTo(stranger.id), []);

    // A login in that browser by an older account links it too.
    const older = await ownMember(app, 'linked-older');
    const login = await app.inject({
      method: 'POST',
      url: '/api/user.php',
      payload: { email: older.email, password: DEMO_PASSWORD },
      cookies: { [DEVICE_COOKIE]: banned.device! },
      remoteAddress: '192.0.2.200',
    });
    assert.equal(login.statusCode, 200, login.body);
    assert.deepEqual((await linkedTo(banned.id)).find((link) => link.id === older.id)?.via, [
      'device',
    ]);

    // One bank account behind two members' direct debit.
    const mandate = (userId: number) => ({
      user_id: userId,
      method: 'sdd' as const,
      status: 'valid' as const,
      account_holder: 'A. Person',
      iban: 'NL91ABNA0417164300',
      street: null,
      house_number: null,
      zip: null,
      city: null,
      phone: null,
      label: 'NL**************4300',
      psp: 'sandbox',
      psp_mandate_id: null,
      created_at: new Date().toISOString(),
      confirmed_at: null,
    });
    await app.db
      .insertInto('mandate')
      .values([mandate(stranger.id), mandate(sameNetwork.id)])
      .execute();
    assert.deepEqual(
      (await linkedTo(stranger.id)).map((link) => [link.id, link.via]),
      [[sameNetwork.id, ['payment']]],
    );
    const both = (await linkedTo(sameNetwork.id)).find((link) => link.id === banned.id);
    assert.deepEqual(both?.via, ['signup_network']);
  });
});
