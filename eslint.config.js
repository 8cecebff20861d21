// One lint configuration for the whole workspace.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import importX from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import globals from 'globals';
import { existsSync, readdirSync } from 'node:fs';
import { APPS } from './shared/platform/apps.mjs';

/**
 * The boundaries inside a front-end app (bulletproof-react's `import/no-restricted-paths`):
 * a feature never imports another feature, features never import the app layer (entry, routes,
 * layouts), and shared-in-app code (components, hooks, lib) imports neither.
 */
function boundaryZones(app) {
  const src = `./${app}/src`;
  const featuresDir = `${src}/features`;
  const features = existsSync(featuresDir)
    ? readdirSync(featuresDir, { withFileTypes: true })
        .filter((entry) => entry.isDirectory())
        .map((entry) => entry.name)
    : [];
  return [
    ...features.map((feature) => ({
      target: `${featuresDir}/${feature}`,
      from: featuresDir,
      except: [`./${feature}`],
      message: 'A feature never imports another feature: move what both need to @app/shared.',
    })),
    {
      target: featuresDir,
      from: `${src}/app`,
      message: 'Features never import the app layer; the app composes features.',
    },
    {
      target: [`${src}/components`, `${src}/hooks`, `${src}/lib`],
      from: [featuresDir, `${src}/app`],
      message: 'Shared-in-app code imports neither features nor the app layer.',
    },
  ];
}

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      'data/**',
      '.bench/**',
      '.e2e/**',
      'test-results/**',
      'playwright-report/**',
      'coverage/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      ecmaVersion: 2023,
      sourceType: 'module',
      globals: { ...globals.browser, ...globals.node },
    },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      // French texts carry no-break spaces before : ; ! ? (in strings and templates alike).
      'no-irregular-whitespace': ['error', { skipStrings: true, skipTemplates: true }],
    },
  },
  {
    files: ['shell/**/*.{ts,tsx}', 'mf-*/**/*.{ts,tsx}', 'shared/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    // Kysely's documented migration style: migrations see the schema as it was then, untyped.
    files: ['api/src/db/migrations/**'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  {
    files: ['**/*.test.{ts,tsx}', '**/test/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.jest } },
  },
  {
    // Remotes and features stay independent: shared code goes through @app/shared (STYLE.md).
    files: ['shell/src/**', 'mf-*/src/**'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: APPS.map((app) => `${app}/tsconfig.json`),
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: APPS.flatMap(boundaryZones) }],
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/mf-*/**', '@app/mf-*', '@app/shell'],
              message: 'Apps never import each other; use @app/shared.',
            },
          ],
        },
      ],
    },
  },
);
