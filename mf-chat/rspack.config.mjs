import { createAppConfig } from '@app/shared/build';

export default createAppConfig({
  dir: import.meta.dirname,
  role: 'remote',
  port: 3102,
  exposes: {
    './routes': './src/routes.tsx',
    './MatchScreen': './src/features/chats/match-screen.tsx',
    // Loaded only by the back-office host.
    './backoffice': './src/backoffice.ts',
  },
});
