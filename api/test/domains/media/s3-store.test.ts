import assert from 'node:assert/strict';
import fs from 'node:fs/promises';
import path from 'node:path';
import { after, before, it } from 'node:test';
import { GetObjectCommand, type S3Client } from '@aws-sdk/client-s3';
import { photoUploadResponseSchema } from '@app/shared/contracts';
import sharp from 'sharp';
import { ownMember } from '../../helpers/accounts';
import { startS3rver } from '../../helpers/s3rver';
import { createTestApp, describeEachDatabase, type TestApp } from '../../helpers/test-app';

/**
 * The S3 adapter of the photo store against a real S3 protocol server (s3rver, started here):
 * the upload lands in the bucket, re-encoded, and deleting the photo deletes the objects.
 */
describeEachDatabase('photos in an S3 bucket', (kind) => {
  let bucket: Awaited<ReturnType<typeof startS3rver>>;
  let t: TestApp;
  let s3: S3Client;

  before(async () => {
    bucket = await startS3rver('photos');
    t = await createTestApp(kind, {
      S3_BUCKET: 'photos',
      S3_ENDPOINT: bucket.endpoint,
      S3_PREFIX: 'members/',
    });
    s3 = bucket.client;
  });
  after(async () => {
    await t.close();
    await bucket.close();
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
    // Read back through the store, as a member's data export does; a missing key is null.
    assert.deepEqual(await t.app.photoStore.read(photo.filename), bytes);
    assert.equal(await t.app.photoStore.read('no-such-photo.webp'), null);

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
