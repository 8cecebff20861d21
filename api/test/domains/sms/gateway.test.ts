import assert from 'node:assert/strict';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { after, before, describe, it } from 'node:test';
import { directDebitResponseSchema } from '@app/shared/contracts';
import { ConfigError, loadConfig } from '../../../src/config';
import { errorCodeOf, freeMembersIn } from '../../helpers/accounts';
import {
  bundlesOf,
  codesIn,
  directDebitForm,
  orderStatusesOf,
  signMandate,
} from '../../helpers/payments';
import { createTestApp, type TestApp } from '../../helpers/test-app';

// The SMS port's gateway adapter (SMS_GATEWAY_URL), against an HTTP SMS gateway started here.
describe('SMS through an HTTP gateway', () => {
  let t: TestApp;
  let gateway: http.Server;
  const received: Array<{
    authorization: string | undefined;
    body: { to: string; from: string; text: string };
  }> = [];
  let down = false;

  before(async () => {
    gateway = http.createServer((request, response) => {
      let text = '';
      request.on('data', (chunk) => (text += chunk));
      request.on('end', () => {
        if (down) {
          response.writeHead(500).end();
          return;
        }
        received.push({ authorization: request.headers.authorization, body: JSON.parse(text) });
        response.writeHead(202, { 'content-type': 'application/json' }).end('{"queued":true}');
      });
    });
    await new Promise<void>((resolve) => gateway.listen(0, '127.0.0.1', resolve));
    const { port } = gateway.address() as AddressInfo;
    t = await createTestApp('sqlite', {
      SMS_GATEWAY_URL: `http://127.0.0.1:${port}/messages`,
      SMS_GATEWAY_TOKEN: 'gateway-token',
    });
  });
  after(async () => {
    await t.close();
    await new Promise((resolve) => gateway.close(resolve));
  });

  const form = async (cookie: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/directdebit.php',
      headers: { cookie, 'idempotency-key': `gw-${Math.random().toString(36).slice(2)}` },
      payload: directDebitForm((await bundlesOf(t.app, cookie))[0]!.id, { phone: '+31612345678' }),
    });

  it('sends the code to the gateway, which signs the mandate', async () => {
    const [member] = await freeMembersIn(t.app, 1, 'NL');
    const response = await form(member!.cookie);
    assert.equal(response.statusCode, 200, response.body);
    const { mandate } = directDebitResponseSchema.parse(response.json());
    const sent = received.at(-1)!;
    assert.equal(sent.authorization, 'Bearer gateway-token');
    assert.equal(sent.body.to, '+31612345678');
    assert.equal(sent.body.from, 'Amora');
    const [code] = codesIn([sent.body.text]);
    const signed = await signMandate(t.app, member!.cookie, mandate.id, code!);
    assert.equal(signed.statusCode, 200, signed.body);
    // Nothing is kept in an outbox: the text really left.
    const outbox = (await t.app.inject({ method: 'GET', url: '/api/outbox.php' })).json() as {
      texts: unknown[];
    };
    assert.deepEqual(outbox.texts, []);
  });

  it('the gateway down: a clear error, the order failed, nothing to sign', async () => {
    const [member] = await freeMembersIn(t.app, 1, 'NL');
    down = true;
    try {
      const response = await form(member!.cookie);
      assert.equal(response.statusCode, 503);
      assert.equal(errorCodeOf(response), 'sms_unavailable');
    } finally {
      down = false;
    }
    assert.deepEqual(await orderStatusesOf(t.app, member!.id), ['failed']);
  });

  it('a gateway address without its token does not start', () => {
    assert.throws(
      () => loadConfig({ APP_MODE: 'demo', SMS_GATEWAY_URL: 'https://sms.example/send' }),
      (error: unknown) =>
        error instanceof ConfigError &&
        /SMS_GATEWAY_URL needs SMS_GATEWAY_TOKEN/.test(error.message),
    );
  });
});
