// Issue 29 §1: what consent before contact costs a send. On SQLite, through the whole API
// in-process (`inject`: no network noise), one member's first messages to the site's operated
// profiles (sent directly: a new conversation, charged) against their first messages to members
// (requests: a new conversation, the credits held, the request opened), then the recipients'
// accepts (the hold charged). Prints p50 and p95 of each and the request path's share of a send.
// `pnpm --filter @app/api exec tsx bench/message-requests.ts`
import { ownMember, realMember } from '../test/helpers/accounts';
import { createTestApp } from '../test/helpers/test-app';

const SENDS = Number(process.env.BENCH_SENDS ?? 100);

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
};
const figures = (name: string, values: number[]) =>
  `${name.padEnd(34)} p50 ${percentile(values, 50).toFixed(2)} ms, p95 ${percentile(values, 95).toFixed(2)} ms`;

// One bench member logs many in from one address: the per-address limits are not what it measures.
const t = await createTestApp('sqlite', { RATE_LIMITS: 'false' });
try {
  const { app } = t;
  const sender = await realMember(app, 'bench-sender');
  await app.db
    .updateTable('app_user')
    .set({ credits: 1_000_000, paid_user: 1 })
    .where('id', '=', sender.id)
    .execute();
  const operated = await Promise.all(
    Array.from({ length: SENDS }, (_, n) => ownMember(app, `bench-operated-${n}`)),
  );
  const people = [];
  for (let n = 0; n < SENDS; n += 1) people.push(await realMember(app, `bench-person-${n}`));
  // Members who signed up long ago and take anyone's first messages: no quarantine in the way.
  await app.db.updateTable('app_user').set({ quarantine_skip: 1 }).execute();

  const timed = async (send: () => Promise<{ statusCode: number; body: string }>) => {
    const started = performance.now();
    const response = await send();
    const ms = performance.now() - started;
    if (response.statusCode !== 200) throw new Error(`${response.statusCode} ${response.body}`);
    return { ms, body: response.body };
  };
  const first = (to: number, n: number, label: string) =>
    timed(() =>
      app.inject({
        method: 'POST',
        url: '/api/messages.php',
        headers: { cookie: sender.cookie },
        payload: { profile: to, text: `Hello ${n}`, client_id: `bench-${label}-${n}-xxxx` },
      }),
    );

  // Warm up the prepared statements and the caches on both paths.
  const direct: number[] = [];
  const requests: number[] = [];
  const conversations: number[] = [];
  for (let n = 0; n < SENDS; n += 1) {
    direct.push((await first(operated[n]!.id, n, 'direct')).ms);
    const sent = await first(people[n]!.id, n, 'request');
    requests.push(sent.ms);
    conversations.push(JSON.parse(sent.body).message.conversation_id as number);
  }
  const accepts: number[] = [];
  for (let n = 0; n < SENDS; n += 1)
    accepts.push(
      (
        await timed(() =>
          app.inject({
            method: 'PUT',
            url: '/api/message-requests.php',
            headers: { cookie: people[n]!.cookie },
            payload: { conversation: conversations[n], decision: 'accept' },
          }),
        )
      ).ms,
    );

  const measured = (values: number[]) => values.slice(Math.floor(values.length / 10));
  const [d, r, a] = [measured(direct), measured(requests), measured(accepts)];
  console.log(`\nfirst messages, ${SENDS} each, SQLite, in-process (the first tenth left out):`);
  console.log(figures('direct (to an operated profile)', d));
  console.log(figures('as a request (to a member)', r));
  console.log(figures('its acceptance', a));
  const share = (percentile(r, 50) - percentile(d, 50)) / percentile(r, 50);
  console.log(
    `the request path's share of a first message's time: ${(share * 100).toFixed(0)} % (p50)`,
  );
} finally {
  await t.close();
}
