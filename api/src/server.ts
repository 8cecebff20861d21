import { buildApp } from './app';
import { startBanner } from './banner';
import { ConfigError, loadConfig, type Config } from './config';

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
await app.listen({ port: config.port, host: config.host });
const address = app.server.address();
const port = typeof address === 'object' && address ? address.port : config.port;
console.log(startBanner(config, config.publicOrigin ?? `http://localhost:${port}`));

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    // Finish in-flight requests and close the database before exiting.
    app.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  });
}
