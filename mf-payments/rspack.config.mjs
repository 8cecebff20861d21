import { createAppConfig } from '@app/shared/build';

export default createAppConfig({
  dir: import.meta.dirname,
  role: 'remote',
  port: 3103,
  exposes: { './routes': './src/routes.tsx' },
});
