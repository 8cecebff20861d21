import assert from 'node:assert/strict';
import fs from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { after, before, it } from 'node:test';
import { GetObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { photoUploadResponseSchema } from '@app/shared/contracts';
import S3rver from 's3rver';
import sharp from 'sharp';
import { ownMember } from '../../helpers/accounts';
import { createTestApp, describeEachDatabase, type TestApp } from '../../helpers/test-app';

/**
 * The S3 adapter of the photo store against a real S3 protocol server (s3rver, started here):
 * the upload lands in the bucket, re-encoded, and deleting the photo deletes the objects.
 */
describeEachDatabase('photos in an S3 bucket', (kind) => {
  let server: S3rver;
  let endpoint: string;
  let dir: string;
  let t: TestApp;
  let s3: S3Client;
  const saved = { ...process.env };

  before(async () => {
    dir = await fs.mkdtemp(path.join(os.tmpdir(), 's3rver-'));
    server = new S3rver({
      address: '127.0.0.1',
      port: 0,
      silent: true,
      directory: dir,
      configureBuckets: [{ name: 'photos', configs: [] }],
    });
    const { port } = (await server.run()) as AddressInfo;
    endpoint = `http://127.0.0.1:${port}`;
    // s3rver's fixed credentials, read by the AWS SDK as in production.
    process.env.AWS_ACCESS_KEY_ID = 'S3RVER';
    process.env.AWS_SECRET_ACCESS_KEY = 'S3RVER';
    t = await createTestApp(kind, {
      S3_BUCKET: 'photos',
      S3_ENDPOINT: endpoint,
      S3_PREFIX: 'members/',
    });
    s3 = new S3Client({ region: 'us-east-1', endpoint, forcePathStyle: true });
  });
  after(async () => {
    await t.close();
    await server.close();
    await fs.rm(dir, { recursive: true, force: true });
    process.env = saved;
  });

  const object = (key: string) =>
    s3.send(new GetObjectCommand({ Bucket: 'photos', Key: `members/${key}` }));

  it('stores the sizes as WebP objects without EXIF and removes them with the photo', async () => {
    const member = await ownMember(t.app, 's3');
    await t.app.db.deleteFrom('profile_image').where('user_id', '=', member.id).execute();
    const jpeg = await sharp({
      create: { width: 900, height: 600, channels: 3, background: '#48a' },
    })
      .jpeg()
      .withExif({ IFD0: { Make: 'PhoneMaker' } })
      .toBuffer();
    const form = new FormData();
    form.append('photo', new Blob([jpeg], { type: 'image/jpeg' }), 'p.jpg');
    const request = new Request('http://localhost/', { method: 'POST', body: form });
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/photos.php',
      payload: Buffer.from(await request.arrayBuffer()),
      headers: { cookie: member.cookie, 'content-type': request.headers.get('content-type')! },
    });
    assert.equal(response.statusCode, 200, response.body);
    const { photo } = photoUploadResponseSchema.parse(response.json());

    const stored = await object(photo.filename);
    assert.equal(stored.ContentType, 'image/webp');
    assert.match(stored.CacheControl ?? '', /immutable/);
    const bytes = Buffer.from(await stored.Body!.transformToByteArray());
    const meta = await sharp(bytes).metadata();
    assert.deepEqual(
      [meta.format, meta.width, meta.height, meta.exif],
      ['webp', 900, 600, undefined],
    );
    assert.equal(
      (
        await sharp(
          Buffer.from(await (await object(photo.thumb_filename)).Body!.transformToByteArray()),
        ).metadata()
      ).width,
      200,
    );
    // Nothing went to the local folder.
    await assert.rejects(fs.access(path.join(t.config.uploadsDir, photo.filename)));

    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/photos.php?id=${photo.id}`,
      headers: { cookie: member.cookie },
    });
    assert.equal(removed.statusCode, 200);
    await assert.rejects(object(photo.filename), /NoSuchKey|does not exist/);
    await assert.rejects(object(photo.thumb_filename), /NoSuchKey|does not exist/);
  });
});
