import { ISLAND_LOAD_ID, REMOTE_LOADS_PATH } from '@app/shared/platform/apps';
import { hydrationReporter } from './island-boot';

afterEach(() => {
  document.getElementById(ISLAND_LOAD_ID)?.remove();
});

it('reports a failed hydration once, as a failed load of the rendered version with its ticket', async () => {
  const load = document.createElement('script');
  load.type = 'application/json';
  load.id = ISLAND_LOAD_ID;
  load.textContent = JSON.stringify({ remote: 'mf-landers', version: 'abc123', ticket: 't.k' });
  document.head.append(load);
  const sent: Array<[string, Blob]> = [];
  Object.defineProperty(navigator, 'sendBeacon', {
    configurable: true,
    value: (url: string, body: Blob) => sent.push([url, body]) > 0,
  });
  const report = hydrationReporter();
  report(new TypeError('Hydration failed'));
  report(new Error('again'));
  expect(sent).toHaveLength(1);
  const [url, body] = sent[0]!;
  expect(url).toBe(REMOTE_LOADS_PATH);
  expect(JSON.parse(await body.text())).toEqual({
    remote: 'mf-landers',
    version: 'abc123',
    ticket: 't.k',
    ok: false,
    phase: 'hydrate',
    duration_ms: 0,
    error: 'TypeError',
  });
});

it('says nothing on a page without the server’s load ticket (an override, a preview)', () => {
  const sent: unknown[] = [];
  Object.defineProperty(navigator, 'sendBeacon', {
    configurable: true,
    value: (...args: unknown[]) => sent.push(args) > 0,
  });
  hydrationReporter()(new Error('mismatch'));
  expect(sent).toEqual([]);
});
