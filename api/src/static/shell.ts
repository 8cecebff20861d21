import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { notFound } from '../http/errors';
import { currentUser } from '../domains/auth/service';
import { sessionUser } from '../domains/auth/session';
import { recordLanderStep } from '../domains/landers/campaigns';
import { settingsForRequest } from '../domains/site/request-site';
import { IMMUTABLE, NO_CACHE, PRIVATE_NO_STORE } from './cache-control';
import { pageLanguage, readTemplate, renderIndexHtml, shellNotBuiltPage } from './index-html';
import { ISLAND_REMOTE, renderIsland } from './islands';
import {
  registryForRequest,
  reportServerRender,
  reportServerRenderFailure,
  serverRenderTicket,
} from '../platform/remotes/routes';
import { landerStepSchema, type Registry } from '@app/shared/contracts';
import { landingFallbackPage } from './landing-fallback';
import { findOwner } from '@app/shared/platform/find-owner';
import { ISLAND_LOAD_ID, NEXT_PAGE_HINTS_ID } from '@app/shared/platform/apps';
import { paths } from '@app/shared/paths';
import { prefetchHints, preloadHints } from './preload-hints';
import { firstAnswersScript, firstPhotoHints } from './first-answers';
import { renderFirstScreen, warmFirstScreens, withFirstScreen } from './first-screen';
import {
  FALLBACK_LANGUAGE,
  LOCALE_COOKIE_NAME,
  isSupportedLanguage,
  type Language,
} from '@app/shared/language';
import { contentSecurityPolicy, staticPagePolicy } from './content-security-policy';
import { isKnownPath } from './known-path';
import { answerLocaleChoice } from './locale-choice';
import { rememberTrafficSource } from '../domains/site/traffic-source';

/** A content hash in a file name (`main.3f2a9b1c.js`, `142.c8bd2b42.js.map`): such a file never changes. */
const hashedName = /[.-][0-9a-f]{8,}(\.[a-z0-9]+)+$/i;
/**
 * Paths that name a file, not a client route. A missing one is a 404: answering a stale chunk
 * with the HTML page would only turn a clear error into a confusing one.
 */
const fileLike =
  /\.(m?js|css|map|json|png|jpe?g|gif|svg|ico|webp|avif|woff2?|ttf|txt|xml|webmanifest)$/i;

/**
 * The shell: its assets from SHELL_DIST, the service worker, and index.html (with the boot data
 * inlined) for every other GET that is not an API call, so client-side routes load directly.
 */
export async function shellStatic(
  app: FastifyInstance,
  { shellDist, remotesDir }: { shellDist: string; remotesDir: string },
) {
  // Only for reply.sendFile (ranges, ETags, content types); routing is done below.
  // preCompressed: the build's brotli and gzip copies of its scripts and styles.
  await app.register(fastifyStatic, {
    root: shellDist,
    serve: false,
    suppressWarning: true,
    preCompressed: true,
  });
  const indexFile = path.join(shellDist, 'index.html');
  // The first member's page need not wait for the renderers of its first screen.
  app.addHook('onReady', async () => {
    void warmFirstScreens(app, shellDist).catch((error: unknown) =>
      app.log.warn({ err: error }, 'the first-screen renderers could not be loaded ahead'),
    );
  });

  app.get('/sw-push.js', async (_request, reply) => {
    if (!(await isFile(path.join(shellDist, 'sw-push.js'))))
      throw notFound('The service worker is not built.');
    reply.header('cache-control', NO_CACHE).header('service-worker-allowed', '/');
    return reply.sendFile('sw-push.js', shellDist, { cacheControl: false });
  });

  app.get('/*', async (request, reply) => {
    const pathname = safePathname(request.url);
    if (pathname === '/api' || pathname?.startsWith('/api/'))
      throw notFound(`No route for GET ${pathname}.`);
    const asset = pathname === null ? null : await shellAsset(shellDist, pathname);
    if (asset !== null) {
      reply.header('cache-control', hashedName.test(asset) ? IMMUTABLE : NO_CACHE);
      // A page of the build (the offline page) gets a policy too, kept with it in the cache.
      if (asset.endsWith('.html'))
        reply.header(
          'content-security-policy',
          staticPagePolicy(await fs.readFile(path.join(shellDist, asset), 'utf8')),
        );
      return reply.sendFile(asset, shellDist, { cacheControl: false });
    }
    if (pathname !== null && fileLike.test(pathname)) throw notFound(`No file ${pathname}.`);
    rememberTrafficSource(request, reply);
    if (await answerLocaleChoice(request, reply)) return reply;
    return sendIndex(request, reply, indexFile, { shellDist, remotesDir }, pathname ?? '/');
  });
}

