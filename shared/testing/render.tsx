// Test helpers: a real store and real i18n (English texts from the apps' own locale files), and a
// fake network through MSW, never mocked hooks or selectors (STYLE.md).
import { render } from '@testing-library/react';
import { Provider } from 'react-redux';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { i18next, initI18n } from '../src/i18n/i18n';
import { makeStore, type AppStore, type PreloadedState } from '../src/store/store';

export async function setupI18n(namespaces: string[] = ['common']) {
  await initI18n('en', namespaces);
  await i18next.changeLanguage('en');
  return i18next;
}

export function renderWithRouter(
  routes: RouteObject[],
  {
    initialPath = '/',
    initialState,
    preloadedState = {},
    prepare,
  }: {
    initialPath?: string;
    /** The history state the first page was opened with (what `navigate(…, { state })` passes). */
    initialState?: unknown;
    preloadedState?: PreloadedState;
    /** Done to the store before the first render (answers already in the API cache). */
    prepare?: (store: AppStore) => void;
  } = {},
) {
  const store = makeStore(preloadedState);
  prepare?.(store);
  const router = createMemoryRouter(routes, {
    initialEntries: [
      initialState === undefined ? initialPath : { pathname: initialPath, state: initialState },
    ],
  });
  const view = render(
    <Provider store={store}>
      <I18nextProvider i18n={i18next}>
        <RouterProvider router={router} />
      </I18nextProvider>
    </Provider>,
  );
  return { store, router, ...view };
}
