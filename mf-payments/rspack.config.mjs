import { createAppConfig } from '@app/shared/build';

export default createAppConfig({
  dir: import.meta.dirname,
  role: 'remote',
  port: 3103,
  exposes: {
    './routes': './src/routes.tsx',
    './TimeBonusBanner': './src/features/time-bonus/time-bonus-banner.tsx',
    './TimeBonusModal': './src/features/time-bonus/time-bonus-modal.tsx',
    // Loaded only by the back-office host.
    './backoffice': './src/backoffice.ts',
  },
});
