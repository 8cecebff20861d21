import fs from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FirstAnswer, Registry, Settings, User } from '@app/shared/contracts';
import { findOwnedRoute } from '@app/shared/platform/find-owner';
import { FALLBACK_LANGUAGE, type Language } from '@app/shared/language';
import { registryFor } from '../platform/remotes/service';
import { withTimeout } from '../http/timeout';
import type { FirstScreen } from './first-answers';
import { remoteStylesheets } from './preload-hints';
import { liveServerBuild, loadServerModule } from './server-builds';

// Issue 27 §1, ADR 0016: a member's page painted before any script runs. The remote that owns
// the page renders it (its live version's `server/first-screen.mjs`) with the answers the page
// would ask for; the shell renders its layout around it (`SHELL_DIST/server/first-screen.mjs`).
// The browser shows that markup until the app's first render replaces it, once the page's
// scripts and routes are ready (shell/src/app/bootstrap.tsx), so the member never sees a
// spinner first. Anything that fails here costs the page its head start, nothing else.

/**
 * The remotes whose server builds this server runs to paint a page (their teams' code runs
 * here, as the landers' does: ADR 0007, ADR 0016). Any other remote's pages paint in the browser.
 */
export const FIRST_SCREEN_REMOTES: readonly string[] = ['mf-members'];
/** Past this, the page goes out without its first screen rather than later. */
export const FIRST_SCREEN_RENDER_TIMEOUT_MS = 500;
/** The build folder and file of a first-screen renderer (shared/build/first-screen.mjs). */
const FIRST_SCREEN_DIR = 'server';
const FIRST_SCREEN_FILE = 'first-screen.mjs';

interface FirstScreenRequest {
  url: string;
  settings: Settings;
  user: User;
  language: Language;
  answers: FirstAnswer[];
}
interface PageRenderer {
  renderPage(request: FirstScreenRequest): Promise<string | null>;
}
interface LayoutRenderer {
  renderLayout(
    request: FirstScreenRequest & { layout: string; page: string },
  ): Promise<string | null>;
}

/** The page's first screen as markup for `#root`, with the stylesheets it needs; or null. */
export async function renderFirstScreen(
  request: FastifyRequest,
  { shellDist, registry }: { shellDist: string; registry: Registry },
  pathname: string,
  page: { settings: Settings; user: User; language: Language; screen: FirstScreen | null },
): Promise<{ root: string; stylesheets: string } | null> {
  if (page.screen === null) return null;
  const owned = findOwnedRoute(registry, pathname);
  if (!owned || !FIRST_SCREEN_REMOTES.includes(owned.remote)) return null;
  const store = request.server.remotes.store;
  const screen = page.screen;
  try {
    // A renderer not imported yet (a new build) is waited for as long as a render may take; past
    // that, this page paints in the browser and a later one gets it.
    const [remote, shell] = await withTimeout(
      Promise.all([pageRenderer(request, registry, owned.remote), layoutRenderer(shellDist)]),
      FIRST_SCREEN_RENDER_TIMEOUT_MS,
    );
    if (!remote || !shell) return null;
    return await withTimeout(
      (async () => {
        const input: FirstScreenRequest = {
          url: pathname,
          settings: page.settings,
          user: page.user,
          language: page.language,
          // As the browser receives them (written by the contracts), so both render the same.
          answers: screen.answers.map((answer) => ({
            endpoint: answer.endpoint,
            args: answer.args,
            data: JSON.parse(answer.json) as unknown,
          })),
        };
        const markup = await remote.renderPage(input);
        if (markup === null) return null;
        const root = await shell.renderLayout({
          ...input,
          layout: owned.route.layout,
          page: markup,
        });
        if (root === null) return null;
        return { root, stylesheets: await remoteStylesheets(store, registry, pathname) };
      })(),
      FIRST_SCREEN_RENDER_TIMEOUT_MS,
    );
  } catch (error) {
    request.log.warn({ err: error }, 'the first screen could not be rendered; the app renders it');
    return null;
  }
}

/**
 * Imports the renderers the next member's page needs (the shell's, the live versions' of the
 * remotes it paints) when the server starts, so that page does not wait for them.
 */
export async function warmFirstScreens(app: FastifyInstance, shellDist: string): Promise<void> {
  await layoutRenderer(shellDist);
  const registry = await registryFor(app.remotes, {
    subject: 'first-screen-warm-up',
    country: null,
    niche: 0,
    premium: false,
    language: FALLBACK_LANGUAGE,
  });
  for (const remote of FIRST_SCREEN_REMOTES) {
    const live = await liveServerBuild(
      app.remotes.store,
      registry.remotes[remote],
      FIRST_SCREEN_DIR,
      FIRST_SCREEN_FILE,
    );
    if (live !== null && live !== 'elsewhere' && (await modified(live.file)) !== null)
      await loadServerModule(live.file);
  }
}

/** The live version's page renderer, when it has one published here. */
async function pageRenderer(
  request: FastifyRequest,
  registry: Registry,
  remote: string,
): Promise<PageRenderer | null> {
  const live = await liveServerBuild(
    request.server.remotes.store,
    registry.remotes[remote],
    FIRST_SCREEN_DIR,
    FIRST_SCREEN_FILE,
  );
  if (live === null || live === 'elsewhere') return null;
  const stamp = await modified(live.file);
  if (stamp === null) return null;
  const module = await loadServerModule<Partial<PageRenderer>>(live.file);
  return typeof module.renderPage === 'function' ? (module as PageRenderer) : null;
}

/** The shell build's layout renderer (rebuilt in place: imported anew when its file changes). */
async function layoutRenderer(shellDist: string): Promise<LayoutRenderer | null> {
  const file = path.join(shellDist, FIRST_SCREEN_DIR, FIRST_SCREEN_FILE);
  const stamp = await modified(file);
  if (stamp === null) return null;
  const module = await loadServerModule<Partial<LayoutRenderer>>(file, stamp);
  return typeof module.renderLayout === 'function' ? (module as LayoutRenderer) : null;
}

async function modified(file: string): Promise<string | null> {
  try {
    return String((await fs.stat(file)).mtimeMs);
  } catch {
    return null;
  }
}

/** index.html with the first screen in `#root` and the member area's body hooks. */
export function withFirstScreen(
  html: string,
  rendered: { root: string; stylesheets: string } | null,
): string {
  if (rendered === null) return html;
  return (
    html
      // Before the page's own stylesheet preloads: the first paint waits for them.
      .replace('</head>', () => `${rendered.stylesheets}</head>`)
      // What RootShell sets on the body once the app runs (the footer's layout depends on it).
      .replace('<body>', () => '<body class="logged-in not-index">')
      // Inert until the app takes it over (shell/src/app/bootstrap.tsx): no tap is lost.
      .replace(
        '<div id="root"></div>',
        () => `<div id="root" data-first-screen inert>${rendered.root}</div>`,
      )
  );
}
