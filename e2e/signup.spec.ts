// Joining: the sign-up modal (a widget of mf-signup placed by the shell), through the mailed
// confirmation link, to the first message waiting in the chats.
import { expect, test, type Page } from '@playwright/test';
import sharp from 'sharp';
import { recordRemoteRequests, watchConsoleErrors } from './helpers';

async function visitInEnglish(page: Page, path: string) {
  await page.goto(path);
  await page.context().addCookies([{ name: 'locale', value: 'en', url: page.url() }]);
  await page.goto(path);
}

/** A JPEG as a phone takes it: camera and GPS position in its EXIF. */
function phonePhoto(): Promise<Buffer> {
  return sharp({ create: { width: 1200, height: 1600, channels: 3, background: '#d08b5b' } })
    .jpeg()
    .withExif({
      IFD0: { Make: 'PhoneMaker' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '52/1 23/1 0/1' },
    })
    .toBuffer();
}

test('confirming the address in a second tab moves the waiting tab on to the first matches', async ({
  page,
  context,
}) => {
  const name = `Tab${Date.now().toString(36)}`;
  const email = `${name.toLowerCase()}@example.com`;
  await visitInEnglish(page, '/signup');
  const modal = page.getByRole('dialog', { name: 'Sign up' });
  await modal.getByLabel('E-mail address').fill(email);
  await modal.getByLabel('Username').fill(name);
  await modal.getByLabel('Password', { exact: true }).fill(`${name.toLowerCase()}-pass-2026`);
  await modal.getByLabel(/^Date of birth/).fill('1990-02-02');
  await modal.getByRole('button', { name: 'Next' }).click();
  await modal.getByRole('button', { name: 'Skip' }).click();
  for (const heading of ['Add a profile photo', 'About me', 'About you', 'Where do you live?']) {
    await expect(modal.getByRole('heading', { name: heading })).toBeFocused();
    await modal.getByRole('button', { name: 'Skip' }).click();
  }
  await expect(modal.getByRole('heading', { name: 'Check your inbox' })).toBeVisible();

  // The mailed link opens in another tab of the same browser and confirms there.
  const { mails } = (await (await page.request.get('/api/outbox.php')).json()) as {
    mails: Array<{ to: string; links: string[] }>;
  };
  const link = mails
    .find((mail) => mail.to === email)
    ?.links.find((href) => href.includes('/api/activate.php'));
  expect(link, 'an activation link').toBeTruthy();
  const second = await context.newPage();
  await second.goto(link!);
  await expect(
    second.getByRole('heading', { name: 'Your e-mail address is confirmed' }),
  ).toBeVisible();

  // The waiting tab went on by itself: its first matches, no "confirm" banner.
  await expect(page).toHaveURL(/\/signup-matches$/);
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByRole('article').first()).toBeVisible();
  await expect(page.getByText(/confirm your e-mail/i)).toHaveCount(0);
});

