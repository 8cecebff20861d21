import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { RouterProvider } from 'react-router';
import { i18next, initI18n } from '@app/shared';
import { pickLanguage, readLocaleCookie } from '@app/shared/utils';
import { loadRegistry } from '@app/shared/federation-host';
import { NAMESPACE } from '../i18n';
import { createBackofficeRouter } from './router';

export async function bootstrap(): Promise<void> {
  // The registry (with this browser's canaries and overrides) while the texts load: the domains'
  // screens come from the remotes it names.
  void loadRegistry();
  const language = pickLanguage({
    cookie: readLocaleCookie(),
    browserLanguages: navigator.languages,
  });
  await initI18n(language, ['common', NAMESPACE]);
  document.documentElement.lang = language.slice(0, 2);
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <I18nextProvider i18n={i18next}>
        <RouterProvider router={createBackofficeRouter()} />
      </I18nextProvider>
    </StrictMode>,
  );
}
