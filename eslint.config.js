// One lint configuration for the whole workspace.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import importX from 'eslint-plugin-import-x';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import testingLibrary from 'eslint-plugin-testing-library';
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

/**
 * The server's layers (issue 24): a domain calls another domain's service, never its repository;
 * the HTTP layer and the page server call services too. Only a domain's own files (and the demo
 * seed, which writes its data directly) reach its repository.
 */
function serverZones() {
  const domainsDir = './api/src/domains';
  const domains = readdirSync(domainsDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
  const repositories = (except) =>
    domains
      .filter((domain) => domain !== except)
      .map((domain) => `${domainsDir}/${domain}/**/*repository.ts`);
  return [
    ...domains.map((domain) => ({
      target: `${domainsDir}/${domain}/**/*`,
      from: repositories(domain),
      message:
        "A domain calls another domain's service, never its repository (STYLE.md, issue 24).",
    })),
    {
      // Thin routes (issue 50 §3): a route checks access and shapes, then calls its domain's
      // service — even its own domain's repository is the service's to call.
      target: [`${domainsDir}/**/*routes.ts`, `${domainsDir}/**/routes/**/*`],
      from: [`${domainsDir}/**/*repository.ts`],
      message: "A route calls its domain's service, never a repository (issue 50).",
    },
    {
      target: [
        './api/src/http/**/*',
        './api/src/static/**/*',
        './api/src/plugins/**/*',
        './api/src/platform/**/*',
      ],
      from: repositories(null),
      message: "The HTTP layer and the platform call a domain's service, never its repository.",
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
      '.tools/**',
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
    files: [
      'shell/**/*.{ts,tsx}',
      'backoffice/**/*.{ts,tsx}',
      'mf-*/**/*.{ts,tsx}',
      'shared/**/*.{ts,tsx}',
    ],
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
    files: ['shell/src/**', 'backoffice/src/**', 'mf-*/src/**'],
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
              group: ['**/mf-*/**', '@app/mf-*', '@app/shell', '@app/backoffice'],
              message: 'Apps never import each other; use @app/shared.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['api/src/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: 'api/tsconfig.json' })],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: serverZones() }],
    },
  },
  {
    // SQL lives in repositories (and db/, with its shared fragments and migrations): a service
    // says what happens, a repository how it is stored (issue 24).
    files: ['api/src/**/*.ts'],
    ignores: ['api/src/**/*repository.ts', 'api/src/db/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          // Kysely's every way into SQL, the query builder's and the raw ones.
          selector:
            'CallExpression[callee.property.name=/^(selectFrom|selectNoFrom|insertInto|updateTable|deleteFrom|replaceInto|mergeInto|executeQuery)$/]',
          message: 'SQL lives in a repository: call one of its functions.',
        },
        {
          selector: "TaggedTemplateExpression[tag.name='sql']",
          message: 'SQL lives in a repository: call one of its functions.',
        },
        {
          // A raw query by any door: db.raw (Knex's habit), sql.raw, CompiledQuery.raw.
          selector:
            "CallExpression[callee.property.name='raw'][callee.object.name=/^(db|trx|tx|sql|CompiledQuery|kysely)$/]",
          message: 'SQL lives in a repository: call one of its functions.',
        },
      ],
      // `sql` under another name (import { sql as q }) or a compiled query: the import itself.
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'kysely',
              importNames: ['sql', 'CompiledQuery'],
              message: 'SQL lives in a repository: call one of its functions.',
            },
          ],
        },
      ],
    },
  },
  {
    // Journeys wait on what a member would see, never on the clock (issue 50 §6): Playwright's
    // assertions wait by themselves, expect.poll waits on anything else.
    files: ['e2e/**/*.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.property.name='waitForTimeout']",
          message:
            'A journey waits on a condition (an assertion, expect.poll), never a fixed time.',
        },
      ],
    },
  },
  {
    // Every screen works with the keyboard and has labels (DEVELOPERS): the accessibility rules
    // catch what a component can get wrong by itself.
    files: [
      'shell/src/**/*.tsx',
      'backoffice/src/**/*.tsx',
      'mf-*/src/**/*.tsx',
      'shared/src/**/*.tsx',
    ],
    ...jsxA11y.flatConfigs.recommended,
  },
  {
    // Tests find what a member finds (roles, labels, texts) and wait the way Testing Library
    // means them to.
    files: [
      'shell/src/**/*.test.tsx',
      'backoffice/src/**/*.test.tsx',
      'mf-*/src/**/*.test.tsx',
      'shared/src/**/*.test.tsx',
    ],
    ...testingLibrary.configs['flat/react'],
    rules: {
      ...testingLibrary.configs['flat/react'].rules,
      // Some checks are of structure no query expresses: the page made inert behind a dialog,
      // markup a message must not carry, a form's action, the file input a label hides.
      'testing-library/no-node-access': 'off',
      // Tests that render twice name each render for what it is (`first`, `second`).
      'testing-library/render-result-naming-convention': 'off',
    },
  },
  {
    // No import cycles, inside an app or the server: a cycle is a layer that leaks.
    files: ['shell/src/**', 'backoffice/src/**', 'mf-*/src/**', 'shared/src/**', 'api/src/**'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: [
            ...APPS.map((app) => `${app}/tsconfig.json`),
            'shared/tsconfig.json',
            'api/tsconfig.json',
          ],
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
);
