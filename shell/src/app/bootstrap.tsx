import { StrictMode } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { I18nextProvider } from 'react-i18next';
import { RouterProvider } from 'react-router';
import { i18next, initI18n, makeStore, setEventTransport } from '@app/shared';
import { pickLanguage, readLocaleCookie, sharedTransport, sseTransport } from '@app/shared/utils';
import { registerServiceWorker } from '@app/shared/service-worker';
import { NAMESPACE } from '../i18n';
import { readBootData } from './boot-data';
import { firstAnswerSeeder, readFirstAnswers } from './first-answers';
import { createAppRouter } from './router';
import { loadRegistry } from '@app/shared/federation-host';
import { isChunkLoadError, reloadOnceForChunkError } from './chunk-reload';

function watchChunkFailures() {
  window.addEventListener('unhandledrejection', (event) => {
    if (isChunkLoadError(event.reason)) reloadOnceForChunkError();
  });
}

/** Once the router has matched the first page and loaded what it needs. */
function routerReady(router: ReturnType<typeof createAppRouter>): Promise<void> {
  return new Promise((resolve) => {
    if (router.state.initialized) return resolve();
    const stop = router.subscribe((state) => {
      if (!state.initialized) return;
      stop();
      resolve();
    });
  });
}

export async function bootstrap(): Promise<void> {
  const boot = readBootData();
  // Fetch the registry while i18n loads; routes owned by remotes wait for it.
  void loadRegistry();
  const language = pickLanguage({
    cookie: readLocaleCookie(),
    userLanguage: boot.user?.language,
    browserLanguages: navigator.languages,
    domainLanguage: boot.settings?.domain_language,
  });
  const store = makeStore({ auth: { user: boot.user }, site: { settings: boot.settings } });
  await initI18n(language, ['common', NAMESPACE]);
  watchChunkFailures();
  registerServiceWorker();
  // Live updates for a logged-in member (the stream opens on login, closes on logout), one
  // stream for all the browser's tabs.
  setEventTransport(sseTransport && sharedTransport(sseTransport));

  // The first screen's answers, inlined by the server: in the cache before the page renders.
  const router = createAppRouter({
    onRemoteRoutes: firstAnswerSeeder(store, readFirstAnswers()),
  });
  const container = document.getElementById('root')!;
  // A page the server painted (issue 27 §1) stays as it is until the app can draw the same page:
  // its routes loaded and its answers in the cache. Rendering earlier would replace it with a
  // spinner. Until then it is inert (a tap on it would be lost): the app's page takes its place
  // in one synchronous commit, and the page is live.
  const painted = container.hasAttribute('data-first-screen');
  if (painted) await routerReady(router);
  const root = createRoot(container);
  const app = (
    <StrictMode>
      <Provider store={store}>
        <I18nextProvider i18n={i18next}>
          <RouterProvider router={router} />
        </I18nextProvider>
      </Provider>
    </StrictMode>
  );
  if (!painted) return root.render(app);
  flushSync(() => root.render(app));
  container.removeAttribute('inert');
  container.removeAttribute('data-first-screen');
}
