import { createAppConfig } from '@app/shared/build';

export default createAppConfig({
  dir: import.meta.dirname,
  role: 'remote',
  port: 3101,
  exposes: {
    './routes': './src/routes.tsx',
    './LikeModal': './src/features/like-modal/like-modal.tsx',
    // Loaded only by the back-office host.
    './backoffice': './src/backoffice.ts',
  },
});
