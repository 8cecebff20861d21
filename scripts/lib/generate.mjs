// The generators behind `pnpm gen` (issue 24 §4): a front-end feature or a server domain in the
// house style, with its contract and its test, so a new one starts where the others are.
// Written by hand: what they write is this repository's own layout, which no generic scaffolder
// knows.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { APPS } from '../../shared/platform/apps.mjs';
import { ROOT } from './workspace.mjs';

const KEBAB = /^[a-z][a-z0-9]*(-[a-z0-9]+)*$/;

export const names = (name) => {
  const words = name.split('-');
  const pascal = words.map((w) => w[0].toUpperCase() + w.slice(1)).join('');
  return {
    kebab: name,
    snake: words.join('_'),
    pascal,
    camel: pascal[0].toLowerCase() + pascal.slice(1),
    words: words.join(' '),
  };
};

function checkName(name) {
  if (!KEBAB.test(name ?? ''))
    throw new Error(`A name in kebab-case, like "saved-searches": ${name}`);
}

function write(root, file, text, written) {
  const target = path.join(root, file);
  if (existsSync(target)) throw new Error(`${file} exists already: nothing was written.`);
  mkdirSync(path.dirname(target), { recursive: true });
  writeFileSync(target, text);
  written.push(file);
}

/** Adds `line` after the last line matching `after`, in place. */
function insertAfterLast(root, file, after, line, written) {
  const target = path.join(root, file);
  const lines = readFileSync(target, 'utf8').split('\n');
  const at = lines.findLastIndex((l) => after.test(l));
  if (at < 0) throw new Error(`${file}: no line to add "${line.trim()}" after.`);
  lines.splice(at + 1, 0, line);
  writeFileSync(target, lines.join('\n'));
  written.push(`${file} (edited)`);
}

/** The contract of a generated resource: a list of items, as the wire carries it. */
function contract(n) {
  return `import { z } from 'zod';

/** One ${n.words} item, as \`GET /api/${n.kebab}.php\` lists it. */
export const ${n.camel}ItemSchema = z.object({
  id: z.number().int(),
  text: z.string(),
  created_at: z.string(),
});
export type ${n.pascal}Item = z.infer<typeof ${n.camel}ItemSchema>;

export const ${n.camel}ResponseSchema = z.object({ items: z.array(${n.camel}ItemSchema) });
export type ${n.pascal}Response = z.infer<typeof ${n.camel}ResponseSchema>;

/** \`POST /api/${n.kebab}.php\`: a new item. */
export const ${n.camel}CreateSchema = z.object({ text: z.string().trim().min(1).max(500) });
export type ${n.pascal}Create = z.infer<typeof ${n.camel}CreateSchema>;
`;
}

function addContract(root, n, written) {
  const file = `shared/src/contracts/${n.kebab}.ts`;
  if (existsSync(path.join(root, file))) return;
  write(root, file, contract(n), written);
  insertAfterLast(
    root,
    'shared/src/contracts/index.ts',
    /^export \* from '\.\/[a-z-]+';$/,
    `export * from './${n.kebab}';`,
    written,
  );
}

/** The i18n namespace an app registers (its src/i18n.ts), e.g. "members". */
function namespaceOf(root, app) {
  const text = readFileSync(path.join(root, app, 'src', 'i18n.ts'), 'utf8');
  const match = /NAMESPACE = '([a-z-]+)'/.exec(text);
  if (!match) throw new Error(`${app}/src/i18n.ts names no NAMESPACE.`);
  return match[1];
}

function addTexts(root, app, namespace, n, written) {
  const texts = {
    en: { title: n.words[0].toUpperCase() + n.words.slice(1), empty: 'Nothing here yet.' },
    fr: { title: n.words[0].toUpperCase() + n.words.slice(1), empty: "Rien ici pour l'instant." },
  };
  for (const [language, keys] of Object.entries(texts)) {
    const file = `${app}/locales/${language}/${namespace}.json`;
    const target = path.join(root, file);
    const json = JSON.parse(readFileSync(target, 'utf8'));
    if (json[n.snake]) throw new Error(`${file} has a "${n.snake}" key already.`);
    json[n.snake] = keys;
    writeFileSync(target, `${JSON.stringify(json, null, 2)}\n`);
    written.push(`${file} (edited)`);
  }
}

