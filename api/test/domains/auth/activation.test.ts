import assert from 'node:assert/strict';
import { after, before, it } from 'node:test';
import { apiErrorSchema, outboxResponseSchema, userResponseSchema } from '@app/shared/contracts';
import { logInAsMember, untouchedMembers } from '../../helpers/members';
import { createTestApp, describeEachDatabase, type TestApp } from '../../helpers/test-app';

describeEachDatabase('activation: confirming the e-mail address', (kind) => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp(kind);
  });
  after(() => t.close());

  const statusOf = async (userId: number) =>
    t.app.db
      .selectFrom('app_user')
      .innerJoin('profile', 'profile.user_id', 'app_user.id')
      .select(['app_user.status as account', 'profile.status as profile', 'app_user.email'])
      .where('app_user.id', '=', userId)
      .executeTakeFirstOrThrow();

  it('mails a link that only redirects; the page confirms once; the profile shows', async () => {
    const [member] = (await untouchedMembers(t.app, 1)) as [number];
    await t.app.db
      .updateTable('app_user')
      .set({ status: 'not_confirmed' })
      .where('id', '=', member)
      .execute();
    await t.app.db
      .updateTable('profile')
      .set({ status: 'disabled' })
      .where('user_id', '=', member)
      .execute();
    const cookie = await logInAsMember(t.app, member);
    const { email } = await statusOf(member);

    const sent = await t.app.inject({
      method: 'POST',
      url: '/api/activation-mail.php',
      payload: {},
      headers: { cookie },
    });
    assert.equal(sent.statusCode, 200);
    const outbox = outboxResponseSchema.parse(
      (await t.app.inject({ method: 'GET', url: '/api/outbox.php' })).json(),
    );
    const link = outbox.mails.find((m) => m.to === email)!.links[0]!;
    assert.match(link, /\/api\/activate\.php\?token=/);
    const token = new URL(link).searchParams.get('token')!;

    // Opening the link (a person, or a mail scanner) changes nothing by itself.
    const opened = await t.app.inject({
      method: 'GET',
      url: new URL(link).pathname + new URL(link).search,
    });
    assert.equal(opened.statusCode, 302);
    assert.equal(opened.headers.location, `/activate/done?token=${token}`);
    assert.equal((await statusOf(member)).account, 'not_confirmed');

    const confirm = () =>
      t.app.inject({ method: 'PUT', url: '/api/activate.php', payload: { token } });
    assert.equal((await confirm()).statusCode, 200);
    assert.deepEqual(await statusOf(member), { account: 'active', profile: 'active', email });
    const user = userResponseSchema.parse(
      (await t.app.inject({ method: 'GET', url: '/api/user.php', headers: { cookie } })).json(),
    ).user;
    assert.equal(user?.status, 'active');

    const again = await confirm();
    assert.equal(again.statusCode, 400);
    const { error } = apiErrorSchema.parse(again.json());
    assert.equal(error.code, 'activation_failed');
    assert.equal(error.message, 'Activation failed.');
  });

  it('sends nothing to a member whose address is already confirmed, nor to a visitor', async () => {
    const [, member] = (await untouchedMembers(t.app, 2)) as [number, number];
    const cookie = await logInAsMember(t.app, member);
    const { email } = await statusOf(member);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/activation-mail.php',
      payload: {},
      headers: { cookie },
    });
    assert.equal(response.statusCode, 200);
    const outbox = outboxResponseSchema.parse(
      (await t.app.inject({ method: 'GET', url: '/api/outbox.php' })).json(),
    );
    assert.ok(!outbox.mails.some((m) => m.to === email));
    const visitor = await t.app.inject({
      method: 'POST',
      url: '/api/activation-mail.php',
      payload: {},
    });
    assert.equal(visitor.statusCode, 403);
  });
});
