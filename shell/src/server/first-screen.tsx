// The shell's first-screen renderer (`server/first-screen.mjs` of its build,
// shared/build/first-screen.mjs): the API asks it for the layout around a page the owning
// remote rendered, so a member's page paints, header and tab bar included, before any script.
import { Route, Routes } from 'react-router';
import { renderFirstScreen, type FirstScreenRequest } from '@app/shared/first-screen';
import commonEn from '@app/shared/locales/en/common.json';
import commonFr from '@app/shared/locales/fr/common.json';
import shellEn from '../../locales/en/shell.json';
import shellFr from '../../locales/fr/shell.json';
import { NAMESPACE } from '../i18n';
import { DefaultLayout } from '../app/layouts/default-layout';

const TEXTS = {
  en: { common: commonEn, [NAMESPACE]: shellEn },
  fr: { common: commonFr, [NAMESPACE]: shellFr },
};

/**
 * The page (`page`, the remote's markup) in its layout; null for a layout this renderer does not
 * draw. The page keeps its place in the layout's main landmark, its wrapper out of the layout.
 */
export async function renderLayout(
  request: FirstScreenRequest & { layout: string; page: string },
): Promise<string | null> {
  if (request.layout !== 'default') return null;
  return renderFirstScreen(
    request,
    TEXTS,
    <Routes>
      <Route element={<DefaultLayout />}>
        <Route
          path="*"
          element={
            <div
              style={{ display: 'contents' }}
              dangerouslySetInnerHTML={{ __html: request.page }}
            />
          }
        />
      </Route>
    </Routes>,
  );
}