/** `pnpm gen feature <app> <name>`: a page with its own api.ts, texts, contract and test. */
export function generateFeature(app, name, root = ROOT) {
  if (!APPS.includes(app)) throw new Error(`An app of ${APPS.join(', ')}: ${app}`);
  checkName(name);
  const n = names(name);
  const dir = `${app}/src/features/${n.kebab}`;
  if (existsSync(path.join(root, dir))) throw new Error(`${dir} exists already.`);
  const namespace = namespaceOf(root, app);
  const written = [];
  addContract(root, n, written);
  write(
    root,
    `${dir}/api.ts`,
    `import { api } from '@app/shared';
import type { ${n.pascal}Response } from '@app/shared/contracts';

/** The ${n.words} feature's endpoints (its own: no other feature may claim their names). */
export const ${n.camel}Api = api.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    /** GET /api/${n.kebab}.php */
    get${n.pascal}: build.query<${n.pascal}Response, void>({ query: () => '${n.kebab}.php' }),
  }),
});

export const { useGet${n.pascal}Query } = ${n.camel}Api;
`,
    written,
  );
  write(
    root,
    `${dir}/${n.kebab}-page.tsx`,
    `import { useTranslation } from 'react-i18next';
import { ErrorAlert, PageSpinner } from '@app/shared/ui';
import { NAMESPACE } from '../../i18n';
import { useGet${n.pascal}Query } from './api';

/** The ${n.words} page. */
export function ${n.pascal}Page() {
  const { t } = useTranslation(NAMESPACE);
  const { data, error, isLoading, refetch } = useGet${n.pascal}Query();
  return (
    <div className="container py-4">
      <h1 className="h3">{t('${n.snake}.title')}</h1>
      {isLoading && <PageSpinner />}
      {error && <ErrorAlert error={error} onRetry={refetch} />}
      {data && data.items.length === 0 && <p>{t('${n.snake}.empty')}</p>}
      {data && data.items.length > 0 && (
        <ul aria-label={t('${n.snake}.title')}>
          {data.items.map((item) => (
            <li key={item.id}>{item.text}</li>
          ))}
        </ul>
      )}
    </div>
  );
}
`,
    written,
  );
  write(
    root,
    `${dir}/${n.kebab}-page.test.tsx`,
    `import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { ${n.camel}ResponseSchema } from '@app/shared/contracts';
import { renderWithRouter, setupI18n, setupMsw } from '@app/shared/testing';
import { ${n.pascal}Page } from './${n.kebab}-page';
import '../../i18n';

const server = setupMsw();
beforeAll(() => setupI18n(['common', '${namespace}']));

const answer = (texts: string[]) =>
  ${n.camel}ResponseSchema.parse({
    items: texts.map((text, i) => ({ id: i + 1, text, created_at: '2026-11-25T12:00:00Z' })),
  });

it('lists the items the API answers', async () => {
  server.use(http.get('*/api/${n.kebab}.php', () => HttpResponse.json(answer(['First', 'Second']))));
  renderWithRouter([{ path: '/', element: <${n.pascal}Page /> }]);
  const list = await screen.findByRole('list', { name: '${texts(n).title}' });
  expect(list).toHaveTextContent('First');
  expect(list).toHaveTextContent('Second');
});

it('says when there is nothing yet', async () => {
  server.use(http.get('*/api/${n.kebab}.php', () => HttpResponse.json(answer([]))));
  renderWithRouter([{ path: '/', element: <${n.pascal}Page /> }]);
  expect(await screen.findByText('Nothing here yet.')).toBeInTheDocument();
});
`,
    written,
  );
  addTexts(root, app, namespace, n, written);
  return {
    written,
    next: [
      `Route it: add its path to ${app}/routes.json and its page to ${app}/src/routes.tsx (lazy).`,
      `Serve it: pnpm gen domain ${n.kebab} writes the server side of /api/${n.kebab}.php.`,
    ],
  };
}

const texts = (n) => ({ title: n.words[0].toUpperCase() + n.words.slice(1) });

