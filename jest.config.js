// One Jest run for every front-end package; the API has its own runner (node:test via tsx,
// so it runs exactly as in production, as native ESM).
import { APPS } from './shared/platform/apps.mjs';

const apps = ['shared', ...APPS];

export default {
  projects: apps.map((app) => ({
    displayName: app,
    rootDir: `<rootDir>/${app}`,
    // jsdom plus Node's fetch, streams and friends, which MSW needs.
    testEnvironment: 'jest-fixed-jsdom',
    testMatch: ['<rootDir>/src/**/*.test.{ts,tsx}'],
    setupFilesAfterEnv: ['<rootDir>/../shared/testing/setup-tests.ts'],
    transform: {
      '^.+\\.(m?[tj]sx?)$': [
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
    // Some of MSW's dependencies ship only ESM: compile those, leave the rest alone.
    transformIgnorePatterns: ['/node_modules/(?!(\\.pnpm/)?until-async)(?!.*\\.mjs$)'],
    moduleNameMapper: {
      '\\.(css|scss)$': '<rootDir>/../shared/testing/style-stub.cjs',
      // The kernel's own bundled modules (the UI kit, the bindings) import the kernel by its
      // package name, as the apps do, so that a build shares it; under Jest that name is the
      // same file the apps reach.
      '^@app/shared$': '<rootDir>/../shared/src/index.ts',
      '^@app/shared/bindings$': '<rootDir>/../shared/src/bindings.ts',
      // The landers' campaign files are listed by the bundler; under Jest, read from disk.
      '^\\.\\.?/campaign-files$': '<rootDir>/testing/campaign-files.ts',
    },
    testEnvironmentOptions: { customExportConditions: [''] },
  })),
};
