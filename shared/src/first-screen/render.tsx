import type { i18n as I18n } from 'i18next';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider } from 'react-router';
// The kernel by its name, like every bundled module (ADR 0005): one store module per bundle.
import { makeStore } from '@app/shared';
import type { FirstAnswer, Settings, User } from '../contracts';
import { seedFirstAnswers } from './answers';
import { FALLBACK_LANGUAGE, type Language } from '../i18n/language';
import { serverTranslator } from '../i18n/server-translator';

/** What the API gives an app's first-screen renderer (issue 27 §1). */
export interface FirstScreenRequest {
  /** The page's path. */
  url: string;
  settings: Settings;
  user: User;
  language: Language;
  /** The page's answers, as the API inlines them (first-answers.ts). */
  answers: FirstAnswer[];
}

/** Texts by language, then namespace. */
export type FirstScreenTexts = Record<string, Record<string, Record<string, unknown>>>;

const translator = (language: Language, texts: FirstScreenTexts): Promise<I18n> =>
  serverTranslator(
    language,
    { [FALLBACK_LANGUAGE]: texts[FALLBACK_LANGUAGE]!, [language]: texts[language]! },
    { defaultNS: 'common', fallbackNS: 'common' },
  );

/**
 * Renders `page` as the browser's first render would: a fresh store holding the member, the
 * site and the page's answers (as the shell seeds them), the member's language, the page's URL.
 * Effects do not run: what shows is what the first frame shows.
 */
export async function renderFirstScreen(
  request: FirstScreenRequest,
  texts: FirstScreenTexts,
  page: ReactNode,
): Promise<string> {
  const store = makeStore({ auth: { user: request.user }, site: { settings: request.settings } });
  seedFirstAnswers(store, request.answers);
  const i18n = await translator(request.language, texts);
  // A data router, as in the browser: pages may ask it what it is doing (useNavigation).
  const router = createMemoryRouter([{ path: '*', element: page }], {
    initialEntries: [request.url],
  });
  return renderToString(
    <Provider store={store}>
      <I18nextProvider i18n={i18n}>
        <RouterProvider router={router} />
      </I18nextProvider>
    </Provider>,
  );
}
