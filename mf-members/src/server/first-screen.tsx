// The members remote's first-screen renderer (`server/first-screen.mjs` in each published
// version, shared/build/first-screen.mjs): the API asks the live version to render the search or
// a profile with the answers it inlines, so the page paints before any script runs.
import { Route, Routes } from 'react-router';
import { renderFirstScreen, type FirstScreenRequest } from '@app/shared/first-screen';
import commonEn from '@app/shared/locales/en/common.json';
import commonFr from '@app/shared/locales/fr/common.json';
import membersEn from '../../locales/en/members.json';
import membersFr from '../../locales/fr/members.json';
import { NAMESPACE } from '../i18n';
import { MembersPage } from '../features/search/members-page';
import { MemberProfilePage } from '../features/profile/member-profile-page';

const TEXTS = {
  en: { common: commonEn, [NAMESPACE]: membersEn },
  fr: { common: commonFr, [NAMESPACE]: membersFr },
};

/** The page's markup, or null when it is not one this renderer knows. */
export async function renderPage(request: FirstScreenRequest): Promise<string | null> {
  const path = request.url.split('?')[0]!;
  if (path !== '/members' && !/^\/members\/\d+$/.test(path)) return null;
  return renderFirstScreen(
    request,
    TEXTS,
    <Routes>
      <Route path="/members" element={<MembersPage />} />
      <Route path="/members/:id" element={<MemberProfilePage />} />
    </Routes>,
  );
}