test.describe('sign-up journey', () => {
  // Haarlem, Noord-Holland: a fixed position the browser shares when asked.
  test.use({ geolocation: { latitude: 52.3808, longitude: 4.6368 }, permissions: ['geolocation'] });

  test('a visitor signs up from the landing page, confirms the address and finds the first message sent', async ({
    page,
  }) => {
    const errors = watchConsoleErrors(page);
    const remotes = recordRemoteRequests(page);
    await visitInEnglish(page, '/');
    // The landing (rendered by the server) never runs the sign-up remote (it only fetches it
    // ahead, idle): the app loads with the sign-up page its call to action leads to.
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(remotes.has('mf-signup')).toBe(false);

    await page.getByRole('link', { name: 'Sign up for free' }).first().click();
    const modal = page.getByRole('dialog', { name: 'Sign up' });
    await expect(modal.getByRole('heading', { name: 'Create your free account' })).toBeVisible();
    expect(remotes.has('mf-signup')).toBe(true);
    await expect(page).toHaveURL(/\/signup$/);

    // Every account-step rule says its text under its field.
    await modal.getByRole('button', { name: 'Next' }).click();
    await expect(modal.getByText('Invalid email')).toBeVisible();
    await expect(modal.getByText('Enter your date of birth (18+)')).toBeVisible();
    await modal.getByLabel('E-mail address').fill('joiner@example.com');
    await modal.getByLabel('Username').fill('@joiner');
    await modal.getByLabel('Password', { exact: true }).fill('joiner-pass-2026');
    await modal.getByLabel(/^Date of birth/).fill('1850-01-01');
    await modal.getByRole('button', { name: 'Next' }).click();
    await expect(modal.getByText('Username may not start with @')).toBeVisible();
    await expect(modal.getByText('Invalid date of birth.')).toBeVisible();
    await modal.getByLabel('Username').fill('JOINER@example.com');
    await modal.getByRole('button', { name: 'Next' }).click();
    await expect(
      modal.getByText('Username may not be the same as your e-mail address'),
    ).toBeVisible();
    // An address that has an account: said by the server, with a way to log in.
    await modal.getByLabel('E-mail address').fill('demo@amora.test');
    await modal.getByLabel('Username').fill('Joiner');
    await modal.getByLabel(/^Date of birth/).fill('1994-03-08');
    await modal.getByRole('button', { name: 'Next' }).click();
    await expect(
      modal.getByText('An account with this e-mail address already exists'),
    ).toBeVisible();
    await expect(modal.getByRole('link', { name: 'Log in to that account' })).toBeVisible();

    await modal.getByLabel('E-mail address').fill('joiner@example.com');
    await modal.getByRole('button', { name: 'Next' }).click();

    // Step 0: whom she would like to meet comes first (issue 25 §2), then a first message to a
    // member who fits it. Escape no longer closes the modal.
    await expect(modal.getByRole('heading', { name: 'Who would you like to meet?' })).toBeFocused();
    await modal.getByText('Men', { exact: true }).click();
    const heading = modal.getByRole('heading', { name: /^Say hello to / });
    await expect(heading).toBeVisible();
    const recipient = (await heading.textContent())!.replace('Say hello to ', '');
    await page.keyboard.press('Escape');
    await expect(heading).toBeVisible();
    await modal.getByLabel('Your first message').fill('Hello! I liked your profile.');
    await modal.getByRole('button', { name: 'Send and create my account' }).click();

    // Step 1: a photo straight from a phone, with its GPS position in the EXIF.
    await expect(modal.getByRole('heading', { name: 'Add a profile photo' })).toBeVisible();
    await expect(modal.getByRole('progressbar', { name: 'Step 2 of 5' })).toBeVisible();
    const chooser = page.waitForEvent('filechooser');
    await modal.getByRole('button', { name: 'Choose a photo' }).click();
    await (
      await chooser
    ).setFiles({
      name: 'IMG_0001.jpg',
      mimeType: 'image/jpeg',
      buffer: await phonePhoto(),
    });
    const preview = modal.getByRole('img', { name: 'Your profile photo' });
    await expect(preview).toBeVisible();
    const served = await page.request.get((await preview.getAttribute('src'))!);
    expect(served.headers()['content-type']).toBe('image/webp');
    expect((await sharp(await served.body()).metadata()).exif).toBeUndefined();
    await modal.getByRole('button', { name: 'Next' }).click();

    // Step 2: about me.
    await modal.getByLabel('Tell other members a little about yourself.').fill('Cyclist, cook.');
    await modal.getByRole('button', { name: 'Next' }).click();

    // Step 3: personal details and interests.
    await modal.getByLabel('Gender').selectOption({ label: 'Woman' });
    await modal.getByLabel('Eye colour').selectOption({ label: 'Green' });
    await modal.getByRole('group', { name: 'Interests' }).getByText('Cooking').click();
    await modal.getByRole('button', { name: 'Next' }).click();

    // Step 4: the browser's position names the town and the region.
    await expect(modal.getByRole('heading', { name: 'Where do you live?' })).toBeVisible();
    await modal.getByRole('button', { name: 'Use my current location' }).click();
    await expect(modal.getByLabel('City')).toHaveValue('Haarlem');
    await expect(modal.getByLabel('Province').locator('option:checked')).toHaveText(
      'Noord-Holland',
    );
    await modal.getByRole('button', { name: 'Next' }).click();

    await expect(modal.getByRole('heading', { name: 'Check your inbox' })).toBeVisible();
    await expect(modal.getByText(/We sent a link to joiner@example.com/)).toBeVisible();
    await modal.getByRole('button', { name: 'See your first matches' }).click();
    await expect(page).toHaveURL(/\/signup-matches$/);
    await expect(page.getByRole('dialog')).toHaveCount(0);
    // A full page of first matches: the seed has plenty of members for her.
    const matches = page.getByRole('article');
    await expect(matches.first()).toBeVisible();
    expect(await matches.count()).toBe(12);

    // The confirmation link from the outbox confirms the address.
    await page.goto('/outbox');
    const link = await page
      .getByRole('article')
      .filter({ hasText: 'To joiner@example.com' })
      .first()
      .getByRole('link', { name: /\/api\/activate\.php\?token=/ })
      .getAttribute('href');
    await page.goto(link!);
    await expect(page).toHaveURL(/\/activate\/done/);
    await expect(
      page.getByRole('heading', { name: 'Your e-mail address is confirmed' }),
    ).toBeVisible();

    // The first message is a real conversation with the member written to.
    const chats = (await (await page.request.get('/api/chats.php')).json()) as {
      chats: { profile: { name: string } }[];
    };
    expect(chats.chats.map((chat) => chat.profile.name)).toEqual([recipient]);
    // Of the gender she seeks; and the conversation the sign-up offered leaves her both free ones.
    const written = (await (await page.request.get('/api/chats.php')).json()) as {
      chats: { profile: { id: number } }[];
    };
    const writtenTo = (await (
      await page.request.get(`/api/member.php?id=${written.chats[0]!.profile.id}`)
    ).json()) as { profile: { gender: string } };
    expect(writtenTo.profile.gender).toBe('male');
    expect(await (await page.request.get('/api/chat-allowance.php')).json()).toEqual({
      free_conversations_left: 2,
    });
    const me = (await (await page.request.get('/api/user.php')).json()) as {
      user: { status: string; credits: number };
    };
    expect(me.user.status).toBe('active');
    const { profile } = (await (await page.request.get('/api/profile.php')).json()) as {
      profile: Record<string, unknown>;
    };
    expect(profile).toMatchObject({
      about: 'Cyclist, cook.',
      gender: 'female',
      eye_colour: 'green',
      interests: ['cooking'],
      country: 'NL',
      city: 'Haarlem',
    });
    expect(profile.photos).toHaveLength(1);
    // Only the refused check of a taken address may show (its 409 and the browser's line for it).
    expect(errors.filter((error) => !/\b409\b/.test(error))).toEqual([]);
  });
});

test('with the sign-up remote down, the site works and sign-up buttons say it is unavailable', async ({
  page,
}) => {
  await page.route('**/remotes/mf-signup/**', (route) => route.abort('connectionrefused'));
  // The app's own sign-up buttons (the login page's) know the part is down.
  await visitInEnglish(page, '/login');
  await page.getByRole('main').getByRole('link', { name: 'Sign up' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'Sign-up is unavailable right now' }),
  ).toBeVisible();
  await expect(
    page.getByRole('link', { name: 'Sign-up is unavailable right now' }).first(),
  ).toBeVisible();
  // The rest of the site is untouched.
  await page.getByRole('link', { name: 'Log in' }).first().click();
  await expect(page.getByRole('heading', { name: 'Log in' })).toBeVisible();
});
