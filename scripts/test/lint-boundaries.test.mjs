// The boundaries of STYLE.md are enforced by lint: these imports, placed in real app folders,
// must be refused (and the allowed ones accepted).
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { ESLint } from 'eslint';
import { ROOT } from '../lib/workspace.mjs';

const eslint = new ESLint({ cwd: ROOT });

/** The boundary messages ESLint gives `code` as if it were the file at `filePath`. */
async function boundaryErrors(filePath, code) {
  const [result] = await eslint.lintText(code, { filePath });
  return result.messages
    .filter(
      (m) =>
        m.ruleId === 'import-x/no-restricted-paths' ||
        m.ruleId === 'no-restricted-imports' ||
        m.ruleId === 'no-restricted-syntax',
    )
    .map((m) => m.message);
}

describe('lint boundaries', () => {
  it('refuses a feature importing another feature', async () => {
    const errors = await boundaryErrors(
      'mf-members/src/features/profile/uses-search.ts',
      "import { searchApi } from '../search/api';\nexport const x = searchApi;\n",
    );
    assert.match(errors.join('\n'), /A feature never imports another feature/);
  });

  it('refuses a feature importing the app layer', async () => {
    const errors = await boundaryErrors(
      'shell/src/features/auth/uses-router.ts',
      "import { createRouter } from '../../app/router';\nexport const x = createRouter;\n",
    );
    assert.match(errors.join('\n'), /Features never import the app layer/);
  });

  it('refuses shared-in-app code importing a feature', async () => {
    const errors = await boundaryErrors(
      'shell/src/components/uses-nav.tsx',
      "import { TopNav } from '../features/navigation/top-nav';\nexport const x = TopNav;\n",
    );
    assert.match(errors.join('\n'), /Shared-in-app code imports neither/);
  });

  it('refuses one remote importing another', async () => {
    const errors = await boundaryErrors(
      'mf-chat/src/uses-members.ts',
      "import { searchApi } from '../../mf-members/src/features/search/api';\nexport const x = searchApi;\n",
    );
    assert.match(errors.join('\n'), /Apps never import each other/);
  });

  it('accepts a feature using its own files, shared-in-app code and @app/shared', async () => {
    const errors = await boundaryErrors(
      'mf-members/src/features/profile/fine.ts',
      [
        "import { api } from '@app/shared';",
        "import { useGetMemberQuery } from './api';",
        "import { useCanBrowseMembers } from '../../hooks/use-can-browse-members';",
        'export const x = [api, useGetMemberQuery, useCanBrowseMembers];',
        '',
      ].join('\n'),
    );
    assert.deepEqual(errors, []);
  });

  it("refuses a server domain importing another domain's repository", async () => {
    const errors = await boundaryErrors(
      'api/src/domains/chat/uses-auth.ts',
      "import { lockAccount } from '../auth/repository';\nexport const x = lockAccount;\n",
    );
    assert.match(
      errors.join('\n'),
      /A domain calls another domain's service, never its repository/,
    );
    const split = await boundaryErrors(
      'api/src/domains/members/uses-account.ts',
      "import * as repo from '../account/settings-repository';\nexport const x = repo;\n",
    );
    assert.match(split.join('\n'), /never its repository/);
  });

  it("refuses the HTTP layer importing a domain's repository", async () => {
    const errors = await boundaryErrors(
      'api/src/static/uses-site.ts',
      "import { hasSitePage } from '../domains/site/repository';\nexport const x = hasSitePage;\n",
    );
    assert.match(errors.join('\n'), /The HTTP layer and the platform call a domain's service/);
  });

  it("accepts a domain using its own repository and another domain's service", async () => {
    const errors = await boundaryErrors(
      'api/src/domains/chat/fine.ts',
      [
        "import * as repo from './repository';",
        "import { lockAccount } from '../auth/accounts';",
        "import { isBlocked } from '../safety/service';",
        'export const x = [repo, lockAccount, isBlocked];',
        '',
      ].join('\n'),
    );
    assert.deepEqual(errors, []);
  });

  it('refuses SQL outside a repository, and takes it in one', async () => {
    const query = [
      "import { sql } from 'kysely';",
      "import type { Db } from '../../db/database';",
      "export const a = (db: Db) => db.selectFrom('profile').selectAll().execute();",
      'export const b = (db: Db) => sql`select 1`.execute(db);',
      '',
    ].join('\n');
    const errors = await boundaryErrors('api/src/domains/members/sneaky.ts', query);
    // The import of `sql`, its query, and the query builder's.
    assert.equal(errors.filter((e) => /SQL lives in a repository/.test(e)).length, 3);
    assert.deepEqual(await boundaryErrors('api/src/domains/members/repository.ts', query), []);
    assert.deepEqual(await boundaryErrors('api/src/domains/members/x-repository.ts', query), []);
  });

  it('refuses SQL by every other door too: selectNoFrom, executeQuery, sql renamed, a raw query (issue 50)', async () => {
    const doors = {
      selectNoFrom:
        "import type { Db } from '../../db/database';\nexport const a = (db: Db) => db.selectNoFrom((eb) => eb.val(1).as('one')).execute();\n",
      executeQuery:
        "import type { Db } from '../../db/database';\nimport { CompiledQuery } from 'kysely';\nexport const a = (db: Db) => db.executeQuery(CompiledQuery.raw('select 1'));\n",
      renamed:
        "import { sql as q } from 'kysely';\nimport type { Db } from '../../db/database';\nexport const a = (db: Db) => q`select 1`.execute(db);\n",
      raw: "export const a = (db: { raw: (s: string) => unknown }) => db.raw('select 1');\n",
    };
    for (const [door, code] of Object.entries(doors)) {
      const errors = await boundaryErrors('api/src/domains/members/sneaky.ts', code);
      assert.ok(
        errors.some((e) => /SQL lives in a repository/.test(e)),
        `${door}: ${errors.join('; ') || 'no error'}`,
      );
      assert.deepEqual(await boundaryErrors('api/src/domains/members/repository.ts', code), []);
    }
    // Not every raw() is SQL: an image's pixels (sharp) are left alone.
    assert.deepEqual(
      await boundaryErrors(
        'api/src/domains/media/pixels.ts',
        'export const a = (image: { raw: () => unknown }) => image.raw();\n',
      ),
      [],
    );
  });

  it('refuses a journey that waits a fixed time (issue 50)', async () => {
    const errors = await boundaryErrors(
      'e2e/sleepy.spec.ts',
      "import { test } from '@playwright/test';\ntest('waits', async ({ page }) => {\n  await page.waitForTimeout(6_000);\n});\n",
    );
    assert.match(errors.join('\n'), /waits on a condition/);
  });

  it("refuses a route importing a repository, its own domain's included (issue 50)", async () => {
    const code = "import * as repo from './repository';\nexport const x = repo;\n";
    for (const file of [
      'api/src/domains/mail/routes.ts',
      'api/src/domains/payments/order-routes.ts',
    ]) {
      const errors = await boundaryErrors(file, code);
      assert.match(
        errors.join('\n'),
        /A route calls its domain's service, never a repository/,
        file,
      );
    }
    assert.deepEqual(await boundaryErrors('api/src/domains/mail/outbox.ts', code), []);
  });
  it('refuses a click handler on a plain element, and a test that waits on nothing (jsx-a11y, testing-library)', async () => {
    const rules = async (filePath, code) =>
      (await eslint.lintText(code, { filePath }))[0].messages.map((m) => m.ruleId);
    const a11y = await rules(
      'mf-members/src/features/profile/clickable.tsx',
      'export const Card = ({ go }: { go: () => void }) => <div onClick={go}>Eva</div>;\n',
    );
    assert.ok(a11y.includes('jsx-a11y/click-events-have-key-events'), a11y.join());
    const testing = await rules(
      'mf-members/src/features/profile/waits.test.tsx',
      "import { act } from '@testing-library/react';\nit('waits', async () => {\n  await act(async () => {});\n});\n",
    );
    assert.ok(testing.includes('testing-library/no-unnecessary-act'), testing.join());
  });
});
