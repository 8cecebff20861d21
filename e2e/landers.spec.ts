// Campaign landers (issue 11): each opens rendered by the server with members and leads to the
// sign-up modal; tinder swipe works by keyboard; marketing ships a new lander by deploying the
// landers remote alone; with the landers remote down the landing still works.
import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { REMOTES_DIR, ROOT, liveVersion, makeStable, publishFolder, remoteScript } from './helpers';

const LANDERS = [
  'alonetonight',
  'collagelanding',
  'gallery',
  'iconslanding',
  'maplanding',
  'socialnetwork',
  'transitionsvideolanding',
  'video',
  'tinderswipe',
];

test('every lander opens with members and leads to the sign-up modal', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const { featured } = await (await request.get('/api/landing.php?count=1')).json();
  const member = featured[0] as { id: number; name: string };
  const paths = [
    ...LANDERS.map((name) => `/landers/${name}`),
    `/members/${member.id}/landing`,
    `/members/${member.id}/landing3`,
  ];
  for (const pathname of paths) {
    const response = await page.goto(`${pathname}?ref=e2e`);
    expect(response!.status(), pathname).toBe(200);
    await expect(page.getByRole('heading', { level: 1 }), pathname).toBeVisible();
    // Real members: a photo of one of them, named.
    await expect(page.locator('main img[src^="/uploads/"]').first(), pathname).toBeVisible();
  }
  // The call to action of one of them, all the way to the modal, the source kept.
  await page.goto('/landers/gallery?ref=e2e');
  await page.getByRole('link', { name: 'See who is online' }).first().click();
  // The source kept, and the lander named: its campaign counts the sign-up.
  await expect(page).toHaveURL(/\/signup\?ref=e2e&campaign=gallery$/);
  await expect(
    page
      .getByRole('dialog', { name: 'Sign up' })
      .getByRole('heading', { name: 'Create your free account' }),
  ).toBeVisible();
  // A member's chat landing carries the first message into sign-up.
  await page.goto(`/members/${member.id}/landing2`);
  await page.getByLabel(`Your first message to ${member.name}`).fill('Hello from the landing');
  await page.getByRole('button', { name: 'Send and sign up' }).click();
  await expect(page).toHaveURL(
    new RegExp(`/members/${member.id}/signup\\?campaign=member-landing2&message=Hello`),
  );
  await expect(page.getByRole('dialog', { name: 'Sign up' })).toBeVisible();
});

test('tinder swipe by keyboard', async ({ page }) => {
  await page.goto('/landers/tinderswipe');
  // The page is rendered at once and made interactive once it has painted.
  await page.waitForLoadState('networkidle');
  const card = page.getByRole('group', { name: /, \d+$/ });
  const first = await card.getAttribute('aria-label');
  await card.focus();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByText(`You liked ${first!.split(',')[0]}.`)).toBeVisible();
  await expect(card).not.toHaveAttribute('aria-label', first!);
  await expect(card).toBeFocused();
  await page.keyboard.press('ArrowLeft');
  await expect(page.getByRole('group', { name: /, \d+$/ })).toBeVisible();
});

// Tagged: it changes what is live, which an override link (remote:deploy's journeys) would mask.
test(
  'marketing ships a new lander by deploying the landers remote alone',
  { tag: '@changes-live' },
  async ({ page }) => {
    test.setTimeout(180_000);
    const before = await liveVersion('mf-landers');
    const name = `spring-${Date.now().toString(36)}`;
    const file = path.join(ROOT, 'mf-landers', 'campaigns', `${name}.json`);
    expect((await page.goto(`/landers/${name}`))!.status()).toBe(404);
    writeFileSync(
      file,
      JSON.stringify({
        name,
        template: 'gallery',
        featured: { count: 8 },
        texts: {
          en: {
            headline: 'Spring is here, {{who}}',
            lead: 'Meet someone new this spring.',
            cta: 'Join the spring',
          },
          fr: {
            headline: 'Le printemps est là',
            lead: 'Rencontrez quelqu’un ce printemps.',
            cta: 'Rejoindre le printemps',
          },
        },
      }),
    );
    try {
      remoteScript(['scripts/remote-deploy.mjs', 'mf-landers', '--skip-journeys']);
      expect(await liveVersion('mf-landers')).not.toBe(before);
      const response = await page.goto(`/landers/${name}`);
      expect(response!.status()).toBe(200);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Spring is here, singles');
      await expect(page.getByRole('link', { name: 'Join the spring' })).toBeVisible();
    } finally {
      rmSync(file, { force: true });
      remoteScript(['scripts/remote-rollback.mjs', 'mf-landers', before]);
    }
    expect((await page.goto(`/landers/${name}`))!.status()).toBe(404);
  },
);

test(
  'with the landers remote down, the landing is the server’s own and the rest of the site works',
  { tag: '@changes-live' },
  async ({ page }) => {
    const before = await liveVersion('mf-landers');
    // A live version that cannot render (its server build fails), and its files unreachable.
    const folder = mkdtempSync(path.join(os.tmpdir(), 'landers-down-'));
    cpSync(path.join(REMOTES_DIR, 'mf-landers', before), folder, { recursive: true });
    writeFileSync(
      path.join(folder, 'server', 'render.mjs'),
      "export async function render() { throw new Error('down'); }\n",
    );
    const broken = await publishFolder('mf-landers', folder);
    rmSync(folder, { recursive: true, force: true });
    await page.route('**/remotes/mf-landers/**', (route) => route.abort('connectionrefused'));
    await makeStable('mf-landers', broken);
    try {
      await page.goto('/');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Meet someone new on Amora');
      await expect(page.getByRole('link', { name: 'Sign up for free' })).toHaveAttribute(
        'href',
        '/signup',
      );
      // The app itself does not depend on the landers: its pages and its remotes load.
      await page.getByRole('link', { name: 'Log in' }).click();
      await expect(page.getByRole('heading', { name: 'Log in' })).toBeVisible();
      await page.goto('/pages/faq');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await page.goto('/pricing');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    } finally {
      remoteScript(['scripts/remote-rollback.mjs', 'mf-landers', before]);
    }
  },
);
