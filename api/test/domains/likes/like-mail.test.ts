import assert from 'node:assert/strict';
import { after, before, it } from 'node:test';
import { LIKE_MAIL_AFTER_MS, mailWaitingLikes } from '../../../src/domains/likes/like-mail';
import { mailsTo, ownMember } from '../../helpers/accounts';
import { like } from '../../helpers/likes';
import { createTestApp, describeEachDatabase, type TestApp } from '../../helpers/test-app';

// Issue 25 §3: likes a member has not seen while away are mailed, once, without naming anyone.
describeEachDatabase('like mails', (kind) => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp(kind);
  });
  after(() => t.close());

  type Member = Awaited<ReturnType<typeof ownMember>>;
  const sweepAfter = (afterMs: number) => mailWaitingLikes(t.app, new Date(Date.now() + afterMs));
  const likeBy = async (liker: Member, liked: Member) =>
    assert.equal((await like(t.app, liker.cookie, liked.id)).statusCode, 200);
  const mailed = (member: Member) => mailsTo(t.app, member.email);

  it('mails a member away once about the likes waiting, counted and unnamed', async () => {
    const liked = await ownMember(t.app, 'liked');
    const first = await ownMember(t.app, 'liker');
    const second = await ownMember(t.app, 'liker');
    await likeBy(first, liked);
    await likeBy(second, liked);
    await sweepAfter(LIKE_MAIL_AFTER_MS - 60_000);
    assert.equal((await mailed(liked)).length, 0, 'not before they waited long enough');

    await Promise.all([
      sweepAfter(LIKE_MAIL_AFTER_MS + 1000),
      sweepAfter(LIKE_MAIL_AFTER_MS + 1000),
    ]);
    const mails = await mailed(liked);
    assert.equal(mails.length, 1, 'one mail, however many nodes swept');
    assert.match(mails[0]!.subject, /^2 members liked you on /);
    assert.ok(mails[0]!.links.some((link) => link.endsWith('/likes/received')));
    assert.ok(mails[0]!.links.some((link) => link.includes('/unsubscribe?member=')));

    // Those likes are settled; a new one is news again.
    await sweepAfter(2 * LIKE_MAIL_AFTER_MS);
    assert.equal((await mailed(liked)).length, 1);
    const third = await ownMember(t.app, 'liker');
    await likeBy(third, liked);
    await sweepAfter(LIKE_MAIL_AFTER_MS + 1000);
    const again = await mailed(liked);
    assert.equal(again.length, 2);
    assert.equal(again.filter((m) => /^Someone liked you on /.test(m.subject)).length, 1);
  });

  it('mails nobody who saw the like, came back since, or switched such mail off', async () => {
    const [seen, back, switchedOff] = [
      await ownMember(t.app, 'liked'),
      await ownMember(t.app, 'liked'),
      await ownMember(t.app, 'liked'),
    ];
    const liker = await ownMember(t.app, 'liker');
    for (const member of [seen, back, switchedOff]) await likeBy(liker, member);
    // Opening the like clears its "new" mark (spec §3).
    const opened = await t.app.inject({
      method: 'PUT',
      url: '/api/likes.php',
      headers: { cookie: seen.cookie },
      payload: { id: liker.id },
    });
    assert.equal(opened.statusCode, 200, opened.body);
    await t.app.db
      .updateTable('profile')
      .set({ last_active: new Date(Date.now() + 60_000).toISOString() })
      .where('user_id', '=', back.id)
      .execute();
    await t.app.db
      .updateTable('app_user')
      .set({ notifications_disabled: JSON.stringify(['like']) })
      .where('id', '=', switchedOff.id)
      .execute();
    await sweepAfter(LIKE_MAIL_AFTER_MS + 1000);
    for (const member of [seen, back, switchedOff])
      assert.equal((await mailed(member)).length, 0, member.email);
  });
});
