import assert from 'node:assert/strict';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { after, before, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import * as tar from 'tar';
import { buildApp } from '../../../src/app';
import { loadConfig } from '../../../src/config';
import { TOKENS_FILE } from '../../../src/platform/remotes/tokens';
import { fakeBuild } from '../../helpers/remotes';
import { startS3rver } from '../../helpers/s3rver';
import { createTestApp, describeEachDatabase, envOf, type TestApp } from '../../helpers/test-app';

// Issue 23 §3: with several nodes, a team deploys through one and every other serves it. Before,
// the tokens a node made lived in its own data folder (node A's token got 401 on node B), and
// builds on a node's disk answered 404 on the next. Tokens now live in the database, hashed;
// builds in the shared store: a bucket, or the database itself (the default with DATABASE_URL).
for (const store of ['s3', 'database'] as const)
  describeEachDatabase(
    `a deploy through one node, served by another (builds in ${store})`,
    (kind) => {
      let s3: Awaited<ReturnType<typeof startS3rver>> | null = null;
      let a: TestApp;
      let b: FastifyInstance;
      let otherDir: string;
      before(async () => {
        s3 = store === 's3' ? await startS3rver('amora-builds') : null;
        const shared: Record<string, string> = s3
          ? { REMOTES_STORE: 's3', S3_BUCKET: 'amora-builds', S3_ENDPOINT: s3.endpoint }
          : // Unset with PostgreSQL (the default); SQLite's nodes share one file here.
            kind === 'sqlite'
            ? { REMOTES_STORE: 'database' }
            : {};
        a = await createTestApp(kind, shared);
        // Node B: the same database and store, a data folder of its own (no token file in it).
        otherDir = await fs.mkdtemp(path.join(os.tmpdir(), 'api-node-b-'));
        b = await buildApp(loadConfig({ ...envOf(a), ...shared, DATA_DIR: otherDir }));
        await b.ready();
      });
      after(async () => {
        await b.close();
        await a.close();
        await s3?.close();
        await fs.rm(otherDir, { recursive: true, force: true });
      });

      it("takes node A's team token on node B, and node A serves what node B deployed", async () => {
        const tokens = JSON.parse(
          await fs.readFile(path.join(a.config.dataDir, TOKENS_FILE), 'utf8'),
        ) as Record<string, string>;
        await assert.rejects(fs.access(path.join(otherDir, TOKENS_FILE)), 'node B wrote no tokens');
        // Only hashes are stored.
        const stored = await a.app.db.selectFrom('deploy_token').selectAll().execute();
        assert.equal(stored.length, Object.keys(tokens).length);
        for (const row of stored) assert.notEqual(row.token_hash, tokens[row.name]);

        const files = fakeBuild('mf-chat', { tag: 'through-b' });
        const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'upload-'));
        for (const [name, content] of files) await fs.writeFile(path.join(dir, name), content);
        const chunks: Buffer[] = [];
        for await (const chunk of tar.c({ gzip: true, cwd: dir, portable: true }, [
          ...files.keys(),
        ]))
          chunks.push(chunk as Buffer);
        await fs.rm(dir, { recursive: true, force: true });
        const published = await b.inject({
          method: 'POST',
          url: '/api/deploy/remotes/mf-chat/versions',
          headers: {
            authorization: `Bearer ${tokens['mf-chat']}`,
            'content-type': 'application/gzip',
          },
          payload: Buffer.concat(chunks),
        });
        assert.equal(published.statusCode, 200, published.body);
        const { version } = published.json();
        const status = await b.inject({
          method: 'GET',
          url: '/api/deploy/remotes',
          headers: { authorization: `Bearer ${tokens['*']}` },
        });
        const revision =
          status.json().remotes.find((c: { remote: string }) => c.remote === 'mf-chat')?.revision ??
          0;
        const changed = await b.inject({
          method: 'PUT',
          url: '/api/deploy/remotes/mf-chat/channel',
          headers: { authorization: `Bearer ${tokens['mf-chat']}` },
          payload: { expected_revision: revision, stable: version, candidate: null },
        });
        assert.equal(changed.statusCode, 200, changed.body);
        // Another team's token may not deploy mf-chat, on either node.
        const refused = await b.inject({
          method: 'PUT',
          url: '/api/deploy/remotes/mf-chat/channel',
          headers: { authorization: `Bearer ${tokens['mf-landers']}` },
          payload: { expected_revision: revision + 1, stable: version, candidate: null },
        });
        assert.equal(refused.statusCode, 401);

        // Node A serves the version node B deployed, files and all.
        await new Promise((resolve) => setTimeout(resolve, 1100));
        const registry = (await a.app.inject({ method: 'GET', url: '/remotes.json' })).json();
        assert.equal(registry.remotes['mf-chat'].version, version);
        const entry = await a.app.inject({
          method: 'GET',
          url: `/remotes/mf-chat/${version}/remoteEntry.js`,
        });
        assert.equal(entry.statusCode, 200);
        assert.match(entry.body, /through-b/);
      });
    },
  );
