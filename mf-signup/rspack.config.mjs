import { createAppConfig } from '@app/shared/build';

export default createAppConfig({
  dir: import.meta.dirname,
  role: 'remote',
  port: 3104,
  exposes: {
    './routes': './src/routes.tsx',
    './SignupModal': './src/features/signup/signup-modal.tsx',
  },
});
