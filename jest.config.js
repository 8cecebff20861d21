// One Jest run for every front-end package; the API has its own runner (node:test via tsx,
// so it runs exactly as in production, as native ESM).
const apps = ['shared', 'shell', 'mf-members', 'mf-chat', 'mf-payments', 'mf-signup', 'mf-landers'];

export default {
  projects: apps.map((app) => ({
    displayName: app,
    rootDir: `<rootDir>/${app}`,
    testEnvironment: 'jsdom',
    testMatch: ['<rootDir>/src/**/*.test.{ts,tsx}'],
    setupFilesAfterEnv: ['<rootDir>/../shared/test/setup-tests.ts'],
    transform: {
      '^.+\\.(t|j)sx?$': [
        '@swc/jest',
        {
          jsc: {
            parser: { syntax: 'typescript', tsx: true },
            transform: { react: { runtime: 'automatic' } },
            target: 'es2022',
          },
          module: { type: 'commonjs' },
        },
      ],
    },
    transformIgnorePatterns: ['/node_modules/(?!(\\.pnpm/)?(until-async|msw|@mswjs|rettime))'],
    moduleNameMapper: {
      '\\.(css|scss)$': '<rootDir>/../shared/test/style-stub.cjs',
    },
    testEnvironmentOptions: { customExportConditions: [''] },
  })),
};
