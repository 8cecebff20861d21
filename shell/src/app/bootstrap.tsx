import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { I18nextProvider } from 'react-i18next';
import { RouterProvider } from 'react-router';
import { i18next, initI18n, makeStore, setEventTransport } from '@app/shared';
import { pickLanguage, readLocaleCookie, sharedTransport, sseTransport } from '@app/shared/utils';
import { SERVICE_WORKER_URL } from '@app/shared/values';
import { NAMESPACE } from '../i18n';
import { readBootData } from './boot-data';
import { firstAnswerSeeder, readFirstAnswers } from './first-answers';
import { createAppRouter } from './router';
import { loadRegistry } from '@app/shared/federation-host';
import { isChunkLoadError, reloadOnceForChunkError } from './chunk-reload';

/**
 * §7: the service worker (offline page, push). Production builds only: the development server
 * has no worker to serve. Registered after the page loaded, so it never competes with it.
 */
function registerServiceWorker() {
  if (process.env.NODE_ENV !== 'production' || !('serviceWorker' in navigator)) return;
  const register = () =>
    void navigator.serviceWorker.register(SERVICE_WORKER_URL, { scope: '/' }).catch(() => {
      // No worker (private mode, an old browser): the site works the same without it.
    });
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}

function watchChunkFailures() {
  window.addEventListener('unhandledrejection', (event) => {
    if (isChunkLoadError(event.reason)) reloadOnceForChunkError();
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
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <Provider store={store}>
        <I18nextProvider i18n={i18next}>
          <RouterProvider router={router} />
        </I18nextProvider>
      </Provider>
    </StrictMode>,
  );
}
