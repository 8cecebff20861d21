import assert from 'node:assert/strict';
import { after, before, it } from 'node:test';
import { apiErrorSchema, appealQueueSchema } from '@app/shared/contracts';
import type { FastifyInstance } from 'fastify';
import { DEMO_PASSWORD } from '../../../src/seed/demo-accounts';
import { errorCodeOf, mailsTo, ownMember } from '../../helpers/accounts';
import { staffMember } from '../../helpers/staff';
import { createTestApp, describeEachDatabase, type TestApp } from '../../helpers/test-app';

// Issue 48 §2: a suspended or banned member appeals from their login's answer (they have no
// session), once per sanction; moderators answer from a queue, once; accepted lifts the
// sanction; the answer is mailed in the member's language.
describeEachDatabase('appeals of sanctioned members', (kind) => {
  let t: TestApp;
  let app: FastifyInstance;
  before(async () => {
    t = await createTestApp(kind);
    app = t.app;
  });
  after(() => t.close());

  let from = 0;
  const address = () => `10.48.${kind === 'sqlite' ? 1 : 2}.${++from}`;
  const logIn = (email: string) =>
    app.inject({
      method: 'POST',
      url: '/api/user.php',
      payload: { email, password: DEMO_PASSWORD },
      remoteAddress: address(),
    });
  const appeal = (token: string, body: string) =>
    app.inject({
      method: 'POST',
      url: '/api/appeal.php',
      payload: { token, body },
      remoteAddress: address(),
    });
  const staffPost = (url: string, cookie: string, payload: object) =>
    app.inject({ method: 'POST', url, headers: { cookie }, payload });

  /** A member under a fresh sanction, and the appeal link their login answer gives. */
  async function sanctioned(label: string, language: 'en' | 'fr', how: 'suspend' | 'ban') {
    const moderator = await staffMember(app, 'moderator');
    const member = await ownMember(app, label);
    await app.db.updateTable('app_user').set({ language }).where('id', '=', member.id).execute();
    const done = await staffPost(
      `/api/backoffice/members/${member.id}/${how}`,
      moderator.cookie,
      how === 'suspend' ? { days: 30, reason: 'spam' } : { reason: 'scam' },
    );
    assert.equal(done.statusCode, 200, done.body);
    const login = await logIn(member.email);
    assert.equal(login.statusCode, 403);
    const { error } = apiErrorSchema.parse(login.json());
    assert.equal(error.code, how === 'suspend' ? 'account_suspended' : 'account_banned');
    const token = String(error.params?.appeal ?? '');
    assert.ok(token.length > 20, 'the login answer carries the appeal link');
    return { member, token, moderator };
  }
  const why = 'I sent the same message to friends I met at a party, not spam.';

  it('a suspended member appeals once with the link their login gave; a forged or short one changes nothing', async () => {
    const { member, token } = await sanctioned('appeal-once', 'en', 'suspend');
    const forged = `${token.slice(0, -4)}AAAA`;
    assert.equal(errorCodeOf(await appeal(forged, why)), 'appeal_invalid');
    const short = await appeal(token, 'Not spam');
    assert.equal(short.statusCode, 400);
    assert.equal(errorCodeOf(short), 'appeal_too_short');
    const count = async () =>
      (
        await app.db
          .selectFrom('member_appeal')
          .select('id')
          .where('user_id', '=', member.id)
          .execute()
      ).length;
    assert.equal(await count(), 0);

    // Ten at once (a double click, a retry): one appeal is kept, the others hear it exists.
    const answers = await Promise.all(Array.from({ length: 10 }, () => appeal(token, why)));
    assert.equal(answers.filter((a) => a.statusCode === 200).length, 1);
    for (const answer of answers.filter((a) => a.statusCode !== 200)) {
      assert.equal(answer.statusCode, 409);
      assert.equal(errorCodeOf(answer), 'appeal_exists');
    }
    assert.equal(await count(), 1);
  });

  it('moderators see the queue and answer once: accepted lifts the suspension and mails the answer in the member’s language', async () => {
    const { member, token, moderator } = await sanctioned('appeal-yes', 'fr', 'suspend');
    assert.equal((await appeal(token, why)).statusCode, 200);
    const support = await staffMember(app, 'support');
    const refused = await app.inject({
      url: '/api/backoffice/appeals',
      headers: { cookie: support.cookie },
    });
    assert.equal(refused.statusCode, 403);
    const queue = appealQueueSchema.parse(
      (
        await app.inject({ url: '/api/backoffice/appeals', headers: { cookie: moderator.cookie } })
      ).json(),
    );
    const mine = queue.appeals.find((a) => a.user_id === member.id);
    assert.ok(mine && queue.open >= 1);
    assert.equal(mine.body, why);
    assert.deepEqual([mine.sanction.kind, mine.sanction.reason], ['suspended', 'spam']);
    assert.equal(mine.language, 'fr');

    // Two moderators at once, one accepting, one refusing: the first answer stands, alone.
    const other = await staffMember(app, 'moderator');
    const [one, two] = await Promise.all([
      staffPost(`/api/backoffice/appeals/${mine.id}/answer`, moderator.cookie, {
        decision: 'accepted',
        answer: 'Nous vous croyons : la suspension est levée.',
      }),
      staffPost(`/api/backoffice/appeals/${mine.id}/answer`, other.cookie, {
        decision: 'refused',
        answer: 'Refusé.',
      }),
    ]);
    const statuses = [one.statusCode, two.statusCode].sort();
    assert.deepEqual(statuses, [200, 409]);
    const loser = one.statusCode === 409 ? one : two;
    assert.equal(errorCodeOf(loser), 'appeal_answered');
    const accepted = one.statusCode === 200;

    const mails = (await mailsTo(app, member.email)).filter((m) =>
      m.subject.startsWith('Votre appel'),
    );
    assert.equal(mails.length, 1, 'one answer mailed, in French');
    if (accepted) {
      assert.match(mails[0]!.text, /levé la décision/);
      assert.equal((await logIn(member.email)).statusCode, 200, 'the member logs in again');
    } else {
      assert.match(mails[0]!.text, /décision est maintenue/);
      assert.equal((await logIn(member.email)).statusCode, 403);
    }
    const [entry] = await app.db
      .selectFrom('staff_audit')
      .select(['action', 'after_json'])
      .where('action', '=', 'appeal.answer')
      .where('object_id', '=', String(member.id))
      .execute();
    assert.match(
      entry!.after_json!,
      new RegExp(`"decision":"${accepted ? 'accepted' : 'refused'}"`),
    );
  });

  it('a refused appeal keeps the ban; the link stops working once a sanction is lifted', async () => {
    const { member, token, moderator } = await sanctioned('appeal-no', 'en', 'ban');
    assert.equal((await appeal(token, why)).statusCode, 200);
    const queue = appealQueueSchema.parse(
      (
        await app.inject({ url: '/api/backoffice/appeals', headers: { cookie: moderator.cookie } })
      ).json(),
    );
    const mine = queue.appeals.find((a) => a.user_id === member.id)!;
    const answered = await staffPost(
      `/api/backoffice/appeals/${mine.id}/answer`,
      moderator.cookie,
      {
        decision: 'refused',
        answer: 'The scam reports were confirmed by three members.',
      },
    );
    assert.equal(answered.statusCode, 200, answered.body);
    assert.equal((await logIn(member.email)).statusCode, 403);
    const [mail] = (await mailsTo(app, member.email)).filter((m) =>
      m.subject.startsWith('Your appeal'),
    );
    assert.match(mail!.text, /the decision stays/);
    assert.match(mail!.text, /confirmed by three members/);
    const answeredQueue = appealQueueSchema.parse(
      (
        await app.inject({
          url: '/api/backoffice/appeals?status=refused',
          headers: { cookie: moderator.cookie },
        })
      ).json(),
    );
    assert.ok(answeredQueue.appeals.some((a) => a.id === mine.id && a.answer !== null));

    // Lifted from the file: the link of that sanction appeals nothing any more.
    const second = await sanctioned('appeal-lifted', 'en', 'suspend');
    await staffPost(`/api/backoffice/members/${second.member.id}/lift`, moderator.cookie, {
      reason: 'Mistake',
    });
    assert.equal(errorCodeOf(await appeal(second.token, why)), 'appeal_invalid');
  });
});
