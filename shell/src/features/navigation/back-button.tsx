import { matchPath, useLocation, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { isInstalledApp } from '@app/shared/site-chrome';

/** §2: routes on which the installed app shows a Back button (members-id, likes-type, …). */
const BACK_BUTTON_ROUTES = [
  '/members/:id',
  '/likes/:type',
  '/likes/m/:id',
  '/credits',
  '/credits/:id/:paymentmethod?',
];

export function shouldShowBack(
  pathname: string,
  installed: boolean,
  historyLength: number,
): boolean {
  return (
    installed &&
    historyLength > 1 &&
    BACK_BUTTON_ROUTES.some((pattern) => matchPath(pattern, pathname))
  );
}

export function BackButton() {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const { t } = useTranslation('shell');
  // Only the installed app has it (never a page rendered on the server).
  const installed = isInstalledApp();
  if (!installed || !shouldShowBack(pathname, installed, window.history.length)) return null;
  return (
    <button type="button" className="btn btn-link nav-link me-2" onClick={() => navigate(-1)}>
      ‹ {t('nav.back')}
    </button>
  );
}
