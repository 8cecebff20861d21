import { buildApp } from './app';
import { loadConfig } from './config';

// Starts the server; everything else is in app.ts.
const config = loadConfig();
const app = await buildApp(config);
await app.listen({ port: config.port, host: config.host });
console.log(`Dating platform running at http://localhost:${config.port}`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    // Finish in-flight requests and close the database before exiting.
    app.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  });
}
