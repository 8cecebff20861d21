import assert from 'node:assert/strict';
import fs from 'node:fs/promises';
import path from 'node:path';
import { after, before, it } from 'node:test';
import { GetObjectCommand, type S3Client } from '@aws-sdk/client-s3';
import { assertServesVersion, deployBuild, fakeBuild } from '../../helpers/remotes';
import { startS3rver } from '../../helpers/s3rver';
import { createTestApp, describeEachDatabase, type TestApp } from '../../helpers/test-app';

/**
 * Remote builds in an S3 bucket (REMOTES_STORE=s3) against a real S3 protocol server (s3rver,
 * started here): a published version lands in the bucket with its type and a year's caching, is
 * served from there by every node, and a server build is copied to this node to be imported.
 */
describeEachDatabase('remote builds in an S3 bucket', (kind) => {
  let bucket: Awaited<ReturnType<typeof startS3rver>>;
  let t: TestApp;
  let s3: S3Client;

  before(async () => {
    bucket = await startS3rver('builds');
    t = await createTestApp(kind, {
      S3_BUCKET: 'builds',
      S3_ENDPOINT: bucket.endpoint,
      S3_PREFIX: 'site/',
      REMOTES_STORE: 's3',
    });
    s3 = bucket.client;
  });
  after(async () => {
    await t.close();
    await bucket.close();
  });

  it('publishes into the bucket and serves the files from there', async () => {
    const files = fakeBuild('mf-landers', { tag: 's3' });
    files.set('server/render.mjs', Buffer.from('export const render = () => "from the bucket";'));
    const version = await deployBuild(t.app, 'mf-landers', files);

    const object = await s3.send(
      new GetObjectCommand({
        Bucket: 'builds',
        Key: `site/remotes/mf-landers/${version}/remoteEntry.js`,
      }),
    );
    assert.equal(object.ContentType, 'text/javascript; charset=utf-8');
    assert.equal(object.CacheControl, 'public, max-age=31536000, immutable');
    assert.equal(await object.Body!.transformToString(), 'var mf_landers = "s3";');
    assert.equal(
      await fs.stat(path.join(t.config.remotesDir, 'mf-landers', version)).catch(() => null),
      null,
      'nothing written to this node’s disk',
    );

    await assertServesVersion(t.app, 'mf-landers', version, 'var mf_landers = "s3";');

    // The server build is copied to this node, once, for Node to import it.
    const folder = await t.app.remotes.store.localFolder('mf-landers', version, 'server');
    assert.ok(folder);
    assert.equal(
      await fs.readFile(path.join(folder, 'render.mjs'), 'utf8'),
      'export const render = () => "from the bucket";',
    );
  });
});
