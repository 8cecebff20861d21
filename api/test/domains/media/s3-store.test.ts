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
import { multipart } from '../../helpers/multipart';

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

  /** A member's photo upload, answered 200. */
  async function upload(cookie: string, background = '#48a') {
    const jpeg = await sharp({ create: { width: 900, height: 600, channels: 3, background } })
      .jpeg()
      .withExif({ IFD0: { Make: 'PhoneMaker' } })
      .toBuffer();
    const { payload, headers } = multipart(jpeg);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/photos.php',
      payload,
      headers: { cookie, ...headers },
    });
    assert.equal(response.statusCode, 200, response.body);
    return photoUploadResponseSchema.parse(response.json()).photo;
  }

  it('stores the sizes as WebP objects without EXIF and removes them with the photo', async () => {
    const member = await ownMember(t.app, 's3');
    await t.app.db.deleteFrom('profile_image').where('user_id', '=', member.id).execute();
    const photo = await upload(member.cookie);

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

  it('serves a main photo from the bucket under /uploads/, and nothing private', async () => {
    // The bucket stays private (ADR 0029): the site is the one door to its objects.
    const member = await ownMember(t.app, 's3-door');
    await t.app.db.deleteFrom('profile_image').where('user_id', '=', member.id).execute();
    const main = await upload(member.cookie, '#a84');
    const second = await upload(member.cookie, '#4a8');
    await t.app.backgroundIdle();
    // Approved, as a moderator or the nudity check would: what is served depends on it.
    await t.app.db
      .updateTable('profile_image')
      .set({ status: 'active' })
      .where('user_id', '=', member.id)
      .execute();
    const get = (url: string) => t.app.inject({ method: 'GET', url, remoteAddress: '10.29.0.7' });

    const served = await get(`/uploads/${main.filename}`);
    assert.equal(served.statusCode, 200);
    assert.equal(served.headers['content-type'], 'image/webp');
    assert.match(String(served.headers['cache-control']), /public.*immutable/);
    assert.equal(served.headers['x-content-type-options'], 'nosniff');
    assert.deepEqual(served.rawPayload, await t.app.photoStore.read(main.filename));
    assert.equal((await get(`/uploads/${main.thumb_filename}`)).statusCode, 200);

    // The photo after the main one is in the bucket, but not public: premium members get links.
    assert.ok(await t.app.photoStore.read(second.filename));
    for (const name of [second.filename, second.thumb_filename])
      assert.equal((await get(`/uploads/${name}`)).statusCode, 404, name);
    // Nor does a path reach around the check: the bucket would take `x/<name>` as `<name>`.
    assert.equal((await get(`/uploads/x%2F${second.filename}`)).statusCode, 404);
    assert.equal((await get(`/uploads/x/${second.filename}`)).statusCode, 404);
    assert.equal((await get('/uploads/no-such-photo.webp')).statusCode, 404);

    // Once it is the main photo (the first one deleted), the same file is served.
    await t.app.inject({
      method: 'DELETE',
      url: `/api/photos.php?id=${main.id}`,
      headers: { cookie: member.cookie },
    });
    assert.equal((await get(`/uploads/${second.filename}`)).statusCode, 200);
  });
});
