// Issue 29 §3, verified members: a member records a selfie following a random challenge in
// Chromium, the server's face model compares it with their profile photo, and the badge appears
// on the other member's screen.
import { expect, test, type Page } from '@playwright/test';
import { man, manProfilePhoto } from '../api/test/helpers/faces';
import { expectAccessible, logIn, newMember } from './helpers';

/**
 * The member in front of the camera, made of the face model package's sample pictures (the frames
 * the API's verification tests send): facing the camera, then turning the way the dialog's
 * instruction says, one picture per frame the page takes. It follows the page's frames rather
 * than a clock: Chromium's looped fake-camera file was sampled every half second plus however
 * long a frame took, so on a slow machine the samples fell on the same phases of the loop and
 * missed the turn (a fixed-period video aliases for some period, whatever its phases).
 */
async function cameraFollowingTheInstruction(page: Page) {
  const dataUrl = async (picture: Promise<Buffer>) =>
    `data:image/jpeg;base64,${(await picture).toString('base64')}`;
  const pictures = {
    turn_left: await Promise.all([4, 3, 0, 2, 7, 5].map((index) => dataUrl(man(index)))),
    turn_right: await Promise.all(
      [man(4), man(3), man(0), man(7, true), man(7, true), man(6)].map(dataUrl),
    ),
  };
  await page.addInitScript((sequences: Record<'turn_left' | 'turn_right', string[]>) => {
    const load = (src: string) => {
      const image = new Image();
      image.src = src;
      return image;
    };
    const images = {
      turn_left: sequences.turn_left.map(load),
      turn_right: sequences.turn_right.map(load),
    };
    let taken = 0;
    // The page takes a frame by drawing the video on a canvas and encoding it: the next one
    // shows the next picture.
    const toBlob = HTMLCanvasElement.prototype.toBlob;
    HTMLCanvasElement.prototype.toBlob = function (...args) {
      taken += 1;
      return toBlob.apply(this, args);
    };
    const camera = document.createElement('canvas');
    camera.width = 480;
    camera.height = 480;
    const draw = () => {
      const instruction = document.getElementById('verification-instruction')?.textContent ?? '';
      const sequence = / right/.test(instruction) ? images.turn_right : images.turn_left;
      const picture = sequence[Math.min(taken, sequence.length - 1)]!;
      if (picture.complete) camera.getContext('2d')!.drawImage(picture, 0, 0, 480, 480);
    };
    setInterval(draw, 40);
    Object.defineProperty(navigator.mediaDevices, 'getUserMedia', {
      value: async () => camera.captureStream(25),
    });
  }, pictures);
}

test('a member verifies their photos and the badge appears on the other’s screen', async ({
  browser,
  baseURL,
  page,
}) => {
  const context = await browser.newContext({ baseURL, locale: 'en-US' });
  try {
    const member = await context.newPage();
    await cameraFollowingTheInstruction(member);
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
    await context.close();
  }
});
