import fs from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { notFound } from '../http/errors';
import { settingsForRequest } from '../domains/site/request-site';
import { LOCALE_COOKIE_NAME, pickLanguage } from '@app/shared/language';
import { siteTexts } from '@app/shared/site-texts';

/** The brand colour behind the app icon (the shell's primary, as in its theme-color). */
const THEME_COLOR = '#0f766e';
const BACKGROUND_COLOR = '#ffffff';
/** Where the installed app opens: the member area (a visitor is sent on to the landing). */
const START_URL = '/members';

/**
 * The icons the manifest and the service worker name, drawn from the shell's mark
 * (favicon.svg): the app icon on the brand colour (the mark inside the maskable safe zone, so
 * one file serves both purposes), and the notification badge, a white silhouette.
 */
const ICONS = {
  'app-192': { size: 192, badge: false },
  'app-512': { size: 512, badge: false },
  'badge-72': { size: 72, badge: true },
} as const;
type IconName = keyof typeof ICONS;

/** Spec §2 installed app: the web app manifest per site, and its icons. */
export async function webAppStatic(app: FastifyInstance, { shellDist }: { shellDist: string }) {
  app.get<{ Querystring: { lang?: string } }>('/manifest.webmanifest', async (request, reply) => {
    const settings = await settingsForRequest(request);
    // The page's language, which the page puts in the link (index-html.ts); else as a page
    // would pick it. An unknown one falls back like a bad cookie.
    const language = pickLanguage({
      cookie: request.query.lang ?? request.cookies[LOCALE_COOKIE_NAME] ?? null,
      domainLanguage: settings.domain_language,
    });
    reply.header('cache-control', 'no-cache').type('application/manifest+json; charset=utf-8');
    return JSON.stringify({
      id: '/',
      name: settings.name,
      short_name: settings.name,
      description: siteTexts(settings, language).description,
      lang: language.slice(0, 2),
      start_url: START_URL,
      scope: '/',
      display: 'standalone',
      theme_color: THEME_COLOR,
      background_color: BACKGROUND_COLOR,
      icons: (['any', 'maskable'] as const).flatMap((purpose) =>
        (['app-192', 'app-512'] as const).map((name) => ({
          src: `/icons/${name}.png`,
          sizes: `${ICONS[name].size}x${ICONS[name].size}`,
          type: 'image/png',
          purpose,
        })),
      ),
    });
  });

  const rendered = new Map<string, Promise<Buffer>>();
  app.get<{ Params: { name: string } }>('/icons/:name.png', async (request, reply) => {
    const name = request.params.name as IconName;
    if (!Object.hasOwn(ICONS, name)) throw notFound(`No icon ${name}.`);
    const mark = path.join(shellDist, 'favicon.svg');
    const stat = await fs.stat(mark).catch(() => null);
    if (!stat) throw notFound('The shell is not built.');
    const key = `${name}:${stat.mtimeMs}`;
    let png = rendered.get(key);
    if (!png) {
      png = renderIcon(await fs.readFile(mark, 'utf8'), ICONS[name]);
      rendered.set(key, png);
      png.catch(() => rendered.delete(key));
    }
    reply.header('cache-control', 'public, max-age=86400').type('image/png');
    return png;
  });
}

async function renderIcon(markSvg: string, { size, badge }: { size: number; badge: boolean }) {
  const viewBox = /viewBox="([^"]+)"/.exec(markSvg)?.[1] ?? '0 0 24 24';
  const inner = markSvg
    .replace(/^[\s\S]*?<svg[^>]*>/, '')
    .replace(/<\/svg>\s*$/, '')
    .replace(/fill="[^"]*"/g, 'fill="#ffffff"');
  // The mark fills 60 % of the icon: inside the maskable safe zone (a circle of 80 %).
  const markSize = Math.round(size * (badge ? 0.9 : 0.6));
  const offset = Math.round((size - markSize) / 2);
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}">${
    badge ? '' : `<rect width="${size}" height="${size}" fill="${THEME_COLOR}"/>`
  }<svg x="${offset}" y="${offset}" width="${markSize}" height="${markSize}" viewBox="${viewBox}">${inner}</svg></svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}
