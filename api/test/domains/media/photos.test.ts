import assert from 'node:assert/strict';
import fs from 'node:fs/promises';
import path from 'node:path';
import { after, before, it } from 'node:test';
import {
  PHOTO_LIMIT_FREE,
  PHOTO_LIMIT_PREMIUM,
  apiErrorSchema,
  memberResponseSchema,
  ownProfileResponseSchema,
  photoUploadResponseSchema,
  photosResponseSchema,
  type OwnPhoto,
} from '@app/shared/contracts';
import sharp from 'sharp';
import { logInAsMember, untouchedMembers } from '../../helpers/members';
import { siteWithSettings } from '../../helpers/open-site';
import { createTestApp, describeEachDatabase, type TestApp } from '../../helpers/test-app';
import { multipart } from '../../helpers/multipart';

/** A photo as a phone takes it: a JPEG with the camera and the GPS position in its EXIF. */
function phoneJpeg(width = 1600, height = 1200): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: '#c06040' } })
    .jpeg()
    .withExif({
      IFD0: { Make: 'PhoneMaker', Model: 'Phone 12' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '52/1 22/1 1234/100',
        GPSLongitudeRef: 'E',
        GPSLongitude: '4/1 53/1 5678/100',
      },
    })
    .toBuffer();
}

describeEachDatabase('photos', (kind) => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp(kind);
  });
  after(() => t.close());

  /** Every photo uploaded so far has been checked for nudity (issue 29 §2) and shows. */
  const screened = async () => {
    await t.app.photoScreening.idle();
    await t.app.photoScreening.drain();
  };

  /**
   * A photo just uploaded as it shows once approved and main: public, so without the links its
   * owner saw it through while it was checked (issue 29 §4).
   */
  const shownAsMain = ({ url: _url, thumb_url: _thumb, ...photo }: OwnPhoto): OwnPhoto => ({
    ...photo,
    status: 'active',
  });

  let address = 0;
  const upload = async (
    cookie: string,
    file: Buffer,
    filename = 'photo.jpg',
    type = 'image/jpeg',
  ) => {
    const { payload, headers } = multipart(file, { filename, type });
    return t.app.inject({
      method: 'POST',
      url: '/api/photos.php',
      payload,
      headers: { cookie, ...headers },
      remoteAddress: `10.1.0.${address++ % 250}`,
    });
  };
  const uploadsDir = () => t.config.uploadsDir;
  const storedFiles = async () => (await fs.readdir(uploadsDir())).sort();
  const photoRows = async (userId: number) =>
    t.app.db.selectFrom('profile_image').selectAll().where('user_id', '=', userId).execute();
  const member = async () => {
    const [id] = (await untouchedMembers(t.app, 1)) as [number];
    // A member of their own: the seeded photo out of the way, so counts start at zero.
    await t.app.db.deleteFrom('profile_image').where('user_id', '=', id).execute();
    // A free member (the seed makes some premium), whichever one the earlier tests left first.
    await t.app.db
      .updateTable('app_user')
      .set({ email: `photos${id}@x.test`, paid_user: 0 })
      .where('id', '=', id)
      .execute();
    return { id, cookie: await logInAsMember(t.app, id) };
  };

  it('stores a JPEG as WebP in three sizes without its EXIF, GPS or camera', async () => {
    const { id, cookie } = await member();
    const original = await phoneJpeg();
    const exif = (await sharp(original).metadata()).exif?.toString('latin1') ?? '';
    assert.match(exif, /PhoneMaker/, 'the test photo carries EXIF');

    const response = await upload(cookie, original);
    assert.equal(response.statusCode, 200, response.body);
    const { photo } = photoUploadResponseSchema.parse(response.json());
    // Checked for nudity off the request path first (issue 29 §2), then shown.
    assert.equal(photo.status, 'screening');
    assert.match(photo.filename, /^[0-9a-f]{32}\.webp$/);
    assert.equal(await t.app.photoScreening.drain(), 1);

    const [row] = await photoRows(id);
    assert.ok(row?.match_filename);
    for (const [file, width, height] of [
      [photo.filename, 1200, 900],
      [photo.thumb_filename, 200, 200],
      [row.match_filename, 400, 400],
    ] as const) {
      const served = await t.app.inject({ method: 'GET', url: `/uploads/${file}` });
      assert.equal(served.statusCode, 200);
      assert.equal(served.headers['x-content-type-options'], 'nosniff');
      const meta = await sharp(served.rawPayload).metadata();
      assert.equal(meta.format, 'webp');
      assert.deepEqual([meta.width, meta.height], [width, height], file);
      assert.equal(meta.exif, undefined, `${file} has no EXIF`);
      assert.doesNotMatch(served.rawPayload.toString('latin1'), /PhoneMaker|GPS/);
    }

    // The member sees it as their main image and in their own profile.
    const user = (
      await t.app.inject({ method: 'GET', url: '/api/user.php', headers: { cookie } })
    ).json();
    assert.equal(user.user.profile.main_image.filename, photo.filename);
    const own = ownProfileResponseSchema.parse(
      (await t.app.inject({ method: 'GET', url: '/api/profile.php', headers: { cookie } })).json(),
    );
    assert.deepEqual(own.profile.photos, [shownAsMain(photo)]);
  });

  it('refuses a renamed text file, a truncated image and an oversize one, storing nothing', async () => {
    const { id, cookie } = await member();
    const before = await storedFiles();
    const jpeg = await phoneJpeg();
    const cases: Array<[Buffer, string, number, string]> = [
      [Buffer.from('hello, I am not a photo\n'.repeat(50)), 'holiday.jpg', 400, 'photo_invalid'],
      [
        Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
        'x.png',
        400,
        'photo_invalid',
      ],
      [jpeg.subarray(0, 200), 'cut.jpg', 400, 'photo_invalid'],
      [Buffer.concat([jpeg, Buffer.alloc(16 * 1024 * 1024)]), 'huge.jpg', 413, 'photo_too_large'],
    ];
    for (const [file, name, status, code] of cases) {
      const response = await upload(cookie, file, name);
      assert.equal(response.statusCode, status, name);
      const body = apiErrorSchema.parse(response.json());
      assert.equal(body.error.code, code, name);
    }
    // A decompression bomb: small file, too many pixels.
    const bomb = await sharp({
      create: { width: 10000, height: 6000, channels: 3, background: '#fff' },
    })
      .png({ compressionLevel: 9 })
      .toBuffer();
    const response = await upload(cookie, bomb, 'bomb.png', 'image/png');
    assert.equal(response.statusCode, 413);
    assert.equal(apiErrorSchema.parse(response.json()).error.code, 'photo_too_large');

    assert.deepEqual(await photoRows(id), []);
    assert.deepEqual(await storedFiles(), before);
  });

  it('answers 503 when photos cannot be stored (a full or read-only disk), storing nothing, while the rest serves', async () => {
    const { id, cookie } = await member();
    // The uploads folder replaced by a file: no photo can be written there.
    const saved = `${uploadsDir()}.saved`;
    await fs.rename(uploadsDir(), saved);
    await fs.writeFile(uploadsDir(), 'not a folder');
    try {
      const response = await upload(cookie, await phoneJpeg(200, 200));
      assert.equal(response.statusCode, 503);
      assert.equal(apiErrorSchema.parse(response.json()).error.code, 'photo_storage_unavailable');
      assert.deepEqual(await photoRows(id), []);
      const other = await t.app.inject({
        method: 'GET',
        url: '/api/profile.php',
        headers: { cookie },
      });
      assert.equal(other.statusCode, 200);
    } finally {
      await fs.rm(uploadsDir(), { force: true });
      await fs.rename(saved, uploadsDir());
    }
    assert.equal((await upload(cookie, await phoneJpeg(200, 200))).statusCode, 200);
  });

  it('needs a login, and a file', async () => {
    const anonymous = await upload('', await phoneJpeg(64, 64));
    assert.equal(anonymous.statusCode, 403);
    const { cookie } = await member();
    const json = await t.app.inject({
      method: 'POST',
      url: '/api/photos.php',
      payload: { photo: 'x' },
      headers: { cookie },
    });
    assert.equal(json.statusCode, 400);
  });

  it('keeps a free member to the limit even when uploads race, leaving no stray files', async () => {
    const { id, cookie } = await member();
    const before = (await storedFiles()).length;
    const photo = await phoneJpeg(300, 300);
    const responses = await Promise.all(
      Array.from({ length: PHOTO_LIMIT_FREE + 3 }, () => upload(cookie, photo)),
    );
    const statuses = responses.map((r) => r.statusCode).sort();
    assert.deepEqual(statuses, [...Array(PHOTO_LIMIT_FREE).fill(200), ...Array(3).fill(409)]);
    const refused = responses.find((r) => r.statusCode === 409)!;
    assert.deepEqual(apiErrorSchema.parse(refused.json()).error.params, {
      max: PHOTO_LIMIT_FREE,
    });
    assert.equal((await photoRows(id)).length, PHOTO_LIMIT_FREE);
    assert.equal((await storedFiles()).length, before + PHOTO_LIMIT_FREE * 3);
  });

  it('deletes a photo and its files; the next one becomes the main image', async () => {
    const { id, cookie } = await member();
    const first = photoUploadResponseSchema.parse(
      (await upload(cookie, await phoneJpeg(300, 300))).json(),
    ).photo;
    const second = photoUploadResponseSchema.parse(
      (await upload(cookie, await phoneJpeg(320, 300))).json(),
    ).photo;

    const other = await member();
    const notTheirs = await t.app.inject({
      method: 'DELETE',
      url: `/api/photos.php?id=${first.id}`,
      headers: { cookie: other.cookie },
    });
    assert.equal(notTheirs.statusCode, 404);

    await screened();
    const response = await t.app.inject({
      method: 'DELETE',
      url: `/api/photos.php?id=${first.id}`,
      headers: { cookie },
    });
    assert.equal(response.statusCode, 200, response.body);
    assert.deepEqual(photosResponseSchema.parse(response.json()).photos, [shownAsMain(second)]);
    await assert.rejects(fs.access(path.join(uploadsDir(), first.filename)));
    await assert.rejects(fs.access(path.join(uploadsDir(), first.thumb_filename)));
    assert.equal((await photoRows(id)).length, 1);
    const user = (
      await t.app.inject({ method: 'GET', url: '/api/user.php', headers: { cookie } })
    ).json();
    assert.equal(user.user.profile.main_image.filename, second.filename);
  });

  it('waits for review when moderation is manual', async () => {
    const manual = await createTestApp(kind, { PHOTO_MODERATION: 'manual' });
    try {
      const [id] = (await untouchedMembers(manual.app, 1)) as [number];
      const cookie = await logInAsMember(manual.app, id);
      await manual.app.db.deleteFrom('profile_image').where('user_id', '=', id).execute();
      const { payload, headers } = multipart(await phoneJpeg(300, 300));
      const response = await manual.app.inject({
        method: 'POST',
        url: '/api/photos.php',
        payload,
        headers: { cookie, ...headers },
      });
      assert.equal(photoUploadResponseSchema.parse(response.json()).photo.status, 'screening');
      await manual.app.photoScreening.drain();
      const [row] = await manual.app.db
        .selectFrom('profile_image')
        .select('status')
        .where('user_id', '=', id)
        .execute();
      assert.equal(row?.status, 'pending');
      // Others do not see a photo in review.
      const [otherId] = (await untouchedMembers(manual.app, 2)).filter((m) => m !== id) as [number];
      const otherCookie = await logInAsMember(manual.app, otherId);
      const card = (
        await manual.app.inject({
          method: 'GET',
          url: `/api/member.php?id=${id}`,
          headers: { cookie: otherCookie },
        })
      ).json().profile;
      assert.deepEqual(card.images, []);
    } finally {
      await manual.close();
    }
  });

  it('keeps a premium member to 25 photos when 28 uploads race', async () => {
    const { id, cookie } = await member();
    await t.app.db.updateTable('app_user').set({ paid_user: 1 }).where('id', '=', id).execute();
    const photo = await phoneJpeg(200, 200);
    const responses = await Promise.all(
      Array.from({ length: PHOTO_LIMIT_PREMIUM + 3 }, () => upload(cookie, photo)),
    );
    const statuses = responses.map((r) => r.statusCode).sort();
    assert.deepEqual(statuses, [...Array(PHOTO_LIMIT_PREMIUM).fill(200), ...Array(3).fill(409)]);
    assert.equal((await photoRows(id)).length, PHOTO_LIMIT_PREMIUM);
  });

  it('makes a chosen photo the main one; another member cannot', async () => {
    const { id, cookie } = await member();
    const uploaded = [];
    for (const width of [300, 310, 320])
      uploaded.push(
        photoUploadResponseSchema.parse((await upload(cookie, await phoneJpeg(width, 300))).json())
          .photo,
      );
    const choose = (who: string, photoId: number) =>
      t.app.inject({
        method: 'PUT',
        url: '/api/photos.php',
        headers: { cookie: who },
        payload: { id: photoId },
      });
    const response = await choose(cookie, uploaded[2]!.id);
    assert.equal(response.statusCode, 200, response.body);
    assert.deepEqual(
      photosResponseSchema.parse(response.json()).photos.map((p) => p.id),
      [uploaded[2]!.id, uploaded[0]!.id, uploaded[1]!.id],
    );
    const user = (
      await t.app.inject({ method: 'GET', url: '/api/user.php', headers: { cookie } })
    ).json();
    assert.equal(user.user.profile.main_image.filename, uploaded[2]!.filename);

    const other = await member();
    assert.equal((await choose(other.cookie, uploaded[0]!.id)).statusCode, 404);
    assert.equal((await choose(cookie, 0)).statusCode, 400);
    assert.deepEqual(
      (await photoRows(id)).sort((a, b) => a.position - b.position).map((row) => row.id),
      [uploaded[2]!.id, uploaded[0]!.id, uploaded[1]!.id],
    );
  });

  it('sends free members and visitors only the main photo; premium members and the owner all', async () => {
    const owner = await member();
    const files = [];
    for (const width of [300, 310, 320])
      files.push(
        photoUploadResponseSchema.parse(
          (await upload(owner.cookie, await phoneJpeg(width, 300))).json(),
        ).photo.filename,
      );
    await screened();
    const viewer = await member();
    await t.app.db
      .updateTable('app_user')
      .set({ paid_user: 0 })
      .where('id', '=', viewer.id)
      .execute();
    await siteWithSettings(t.app, 'open.test', { logged_out_search: 'yes' });
    const profileAs = async (cookie?: string) => {
      const response = await t.app.inject({
        method: 'GET',
        url: `/api/member.php?id=${owner.id}`,
        headers: cookie ? { cookie } : { host: 'open.test' },
      });
      assert.equal(response.statusCode, 200, response.body);
      return { body: response.body, profile: memberResponseSchema.parse(response.json()).profile };
    };

    const free = await profileAs(viewer.cookie);
    assert.deepEqual(
      free.profile.images.map((i) => i.filename),
      [files[0]],
    );
    assert.equal(free.profile.gated_images, 2);
    // The gated photos' addresses are not in the answer at all.
    for (const file of files.slice(1)) {
      assert.ok(!free.body.includes(file.replace('.webp', '')), 'a gated photo was sent');
    }
    const visitor = await profileAs();
    assert.deepEqual(
      visitor.profile.images.map((i) => i.filename),
      [files[0]],
    );
    assert.equal(visitor.profile.gated_images, 2);

    await t.app.db
      .updateTable('app_user')
      .set({ paid_user: 1 })
      .where('id', '=', viewer.id)
      .execute();
    const premium = await profileAs(viewer.cookie);
    assert.deepEqual(
      premium.profile.images.map((i) => i.filename),
      files,
    );
    assert.equal(premium.profile.gated_images, 0);
    const own = await profileAs(owner.cookie);
    assert.equal(own.profile.images.length, 3);
  });

  // Issue 29 §4: a profile's photos after its main one (premium members see them) and photos not
  // approved are never public: /uploads/ refuses their files, and the right to see them is
  // checked when short-lived signed links are given; a block, an erasure or a new main photo
  // changes what opens.
  it('serves only main photos under /uploads/; the others through signed links that stop', async () => {
    const owner = await member();
    const uploaded = [];
    for (const width of [300, 310, 320])
      uploaded.push(
        photoUploadResponseSchema.parse(
          (await upload(owner.cookie, await phoneJpeg(width, 300))).json(),
        ).photo,
      );
    // Being checked, a photo is its owner's only: a link for them. (The last one is not public
    // either way: checked or not, it is not the main photo.)
    assert.ok(uploaded.every((photo) => photo.url?.startsWith('/api/photo.php?t=')));
    const get = (url: string, cookie?: string) =>
      t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
    assert.equal((await get(`/uploads/${uploaded[2]!.filename}`)).statusCode, 404);
    assert.equal((await get(uploaded[2]!.url!)).statusCode, 200);
    await screened();

    const [main, second, third] = (await photoRows(owner.id)).sort(
      (a, b) => a.position - b.position,
    );
    const filesOf = (row: typeof main) => [
      row!.filename,
      row!.thumb_filename,
      row!.match_filename!,
    ];
    for (const file of filesOf(main))
      assert.equal((await get(`/uploads/${file}`)).statusCode, 200, file);
    for (const file of [...filesOf(second), ...filesOf(third)]) {
      assert.equal((await get(`/uploads/${file}`)).statusCode, 404, file);
      // However spelled: an escaped letter names the same file.
      const escaped = `%${file.charCodeAt(0).toString(16)}${file.slice(1)}`;
      assert.equal((await get(`/uploads/${escaped}`)).statusCode, 404, escaped);
    }

    const viewer = await member();
    await t.app.db
      .updateTable('app_user')
      .set({ paid_user: 1 })
      .where('id', '=', viewer.id)
      .execute();
    const profileOf = async (cookie: string) =>
      memberResponseSchema.parse((await get(`/api/member.php?id=${owner.id}`, cookie)).json())
        .profile;
    const { images } = await profileOf(viewer.cookie);
    assert.equal(images.length, 3);
    assert.equal(images[0]!.url, undefined, 'the main photo stays public and cacheable');
    for (const image of images.slice(1))
      for (const link of [image.url, image.thumb_url, image.match_url]) {
        assert.match(link ?? '', /^\/api\/photo\.php\?t=/);
        const opened = await get(link!);
        assert.equal(opened.statusCode, 200);
        assert.equal(opened.headers['content-type'], 'image/webp');
        assert.match(String(opened.headers['cache-control']), /^private, max-age=\d+$/);
      }
    // A forged link (another file in the same payload) is refused.
    const token = new URL(images[1]!.url!, 'http://x').searchParams.get('t')!;
    const [, signature] = token.split('.');
    const forged = Buffer.from(
      JSON.stringify({ f: third!.filename, v: viewer.id, o: owner.id, e: Date.now() + 60_000 }),
    ).toString('base64url');
    assert.equal((await get(`/api/photo.php?t=${forged}.${signature}`)).statusCode, 404);

    // The owner manages them all: the main one public, the others through links.
    const own = ownProfileResponseSchema.parse(
      (await get('/api/profile.php', owner.cookie)).json(),
    );
    assert.equal(own.profile.photos[0]!.url, undefined);
    for (const photo of own.profile.photos.slice(1))
      assert.equal((await get(photo.thumb_url!)).statusCode, 200);

    // A new main photo is public at once; the former one is not.
    const chosen = await t.app.inject({
      method: 'PUT',
      url: '/api/photos.php',
      headers: { cookie: owner.cookie },
      payload: { id: third!.id },
    });
    assert.equal(chosen.statusCode, 200, chosen.body);
    assert.equal((await get(`/uploads/${third!.thumb_filename}`)).statusCode, 200);
    assert.equal((await get(`/uploads/${main!.thumb_filename}`)).statusCode, 404);

    // A deleted photo's links stop.
    const secondLink = images.find((image) => image.filename === second!.filename)!.url!;
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `/api/photos.php?id=${second!.id}`,
      headers: { cookie: owner.cookie },
    });
    assert.equal(deleted.statusCode, 200, deleted.body);
    assert.equal((await get(secondLink)).statusCode, 404);

    // A block stops the links the viewer was given (the former main photo, now gated).
    const mainLink = (await profileOf(viewer.cookie)).images.find(
      (image) => image.filename === main!.filename,
    )!.url!;
    assert.equal((await get(mainLink)).statusCode, 200);
    const block = await t.app.inject({
      method: 'POST',
      url: '/api/block.php',
      headers: { cookie: owner.cookie },
      payload: { profile: viewer.id },
    });
    assert.equal(block.statusCode, 200, block.body);
    assert.equal((await get(mainLink)).statusCode, 404);
  });
});