/** `pnpm gen domain <name>`: routes → service → repository → tables, a migration, a test. */
export function generateDomain(name, root = ROOT) {
  checkName(name);
  const n = names(name);
  const dir = `api/src/domains/${n.kebab}`;
  if (existsSync(path.join(root, dir))) throw new Error(`${dir} exists already.`);
  const written = [];
  addContract(root, n, written);
  const table = `${n.snake}_item`;
  write(
    root,
    `${dir}/tables.ts`,
    `import type { Generated, Insertable } from 'kysely';

/** A member's ${n.words} item. */
export interface ${n.pascal}ItemTable {
  id: Generated<number>;
  user_id: number;
  text: string;
  created_at: string;
}

export interface ${n.pascal}Tables {
  ${table}: ${n.pascal}ItemTable;
}

export type New${n.pascal}Item = Insertable<${n.pascal}ItemTable>;
`,
    written,
  );
  write(
    root,
    `${dir}/repository.ts`,
    `import type { Db } from '../../db/database';
import type { New${n.pascal}Item } from './tables';

// ${n.pascal}: all of its SQL.

export function itemsOf(db: Db, userId: number) {
  return db
    .selectFrom('${table}')
    .select(['id', 'text', 'created_at'])
    .where('user_id', '=', userId)
    .orderBy('id')
    .execute();
}

export async function insertItem(db: Db, item: New${n.pascal}Item): Promise<number> {
  const row = await db.insertInto('${table}').values(item).returning('id').executeTakeFirstOrThrow();
  return Number(row.id);
}
`,
    written,
  );
  write(
    root,
    `${dir}/service.ts`,
    `import type { ${n.pascal}Create, ${n.pascal}Response } from '@app/shared/contracts';
import type { Db } from '../../db/database';
import * as repository from './repository';

/** A member's ${n.words} items, oldest first. */
export async function listItems(db: Db, userId: number): Promise<${n.pascal}Response> {
  return { items: await repository.itemsOf(db, userId) };
}

/** Adds an item for the member and answers their list. */
export async function addItem(
  db: Db,
  userId: number,
  item: ${n.pascal}Create,
): Promise<${n.pascal}Response> {
  await repository.insertItem(db, {
    user_id: userId,
    text: item.text,
    created_at: new Date().toISOString(),
  });
  return listItems(db, userId);
}
`,
    written,
  );
  write(
    root,
    `${dir}/routes.ts`,
    `import { ${n.camel}CreateSchema, ${n.camel}ResponseSchema } from '@app/shared/contracts';
import type { FastifyInstance } from 'fastify';
import { typed } from '../../http/zod';
import { addItem, listItems } from './service';

/** \`/api/${n.kebab}.php\`: the member's ${n.words} items. */
export async function ${n.camel}Routes(fastify: FastifyInstance) {
  const app = typed(fastify);

  app.get(
    '/api/${n.kebab}.php',
    { config: { access: 'member' }, schema: { response: { 200: ${n.camel}ResponseSchema } } },
    async (request) => listItems(app.db, request.member.userId),
  );

  app.post(
    '/api/${n.kebab}.php',
    {
      config: { access: 'member' },
      schema: { body: ${n.camel}CreateSchema, response: { 200: ${n.camel}ResponseSchema } },
    },
    async (request) => addItem(app.db, request.member.userId, request.body),
  );
}
`,
    written,
  );
  const migrations = readdirSync(path.join(root, 'api/src/db/migrations'))
    .map((f) => /^(\d{4})-/.exec(f)?.[1])
    .filter(Boolean)
    .map(Number);
  const number = String(Math.max(...migrations) + 1).padStart(4, '0');
  const migrationName = `${number}-${n.kebab}`;
  write(
    root,
    `api/src/db/migrations/${migrationName}.ts`,
    `import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';
import type { DialectName } from '../connection';
import { tableWithId } from './schema-helpers';

/** ${n.pascal}: a member's items. */
export function ${n.camel}Migration(dialect: DialectName): Migration {
  const createTable = tableWithId(dialect);
  return {
    async up(db: Kysely<any>) {
      await createTable(db, '${table}')
        .addColumn('user_id', 'integer', (c) => c.notNull().references('app_user.id').onDelete('cascade'))
        .addColumn('text', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('${table}_user').on('${table}').column('user_id').execute();
    },
    async down(db: Kysely<any>) {
      await db.schema.dropTable('${table}').execute();
    },
  };
}
`,
    written,
  );
  insertAfterLast(
    root,
    'api/src/db/migrations/index.ts',
    /^import \{ \w+ \} from '\.\/\d{4}-/,
    `import { ${n.camel}Migration } from './${migrationName}';`,
    written,
  );
  insertAfterLast(
    root,
    'api/src/db/migrations/index.ts',
    /^ {4}'\d{4}-[a-z0-9-]+': \w+\(/,
    `    '${migrationName}': ${n.camel}Migration(dialect),`,
    written,
  );
  insertAfterLast(
    root,
    'api/src/db/database.ts',
    /^import type \{ \w+Tables \} from '\.\.\/domains\//,
    `import type { ${n.pascal}Tables } from '../domains/${n.kebab}/tables';`,
    written,
  );
  insertAfterLast(
    root,
    'api/src/db/database.ts',
    /^ {2}extends$/,
    `    ${n.pascal}Tables,`,
    written,
  );
  insertAfterLast(
    root,
    'api/src/app.ts',
    /^import \{ \w+Routes \} from '\.\/domains\//,
    `import { ${n.camel}Routes } from './domains/${n.kebab}/routes';`,
    written,
  );
  insertAfterLast(
    root,
    'api/src/app.ts',
    /^ {2}await app\.register\(\w+Routes\);$/,
    `  await app.register(${n.camel}Routes);`,
    written,
  );
  write(
    root,
    `api/test/domains/${n.kebab}/${n.kebab}.test.ts`,
    `import assert from 'node:assert/strict';
import { after, before, it } from 'node:test';
import { ${n.camel}ResponseSchema } from '@app/shared/contracts';
import { errorCodeOf, ownMember } from '../../helpers/accounts';
import { createTestApp, describeEachDatabase, type TestApp } from '../../helpers/test-app';

describeEachDatabase('${n.words}', (kind) => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp(kind);
  });
  after(() => t.close());

  it("adds items to a member's list, and only theirs", async () => {
    const ada = await ownMember(t.app);
    const bram = await ownMember(t.app);
    const add = (cookie: string, text: string) =>
      t.app.inject({ method: 'POST', url: '/api/${n.kebab}.php', headers: { cookie }, payload: { text } });
    assert.equal((await add(ada.cookie, ' First ')).statusCode, 200);
    const answer = await add(ada.cookie, 'Second');
    const { items } = ${n.camel}ResponseSchema.parse(answer.json());
    assert.deepEqual(items.map((item) => item.text), ['First', 'Second']);
    const theirs = await t.app.inject({ method: 'GET', url: '/api/${n.kebab}.php', headers: { cookie: bram.cookie } });
    assert.deepEqual(${n.camel}ResponseSchema.parse(theirs.json()).items, []);
  });

  it('refuses a visitor and an empty item, storing nothing', async () => {
    const visitor = await t.app.inject({ method: 'GET', url: '/api/${n.kebab}.php' });
    assert.equal(visitor.statusCode, 403);
    const ada = await ownMember(t.app);
    const empty = await t.app.inject({
      method: 'POST',
      url: '/api/${n.kebab}.php',
      headers: { cookie: ada.cookie },
      payload: { text: '  ' },
    });
    assert.equal(empty.statusCode, 400);
    assert.equal(errorCodeOf(empty), 'validation_failed');
    const stored = await t.app.db
      .selectFrom('${table}')
      .select('id')
      .where('user_id', '=', ada.id)
      .execute();
    assert.equal(stored.length, 0);
  });
});
`,
    written,
  );
  return {
    written,
    next: [`Call it from a front end: pnpm gen feature <app> ${n.kebab}.`],
  };
}

/** The files a generator wrote or edited, as paths from the root. */
export const filesOf = (written) => [
  ...new Set(written.map((entry) => entry.replace(/ \(edited\)$/, ''))),
];

/** Formats what a generator wrote the way the repository's format check wants it. */
export function formatWritten(written, root = ROOT) {
  const result = spawnSync(
    process.execPath,
    [path.join(root, 'node_modules/prettier/bin/prettier.cjs'), '--write', ...filesOf(written)],
    { cwd: root, stdio: 'ignore' },
  );
  if (result.status !== 0) throw new Error('prettier could not format the generated files.');
}
