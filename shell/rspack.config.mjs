import { createAppConfig, createFirstScreenConfig, FIRST_SCREEN_DIR } from '@app/shared/build';
import { ServiceWorkerPlugin } from './build/service-worker-plugin.mjs';

const dir = import.meta.dirname;
const app = createAppConfig({ dir, role: 'host', port: 3100, keep: [FIRST_SCREEN_DIR] });
app.plugins.push(new ServiceWorkerPlugin({ dir }));

export default [
  app,
  // The layout around a member's page the API renders before any script runs (issue 27 §1).
  createFirstScreenConfig({
    dir,
    entry: './src/server/first-screen.tsx',
    uniqueName: app.output.uniqueName,
  }),
];
