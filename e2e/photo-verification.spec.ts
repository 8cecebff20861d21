// Issue 29 §3, verified members: a member records a selfie following a random challenge in
// Chromium (its fake camera plays a video of a face turning, made from the face model package's
// own sample pictures), the server's face model compares it with their profile photo, and the
// badge appears on the other member's screen.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, expect, test } from '@playwright/test';
import { manProfilePhoto, turningHeadVideo } from '../api/test/helpers/faces';
import { expectAccessible, logIn, newMember } from './helpers';

test('a member verifies their photos and the badge appears on the other’s screen', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const camera = path.join(mkdtempSync(path.join(tmpdir(), 'camera-')), 'turning-head.y4m');
  writeFileSync(camera, await turningHeadVideo());
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-background-networking',
      '--disable-gpu',
      '--use-fake-device-for-media-stream',
      '--use-fake-ui-for-media-stream',
      `--use-file-for-fake-video-capture=${camera}`,
    ],
  });
  try {
    const context = await browser.newContext({ baseURL, locale: 'en-US' });
    await context.grantPermissions(['camera'], { origin: baseURL! });
    const member = await context.newPage();
    const id = await newMember(member.request);
    const uploaded = await member.request.post('/api/photos.php', {
      multipart: {
        photo: { name: 'me.jpg', mimeType: 'image/jpeg', buffer: await manProfilePhoto() },
      },
    });
    expect(uploaded.status(), await uploaded.text()).toBe(200);

    await member.goto('/profile');
    // The photo is checked for nudity first, then it shows and may be compared.
    const start = member.getByRole('button', { name: 'Verify my photos' });
    await expect(start).toBeEnabled({ timeout: 20_000 });
    await start.click();
    const dialog = member.getByRole('dialog', { name: 'Verify my photos' });
    await expect(dialog.getByText(/slowly turn your head to your (left|right)/)).toBeVisible();
    const record = dialog.getByRole('button', { name: 'Start' });
    await expect(record).toBeEnabled({ timeout: 15_000 });
    await expectAccessible(member);
    await record.click();
    await expect(dialog).toHaveCount(0, { timeout: 20_000 });
    await expect(
      member.getByText(
        'Your photos are verified: members see the badge on your profile, cards and conversations.',
      ),
    ).toBeVisible({ timeout: 60_000 });

    // The other member sees the badge on the profile.
    await logIn(page);
    await page.goto(`/members/${id}`);
    await expect(
      page.getByRole('heading', { level: 1 }).getByTitle('Verified photos'),
    ).toBeVisible();
  } finally {
    await browser.close();
  }
});
