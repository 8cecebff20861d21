// `pnpm gen` (issue 24 §4): what the generators write passes the format check, lint, the type
// checks and its own tests, as written. They write into the working tree (their output must fit
// the real one: its contracts index, migrations, database and app); the test puts the tree back
// as it found it, whatever happens.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { after, it } from 'node:test';
import { filesOf, formatWritten, generateDomain, generateFeature } from '../lib/generate.mjs';
import { ROOT } from '../lib/workspace.mjs';

const NAME = 'generator-check';
const EDITED = [
  'shared/src/contracts/index.ts',
  'mf-payments/locales/en/payments.json',
  'mf-payments/locales/fr/payments.json',
  'api/src/db/migrations/index.ts',
  'api/src/db/database.ts',
  'api/src/app.ts',
];
const before = new Map(EDITED.map((file) => [file, readFileSync(path.join(ROOT, file), 'utf8')]));
const created = [];

after(() => {
  for (const [file, text] of before) writeFileSync(path.join(ROOT, file), text);
  for (const file of created) rmSync(path.join(ROOT, file), { force: true });
  for (const dir of [
    `mf-payments/src/features/${NAME}`,
    `api/src/domains/${NAME}`,
    `api/test/domains/${NAME}`,
  ])
    rmSync(path.join(ROOT, dir), { recursive: true, force: true });
});

const bin = (pkg, file) => path.join(ROOT, 'node_modules', pkg, file);
function run(args, cwd = ROOT) {
  const result = spawnSync(process.execPath, args, { cwd, encoding: 'utf8' });
  assert.equal(
    result.status,
    0,
    `${args.slice(0, 3).join(' ')}…\n${result.stdout}${result.stderr}`,
  );
}

it('writes a feature and a domain that pass format, lint, types and their own tests', () => {
  const feature = generateFeature('mf-payments', NAME);
  const domain = generateDomain(NAME);
  const files = filesOf([...feature.written, ...domain.written]);
  created.push(...files.filter((file) => !before.has(file)));
  assert.ok(existsSync(path.join(ROOT, `api/src/domains/${NAME}/repository.ts`)));
  formatWritten([...feature.written, ...domain.written]);

  run([bin('prettier', 'bin/prettier.cjs'), '--check', ...files]);
  run([bin('eslint', 'bin/eslint.js'), ...files]);
  for (const project of ['shared', 'mf-payments', 'api'])
    run([bin('typescript', 'bin/tsc'), '-p', 'tsconfig.json'], path.join(ROOT, project));
  run([
    bin('jest', 'bin/jest.js'),
    '--ci',
    '--selectProjects',
    'mf-payments',
    `mf-payments/src/features/${NAME}`,
  ]);
  run(
    ['--import', 'tsx', '--test', `test/domains/${NAME}/${NAME}.test.ts`],
    path.join(ROOT, 'api'),
  );
});

it('refuses a bad name or an app that does not exist, writing nothing', () => {
  assert.throws(() => generateFeature('mf-nowhere', 'notes'), /An app of/);
  assert.throws(() => generateDomain('Saved_Notes'), /kebab-case/);
  assert.throws(() => generateDomain('support'), /exists already/);
});
