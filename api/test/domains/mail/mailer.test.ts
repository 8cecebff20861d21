import assert from 'node:assert/strict';
import type { AddressInfo } from 'node:net';
import { after, before, describe, it } from 'node:test';
import { outboxResponseSchema } from '@app/shared/contracts';
import { SMTPServer } from 'smtp-server';
import { createTestApp, type TestApp } from '../../helpers/test-app';

const mail = {
  to: 'member@amora.test',
  subject: 'Confirm your e-mail address',
  text: 'Welcome!\nConfirm here: http://localhost:3000/api/activate.php?token=abc\n',
  html: '<p>Welcome! <a href="http://localhost:3000/api/activate.php?token=abc">Confirm</a></p>',
  fromName: 'Amora',
};

describe('mail port: the outbox (embedded default)', () => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp('sqlite');
  });
  after(() => t.close());

  it('keeps the mail and lists it with its links, newest first', async () => {
    assert.equal(t.app.mailer.kind, 'outbox');
    await t.app.mailer.send(mail);
    await t.app.mailer.send({ ...mail, subject: 'Second' });
    const response = await t.app.inject({ method: 'GET', url: '/api/outbox.php' });
    assert.equal(response.statusCode, 200);
    const { mails } = outboxResponseSchema.parse(response.json());
    assert.deepEqual(
      mails.map((m) => m.subject),
      ['Second', 'Confirm your e-mail address'],
    );
    assert.deepEqual(mails[1]!.links, ['http://localhost:3000/api/activate.php?token=abc']);
    assert.equal(mails[1]!.to, 'member@amora.test');
  });
});

describe('mail port: SMTP', () => {
  let smtp: SMTPServer;
  let t: TestApp;
  const received: { from: string; to: string[]; data: string }[] = [];
  before(async () => {
    // A real SMTP server on loopback, as a mail relay would be.
    smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      onData(stream, session, callback) {
        let data = '';
        stream.on('data', (chunk: Buffer) => (data += chunk.toString('utf8')));
        stream.on('end', () => {
          received.push({
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            to: session.envelope.rcptTo.map((r) => r.address),
            data,
          });
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
    const { port } = smtp.server.address() as AddressInfo;
    t = await createTestApp('sqlite', {
      SMTP_URL: `smtp://127.0.0.1:${port}`,
      MAIL_FROM: 'hello@amora.test',
    });
  });
  after(async () => {
    await t.close();
    await new Promise<void>((resolve) => smtp.close(() => resolve()));
  });

  it('delivers to the SMTP server, plain text and HTML, from the site name', async () => {
    assert.equal(t.app.mailer.kind, 'smtp');
    await t.app.mailer.send(mail);
    assert.equal(received.length, 1);
    const [delivered] = received;
    assert.equal(delivered!.from, 'hello@amora.test');
    assert.deepEqual(delivered!.to, ['member@amora.test']);
    assert.match(delivered!.data, /^From: Amora <hello@amora\.test>/m);
    assert.match(delivered!.data, /^Subject: Confirm your e-mail address/m);
    assert.match(delivered!.data, /Content-Type: text\/plain/);
    assert.match(delivered!.data, /Content-Type: text\/html/);
  });

  it('threads an answer under the mail it answers (Message-ID, In-Reply-To, References)', async () => {
    received.length = 0;
    await t.app.mailer.send({ ...mail, messageId: '<complaint-7@amora.test>' });
    await t.app.mailer.send({
      ...mail,
      subject: 'Re: Confirm your e-mail address',
      inReplyTo: '<complaint-7@amora.test>',
    });
    assert.match(received[0]!.data, /^Message-ID: <complaint-7@amora\.test>/im);
    assert.match(received[1]!.data, /^In-Reply-To: <complaint-7@amora\.test>/im);
    assert.match(received[1]!.data, /^References: <complaint-7@amora\.test>/im);
  });

  it('gives a notification mail its one-click unsubscribe (RFC 8058), and no other mail one', async () => {
    received.length = 0;
    const url = 'http://localhost:3000/unsubscribe?member=7&sig=abc';
    await t.app.mailer.send({ ...mail, subject: 'Tom wrote to you', unsubscribeUrl: url });
    await t.app.mailer.send(mail);
    assert.match(
      received[0]!.data,
      /^List-Unsubscribe: <http:\/\/localhost:3000\/unsubscribe\?member=7&sig=abc>/im,
    );
    assert.match(received[0]!.data, /^List-Unsubscribe-Post: List-Unsubscribe=One-Click/im);
    assert.doesNotMatch(received[1]!.data, /^List-Unsubscribe/im);
  });

  it('lists no mail in the outbox: it really left (text messages still have their outbox)', async () => {
    await t.app.mailer.send(mail);
    const response = await t.app.inject({ method: 'GET', url: '/api/outbox.php' });
    assert.equal(response.statusCode, 200);
    assert.deepEqual(outboxResponseSchema.parse(response.json()).mails, []);
  });
});