async function sendIndex(
  request: FastifyRequest,
  reply: FastifyReply,
  indexFile: string,
  dirs: { shellDist: string; remotesDir: string },
  pathname: string,
) {
  // The versions this browser gets: the page, its CSP and its preload hints all follow them.
  const registry = await registryForRequest(request, reply);
  const island = await sendIslandPage(request, reply, registry, pathname, {
    ...dirs,
    indexFile,
  });
  if (island === 'sent') return reply;
  if (island === 'not-found') reply.code(404);
  reply
    // The page inlines the member (e-mail, credits): never kept by a shared cache or on disk.
    .header('cache-control', PRIVATE_NO_STORE)
    .header('content-security-policy', contentSecurityPolicy(registry))
    .type('text/html; charset=utf-8');
  const template = await readTemplate(indexFile);
  if (template === null) return shellNotBuiltPage;
  if (island !== 'not-found' && !(await isKnownPath(request, dirs, registry, pathname)))
    reply.code(404);
  const settings = await settingsForRequest(request);
  const userId = await sessionUser(request);
  const user = userId === null ? null : await currentUser(request.server.db, userId);
  // A member's page comes with its first screen's answers (issue 27 §1); a 404 with none.
  const firstScreen =
    user === null || reply.statusCode === 404
      ? null
      : await request.server.firstScreens.forRequest(request, pathname, user.id);
  const visitor = {
    localeCookie: request.cookies[LOCALE_COOKIE_NAME] ?? null,
    acceptLanguage: request.headers['accept-language'],
  };
  // …and, painted before any script runs, the screen itself (first-screen.ts).
  const painted =
    user === null
      ? null
      : await renderFirstScreen(request, { shellDist: dirs.shellDist, registry }, pathname, {
          settings,
          user,
          language: supported(pageLanguage({ settings, user }, visitor)),
          screen: firstScreen,
        });
  const html = renderIndexHtml(
    template,
    { settings, user },
    firstAnswersScript(firstScreen) +
      (await preloadHints(
        { shellDist: dirs.shellDist, store: request.server.remotes.store },
        registry,
        pathname,
        template,
      )) +
      firstPhotoHints(firstScreen),
    visitor,
  );
  // The painted markup's style attributes (first-screen.ts).
  if (painted)
    reply.header(
      'content-security-policy',
      contentSecurityPolicy(registry, { styleAttributes: true }),
    );
  return withFirstScreen(html, painted);
}

/** The URL's path, decoded, or null when it is malformed. */
function safePathname(url: string): string | null {
  try {
    return decodeURIComponent(url.split('?')[0] ?? '/');
  } catch {
    return null;
  }
}

/**
 * The shell file a path names, relative to SHELL_DIST, if there is one. index.html is never
 * served raw (it needs the boot data), nor are dotfiles or anything outside SHELL_DIST.
 */
async function shellAsset(shellDist: string, pathname: string): Promise<string | null> {
  const relative = path.posix.normalize(pathname).replace(/^\/+/, '');
  if (relative === '' || relative === 'index.html') return null;
  if (relative.split('/').some((segment) => segment.startsWith('.') || segment === '')) return null;
  const file = path.resolve(shellDist, relative);
  if (!file.startsWith(shellDist + path.sep)) return null;
  return (await isFile(file)) ? relative : null;
}

async function isFile(file: string): Promise<boolean> {
  try {
    return (await fs.stat(file)).isFile();
  } catch {
    return false;
  }
}

/**
 * Whether the live landers remote has a page at this URL: a member gets the app on the landers'
 * paths, but a lander nobody shipped is a 404 to them too (issue 25 §4). When it cannot tell (the
 * remote is elsewhere or fails), it answers yes: the app shows what it can.
 */
async function landersHavePage(request: FastifyRequest, registry: Registry): Promise<boolean> {
  try {
    const settings = await settingsForRequest(request);
    const rendered = await renderIsland(
      { db: request.server.db, store: request.server.remotes.store },
      registry.remotes[ISLAND_REMOTE],
      { url: request.url, settings, language: supported(settings.domain_language), nonce: '' },
    );
    return rendered === 'elsewhere' || rendered === 'unavailable' || rendered.result !== null;
  } catch {
    return true;
  }
}

/**
 * A visitor's landing or lander (issue 11): rendered here by the live version of the landers
 * remote, so it paints before any JavaScript and a deploy of that remote alone changes it. When
 * that version cannot render, the server's own landing stands in (for `/` and the landers' own
 * paths; the rest of the site never depends on it). Members get the app: on `/`, the members area.
 * `app`: not such a page, the app's index.html answers; `not-found`: the landers own the path but
 * have no page there (a lander nobody shipped), the app answers with its 404.
 */
