import assert from 'node:assert/strict';
import { after, before, it } from 'node:test';
import {
  complaintDetailSchema,
  complaintQueueSchema,
  complaintResponseSchema,
} from '@app/shared/contracts';
import type { FastifyInstance } from 'fastify';
import { errorCodeOf, mailsTo } from '../../helpers/accounts';
import { staffMember } from '../../helpers/staff';
import { createTestApp, describeEachDatabase, type TestApp } from '../../helpers/test-app';

// Issue 26 §4: complaints are a queue with a status; support's replies are mailed to the
// complainant in their language, in the thread of the receipt they got.
describeEachDatabase('back office: the complaints queue', (kind) => {
  let t: TestApp;
  let app: FastifyInstance;
  let filed = 0;
  before(async () => {
    t = await createTestApp(kind, { TRUST_PROXY: '127.0.0.1' });
    app = t.app;
  });
  after(() => t.close());

  async function fileComplaint(email: string, language = 'en') {
    filed += 1;
    const response = await app.inject({
      method: 'POST',
      url: '/api/complaints.php',
      headers: { cookie: `locale=${language}`, 'x-forwarded-for': `203.0.113.${filed}` },
      payload: { subject: 'billing', description: 'Charged twice for one bundle.', email },
    });
    assert.equal(response.statusCode, 200, response.body);
    return complaintResponseSchema.parse(response.json()).reference;
  }
  const get = (url: string, cookie: string) =>
    app.inject({ method: 'GET', url, headers: { cookie } });
  const post = (url: string, cookie: string, payload: object) =>
    app.inject({ method: 'POST', url, headers: { cookie }, payload });

  it('lists open complaints oldest first; a reply is mailed in the thread and moves the status', async () => {
    const support = await staffMember(app, 'support');
    const first = await fileComplaint('first@complaints.test', 'fr');
    const second = await fileComplaint('second@complaints.test');
    const queue = complaintQueueSchema.parse(
      (await get('/api/backoffice/complaints', support.cookie)).json(),
    );
    const ids = queue.complaints.map((c) => c.id);
    assert.ok(ids.indexOf(first) < ids.indexOf(second), 'oldest first');
    assert.ok(queue.counts.new >= 2);
    const detail = complaintDetailSchema.parse(
      (await get(`/api/backoffice/complaints/${first}`, support.cookie)).json(),
    );
    assert.equal(detail.description, 'Charged twice for one bundle.');
    assert.equal(detail.status, 'new');

    const reply = await post(`/api/backoffice/complaints/${first}/replies`, support.cookie, {
      body: 'We refunded the second charge.',
      status: 'answered',
    });
    assert.equal(reply.statusCode, 200, reply.body);
    const mails = await mailsTo(app, 'first@complaints.test');
    const receipt = mails.find((mail) => !mail.subject.startsWith('Re: '))!;
    const answer = mails.find((mail) => mail.subject.startsWith('Re: '))!;
    assert.equal(mails.length, 2);
    // In French, under the receipt's own subject, so mail apps show one thread.
    assert.equal(answer.subject, `Re: ${receipt.subject}`);
    assert.match(answer.subject, new RegExp(`réclamation n° ${first}`));
    assert.match(answer.text, /We refunded the second charge\./);
    const after = complaintDetailSchema.parse(
      (await get(`/api/backoffice/complaints/${first}`, support.cookie)).json(),
    );
    assert.equal(after.status, 'answered');
    assert.equal(after.replies.length, 1);
    assert.equal(after.replies[0]!.staff_email, support.email);
    // Answered leaves the open queue, and is found under its status.
    const open = complaintQueueSchema.parse(
      (await get('/api/backoffice/complaints', support.cookie)).json(),
    );
    assert.ok(!open.complaints.some((c) => c.id === first));
    const answered = complaintQueueSchema.parse(
      (await get('/api/backoffice/complaints?status=answered', support.cookie)).json(),
    );
    assert.ok(answered.complaints.some((c) => c.id === first && c.replies === 1));

    const closed = await post(`/api/backoffice/complaints/${second}/status`, support.cookie, {
      status: 'closed',
      reason: 'Duplicate of an earlier one',
    });
    assert.equal(closed.statusCode, 200);
    const audit = await app.db
      .selectFrom('staff_audit')
      .select(['action', 'object_id', 'reason'])
      .where('object_type', '=', 'complaint')
      .where('object_id', 'in', [String(first), String(second)])
      .orderBy('id')
      .execute();
    assert.deepEqual(
      audit.map((row) => row.action),
      ['complaint.reply', 'complaint.status'],
    );
    assert.equal(audit[1]!.reason, 'Duplicate of an earlier one');
  });

  it('refuses an empty reply and changes nothing; a moderator may not answer', async () => {
    const support = await staffMember(app, 'support');
    const moderator = await staffMember(app, 'moderator');
    const id = await fileComplaint('third@complaints.test');
    const empty = await post(`/api/backoffice/complaints/${id}/replies`, support.cookie, {
      body: '   ',
      status: 'answered',
    });
    assert.equal(empty.statusCode, 400);
    assert.equal(errorCodeOf(empty), 'validation_failed');
    const forbidden = await post(`/api/backoffice/complaints/${id}/replies`, moderator.cookie, {
      body: 'Hello',
      status: 'answered',
    });
    assert.equal(forbidden.statusCode, 403);
    const detail = complaintDetailSchema.parse(
      (await get(`/api/backoffice/complaints/${id}`, support.cookie)).json(),
    );
    assert.deepEqual([detail.status, detail.replies.length], ['new', 0]);
    assert.equal((await mailsTo(app, 'third@complaints.test')).length, 1);
  });
});
