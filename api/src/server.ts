import { buildApp } from './app';
import { deploymentParts, startBanner } from './banner';
import { ConfigError, loadConfig, type Config } from './config';
import { ShellReleaseRefused } from './platform/remotes/kernel-check';

/** How long a shutdown may take (requests in flight, background mail) before the process goes. */
const SHUTDOWN_DEADLINE_MS = 25_000;
/** Signals this close together are one stop (a group signal passed on by a launcher). */
const SAME_STOP_MS = 1_000;

// Starts the server; everything else is in app.ts.
let config: Config;
try {
  config = loadConfig();
} catch (error) {
  if (!(error instanceof ConfigError)) throw error;
  // One message an operator can act on, listing every problem, and a failing exit code.
  const mode = process.env.APP_MODE || 'production';
  const hint = mode === 'production' ? ', the default; APP_MODE=demo runs the demo' : '';
  console.error(`The server did not start (${mode} mode${hint}).\n${error.message}`);
  process.exit(78); // EX_CONFIG
}
const app = await buildApp(config);
try {
  await app.listen({ port: config.port, host: config.host });
} catch (error) {
  // A shell release that would break live remotes (issue 47 §1): said plainly, the old nodes
  // keep serving.
  if (!(error instanceof ShellReleaseRefused)) throw error;
  console.error(`The server did not start: ${error.message}`);
  await app.close();
  process.exit(78);
}
const address = app.server.address();
const port = typeof address === 'object' && address ? address.port : config.port;
const url = config.publicOrigin ?? `http://localhost:${port}`;
if (config.mode === 'demo') console.log(startBanner(config, url, port));
// Production writes nothing but JSON lines: the banner is one, whatever LOG_LEVEL hides.
else
  app.log.child({}, { level: 'info' }).info(
    {
      listening: `${config.host}:${port}`,
      url,
      node: config.nodeName,
      ...deploymentParts(config),
    },
    `Amora is running in PRODUCTION mode at ${url}`,
  );
// The nudity model loads in seconds: now, rather than when a member's first photo waits for it.
app.inBackground('loading the nudity model', app.photoScreening.warm());

// Graceful shutdown (a deploy, a scale-down): stop accepting, tell open event streams to
// reconnect elsewhere, finish the requests in flight and the mail being sent, close the database
// and Redis, exit. A second signal, or the deadline, ends it at once. A signal sent to the whole
// process group arrives twice (directly, and passed on by scripts/serve.mjs's Node launcher):
// the same stop, not a second one.
let stoppingSince = 0;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (stoppingSince > 0) {
      if (Date.now() - stoppingSince > SAME_STOP_MS) process.exit(1);
      return;
    }
    stoppingSince = Date.now();
    app.log.info({ signal }, 'shutting down');
    setTimeout(() => {
      app.log.error('shutdown took too long; exiting');
      process.exit(1);
    }, SHUTDOWN_DEADLINE_MS).unref();
    // Keep-alive connections whose request finishes after the close began (the requests in
    // flight, the event streams just ended) are let go as soon as they fall idle.
    setInterval(() => app.server.closeIdleConnections(), 100).unref();
    app.close().then(
      () => process.exit(0),
      (error: unknown) => {
        app.log.error({ err: error }, 'shutdown failed');
        process.exit(1);
      },
    );
  });
}
