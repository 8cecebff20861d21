import assert from 'node:assert/strict';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { after, before, describe, it } from 'node:test';
import {
  apiErrorSchema,
  gifsResponseSchema,
  sendMessageResponseSchema,
} from '@app/shared/contracts';
import { grantCredits, ownMember } from '../../helpers/accounts';
import { createTestApp, type TestApp } from '../../helpers/test-app';

/** GIPHY's API as its client sees it: a GIF in GIPHY's own shape. */
const giphyGif = (id: string, title: string) => ({
  id,
  title,
  type: 'gif',
  images: {
    fixed_height: { url: `https://media.giphy.test/${id}/200.gif`, width: '356', height: '200' },
    fixed_width_small: {
      url: `https://media.giphy.test/${id}/100w.gif`,
      width: '100',
      height: '56',
    },
  },
});

// The GIPHY adapter (GIPHY_API_KEY), through GIPHY's own client, against a stand-in for GIPHY's
// API started here: the product has no internet in CI.
describe('GIF search through GIPHY', () => {
  let t: TestApp;
  let giphy: http.Server;
  const requests: URL[] = [];
  let down = false;

  before(async () => {
    giphy = http.createServer((request, response) => {
      const url = new URL(request.url!, 'http://giphy.test');
      requests.push(url);
      const json = (status: number, body: object) => {
        response.writeHead(status, { 'content-type': 'application/json' });
        response.end(JSON.stringify(body));
      };
      const meta = { status: 200, msg: 'OK', response_id: 'r1' };
      if (down) return json(500, { meta: { status: 500, msg: 'Internal error' } });
      if (url.searchParams.get('api_key') !== 'test-key')
        return json(401, { meta: { status: 401, msg: 'Unauthorized' } });
      if (url.pathname === '/v1/gifs/search')
        return json(200, {
          data: [giphyGif('aBc123', 'Hello wave'), giphyGif('dEf456', 'Hi there')],
          pagination: { total_count: 2, count: 2, offset: 0 },
          meta,
        });
      if (url.pathname === '/v1/gifs/trending')
        return json(200, { data: [giphyGif('tRend1', 'Trending')], pagination: {}, meta });
      if (url.pathname === '/v1/gifs/aBc123')
        return json(200, { data: giphyGif('aBc123', 'Hello wave'), meta });
      return json(404, { meta: { status: 404, msg: 'Not found', response_id: 'r2' } });
    });
    await new Promise<void>((resolve) => giphy.listen(0, '127.0.0.1', resolve));
    const { port } = giphy.address() as AddressInfo;
    t = await createTestApp('sqlite', {
      GIPHY_API_KEY: 'test-key',
      GIPHY_API_URL: `http://127.0.0.1:${port}/v1/`,
    });
  });
  after(async () => {
    await t.close();
    giphy.close();
  });

  it('searches in the member language and maps GIPHY GIFs; an empty search is trending', async () => {
    const member = await ownMember(t.app, 'giphy');
    await t.app.db
      .updateTable('app_user')
      .set({ language: 'fr' })
      .where('id', '=', member.id)
      .execute();
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/gifs.php?q=bonjour',
      headers: { cookie: member.cookie },
    });
    assert.equal(response.statusCode, 200, response.body);
    const { gifs, source } = gifsResponseSchema.parse(response.json());
    assert.equal(source, 'giphy');
    assert.deepEqual(gifs[0], {
      id: 'aBc123',
      title: 'Hello wave',
      url: 'https://media.giphy.test/aBc123/200.gif',
      preview_url: 'https://media.giphy.test/aBc123/100w.gif',
      width: 356,
      height: 200,
    });
    const search = requests.find((url) => url.pathname === '/v1/gifs/search')!;
    assert.equal(search.searchParams.get('q'), 'bonjour');
    assert.equal(search.searchParams.get('lang'), 'fr');
    assert.equal(search.searchParams.get('rating'), 'pg-13');

    const trending = gifsResponseSchema.parse(
      (
        await t.app.inject({
          method: 'GET',
          url: '/api/gifs.php',
          headers: { cookie: member.cookie },
        })
      ).json(),
    );
    assert.deepEqual(
      trending.gifs.map((gif) => gif.id),
      ['tRend1'],
    );
  });

  it('sends a GIPHY GIF as GIPHY has it, refuses an id GIPHY does not know', async () => {
    const sender = await ownMember(t.app, 'giphy-sender');
    const recipient = await ownMember(t.app, 'giphy-recipient');
    await grantCredits(t.app, sender.id, 5);
    await t.app.db
      .updateTable('app_user')
      .set({ paid_user: 1 })
      .where('id', '=', sender.id)
      .execute();
    const sent = await t.app.inject({
      method: 'POST',
      url: '/api/messages.php',
      headers: { cookie: sender.cookie },
      payload: { profile: recipient.id, gif: 'aBc123', client_id: 'giphy-send-1' },
    });
    assert.equal(sent.statusCode, 200, sent.body);
    const { message } = sendMessageResponseSchema.parse(sent.json());
    assert.equal(
      message.attachment?.type === 'gif' && message.attachment.url,
      'https://media.giphy.test/aBc123/200.gif',
    );
    const unknown = await t.app.inject({
      method: 'POST',
      url: '/api/messages.php',
      headers: { cookie: sender.cookie },
      payload: { profile: recipient.id, gif: 'nOsuch', client_id: 'giphy-send-2' },
    });
    assert.equal(unknown.statusCode, 404);
    assert.equal(apiErrorSchema.parse(unknown.json()).error.code, 'gif_unavailable');
  });

  it('answers 503 gifs_unavailable while GIPHY is down', async () => {
    const member = await ownMember(t.app, 'giphy-down');
    down = true;
    try {
      const response = await t.app.inject({
        method: 'GET',
        url: '/api/gifs.php?q=down-test',
        headers: { cookie: member.cookie },
      });
      assert.equal(response.statusCode, 503);
      assert.equal(apiErrorSchema.parse(response.json()).error.code, 'gifs_unavailable');
    } finally {
      down = false;
    }
  });
});
