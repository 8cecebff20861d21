import { createAppConfig, createFirstScreenConfig, FIRST_SCREEN_DIR } from '@app/shared/build';

const dir = import.meta.dirname;
const app = createAppConfig({
  dir,
  role: 'remote',
  port: 3101,
  exposes: {
    './routes': './src/routes.tsx',
    './LikeModal': './src/features/like-modal/like-modal.tsx',
    // Loaded only by the back-office host.
    './backoffice': './src/backoffice.ts',
  },
  keep: [FIRST_SCREEN_DIR],
});

export default [
  app,
  // A member's search or a profile, rendered by the API before any script runs (issue 27 §1).
  createFirstScreenConfig({
    dir,
    entry: './src/server/first-screen.tsx',
    uniqueName: app.output.uniqueName,
  }),
];