async function sendIslandPage(
  request: FastifyRequest,
  reply: FastifyReply,
  registry: Registry,
  pathname: string,
  dirs: { shellDist: string; indexFile: string },
): Promise<'sent' | 'app' | 'not-found'> {
  const owner = findOwner(registry, pathname);
  const landersPage =
    owner === ISLAND_REMOTE || (pathname === '/' && !registry.remotes[ISLAND_REMOTE]);
  if (!landersPage) return 'app';
  if ((await sessionUser(request)) !== null) {
    if (pathname !== '/') return (await landersHavePage(request, registry)) ? 'app' : 'not-found';
    // Said to this member's session only: never kept by a shared cache.
    await reply.header('cache-control', PRIVATE_NO_STORE).redirect(paths.members, 302);
    return 'sent';
  }

  const settings = await settingsForRequest(request);
  const language = supported(
    pageLanguage(
      { settings, user: null },
      {
        localeCookie: request.cookies[LOCALE_COOKIE_NAME] ?? null,
        acceptLanguage: request.headers['accept-language'],
      },
    ),
  );
  const nonce = randomBytes(16).toString('base64');
  reply
    // Visitors' pages carry no member data, but the visitor's country and language: not shared.
    .header('cache-control', 'private, no-cache')
    .header('content-security-policy', contentSecurityPolicy(registry, { styleNonce: nonce }))
    .type('text/html; charset=utf-8');
  const live = registry.remotes[ISLAND_REMOTE];
  // A reviewer's override says nothing of members' loads (as for browser beacons).
  const counts = live !== undefined && !(registry.overrides ?? []).includes(ISLAND_REMOTE);
  let failed = false;
  try {
    const rendered = await renderIsland(
      { db: request.server.db, store: request.server.remotes.store },
      live,
      { url: request.url, settings, language, nonce },
    );
    // The live version is a team's dev server or on a CDN: the app renders it in the browser.
    if (rendered === 'elsewhere') return 'app';
    if (rendered !== 'unavailable') {
      // Not one of its pages (a lander nobody shipped): the app says so, with a 404.
      if (rendered.result === null) return 'not-found';
      // The version's health counts this render, as a browser's beacon counts a load.
      if (counts)
        await reportServerRender(request, ISLAND_REMOTE, live.version, rendered.renderMs).catch(
          (error: unknown) => request.log.warn({ err: error }, 'a render was not counted'),
        );
      // Counted while the hints are made (not after the page is sent: a count never races it).
      const counted = countLanderVisit(request, rendered.result.visit);
      // The sign-up page's scripts, fetched while the visitor reads: the tap on "Sign up for
      // free" then waits for the page, not for its downloads. Held in a template until the page
      // has loaded (the island's entry applies them): in the head, they took the line from the
      // landing's photos (Lighthouse's LCP 2.5–3.7 s instead of 1.2–1.4 s, issue 49).
      const template = await readTemplate(dirs.indexFile);
      const prefetch =
        template === null
          ? ''
          : `<template id="${NEXT_PAGE_HINTS_ID}">${await prefetchHints(
              { shellDist: dirs.shellDist, store: request.server.remotes.store },
              registry,
              paths.signup,
              template,
            )}</template>`;
      await counted;
      // What the page reports its hydration failing with (issue 47 §2): not for an override.
      const ticket =
        counts && live ? serverRenderTicket(request, ISLAND_REMOTE, live.version) : null;
      const load =
        ticket === null || !live
          ? ''
          : `<script type="application/json" id="${ISLAND_LOAD_ID}">${JSON.stringify({
              remote: ISLAND_REMOTE,
              version: live.version,
              ticket,
            }).replace(/</g, '\\u003c')}</script>`;
      await reply
        .code(rendered.result.status)
        .send(rendered.result.html.replace('</head>', `${prefetch}${load}</head>`));
      return 'sent';
    }
    failed = live !== undefined;
  } catch (error) {
    failed = live !== undefined;
    request.log.warn({ err: error }, 'the landers remote could not render; fallback landing');
  }
  // A version that cannot render counts against its health, as a browser's failed load does.
  if (failed && counts)
    await reportServerRenderFailure(request, ISLAND_REMOTE, live.version).catch((error: unknown) =>
      request.log.warn({ err: error }, 'a failed render was not counted'),
    );
  await reply.code(200).send(landingFallbackPage(settings, language, nonce));
  return 'sent';
}

/**
 * A visitor's page of a lander, for its campaign's figures (issue 28 §1), with the source its
 * calls to action carry. A failure to count loses the count, not the page.
 */
async function countLanderVisit(request: FastifyRequest, visit: unknown): Promise<void> {
  const parsed = landerStepSchema.safeParse(visit);
  if (!parsed.success) return;
  await recordLanderStep(request.server.db, 'visit', {
    campaign: parsed.data.campaign,
    tracking: parsed.data.tracking ?? {},
  }).catch((error: unknown) => request.log.warn({ err: error }, 'a lander visit was not counted'));
}

const supported = (language: string): Language =>
  isSupportedLanguage(language) ? language : FALLBACK_LANGUAGE;
