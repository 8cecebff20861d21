// Hydrating a server-rendered page (loaded by hydrate.ts once the page has painted): it makes
// the page the server sent interactive — the entry warning, the swipe stack, countdowns — from
// the state written into it, without the app's router, store or federation runtime.
import { createInstance } from 'i18next';
import { startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { ISLAND_LOAD_ID, REMOTE_LOADS_PATH } from '@app/shared/platform/apps';
import { registerServiceWorker } from '@app/shared/service-worker';
import { rememberTracking } from '@app/shared/tracking';
import { NAMESPACE } from '../i18n-namespace';
import { landerTracking } from '../lib/signup-href';
import { IslandPage, islandCampaign } from './island-page';
import { ISLAND_ROOT_ID, ISLAND_STATE_ID, type IslandState } from './island-state';

/**
 * Tells the registry once that this page's hydration failed (issue 47 §2): a failed load of the
 * version the server rendered, with the ticket it gave this visitor, so a lander candidate whose
 * page breaks in browsers is judged — and withdrawn — like a browser-loaded remote.
 */
export function hydrationReporter() {
  let reported = false;
  return (error: unknown) => {
    const element = document.getElementById(ISLAND_LOAD_ID);
    if (reported || !element) return;
    reported = true;
    const load = JSON.parse(element.textContent ?? '{}') as {
      remote: string;
      version: string;
      ticket: string;
    };
    const body = JSON.stringify({
      ...load,
      ok: false,
      phase: 'hydrate',
      duration_ms: 0,
      error: error instanceof Error ? error.name : 'Error',
    });
    if (!navigator.sendBeacon?.(REMOTE_LOADS_PATH, new Blob([body], { type: 'application/json' })))
      void fetch(REMOTE_LOADS_PATH, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body,
        keepalive: true,
      }).catch(() => undefined);
  };
}

export async function boot(): Promise<void> {
  const report = hydrationReporter();
  try {
    await hydrate(report);
  } catch (error) {
    report(error);
    throw error;
  }
}

async function hydrate(report: (error: unknown) => void): Promise<void> {
  const state = JSON.parse(document.getElementById(ISLAND_STATE_ID)!.textContent!) as IslandState;

  // Spec §3: a traffic source in the landing's link is kept for the visit, for sign-up, with a
  // lander's own source and name (its figures count the sign-up).
  rememberTracking(landerTracking(state.search, islandCampaign(state) ?? undefined).toString());

  const i18n = createInstance();
  await i18n.use(initReactI18next).init({
    lng: state.language,
    fallbackLng: false,
    resources: { [state.language]: state.resources },
    ns: ['common', NAMESPACE],
    defaultNS: NAMESPACE,
    interpolation: { escapeValue: false },
    initAsync: false,
  });
  // As a transition: React hydrates in slices and yields to the browser between them, so the
  // page the visitor already sees never freezes (no long task on a slow phone).
  startTransition(() => {
    hydrateRoot(
      document.getElementById(ISLAND_ROOT_ID)!,
      <I18nextProvider i18n={i18n}>
        <IslandPage state={state} />
      </I18nextProvider>,
      // A mismatch React recovers from by rendering on the client is a failure of the version
      // all the same (its server and browser disagree); an error it cannot recover from too.
      { onRecoverableError: report, onUncaughtError: report },
    );
  });
  // The app's own start-up files, precached when the landing is idle: a tap on "Sign up for
  // free" then starts the app from them, compiled code included (issue 27 §1).
  registerServiceWorker({ whenIdle: true });
}
