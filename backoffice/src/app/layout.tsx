import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink, Navigate, useLocation } from 'react-router';
import { i18next } from '@app/shared';
import { writeLocaleCookie } from '@app/shared/utils';
import { SUPPORTED_LANGUAGES } from '@app/shared/language';
import { NAMESPACE } from '../i18n';
import { useStaff } from '../hooks/use-staff';
import { HomePage } from '../features/home/home-page';
import { SessionsPage } from '../features/sessions/sessions-page';
import { StaffPage } from '../features/staff/staff-page';
import { AuditPage } from '../features/audit/audit-page';
import { DeliveryPage } from '../features/delivery/delivery-page';
import { SettingsPage } from '../features/settings/settings-page';
import { loadRemoteScreens, type RemoteScreens } from './remote-screens';
import { RemoteScreenPage } from './remote-screen-page';

/** The host's own screens, each behind the permission the API asks for it (null: everyone). */
const HOST_SCREENS = [
  { path: 'staff', permission: 'staff.manage', titleKey: 'staff.title', element: <StaffPage /> },
  { path: 'audit', permission: 'audit.read', titleKey: 'audit.title', element: <AuditPage /> },
  {
    path: 'settings',
    permission: 'site.settings',
    titleKey: 'settings.title',
    element: <SettingsPage />,
  },
  {
    path: 'delivery',
    permission: 'remotes.deploy',
    titleKey: 'delivery.title',
    element: <DeliveryPage />,
  },
  { path: 'sessions', permission: null, titleKey: 'sessions.title', element: <SessionsPage /> },
] as const;

/**
 * The logged-in back office: navigation by role (only the screens this staff member's
 * permissions open), the screen, who is logged in, the language, and logging out.
 */
export function Layout() {
  const { t } = useTranslation(NAMESPACE);
  const { staff, can, logout } = useStaff();
  const location = useLocation();
  const [remote, setRemote] = useState<RemoteScreens | null>(null);
  useEffect(() => {
    void loadRemoteScreens().then(setRemote);
  }, []);

  if (staff === undefined)
    return (
      <div className="spinner-border m-5" role="status">
        <span className="visually-hidden">{t('common:loading')}</span>
      </div>
    );
  if (staff === null) return <Navigate to="/login" replace />;

  const remoteScreens = (remote?.screens ?? []).filter((screen) => can(screen.permission));
  const hostScreens = HOST_SCREENS.filter(
    (screen) => screen.permission === null || can(screen.permission),
  );
  const links = [
    ...remoteScreens.map((screen) => ({
      path: `/${screen.path}`,
      label: t(screen.titleKey, { ns: screen.namespace }),
    })),
    ...hostScreens.map((screen) => ({ path: `/${screen.path}`, label: t(screen.titleKey) })),
  ];
  // The screen of the path's first segment (the platform's slim react-router has no <Routes>:
  // the screens are known only once the remotes' modules arrived).
  const segment = location.pathname.split('/')[1] ?? '';
  const hostScreen = hostScreens.find((candidate) => candidate.path === segment);
  const remoteScreen = remoteScreens.find((candidate) => candidate.path === segment);
  const screen =
    segment === '' ? (
      <HomePage />
    ) : hostScreen ? (
      hostScreen.element
    ) : remoteScreen ? (
      <RemoteScreenPage screen={remoteScreen} />
    ) : remote === null ? null : (
      <p role="status">{t('not_found')}</p>
    );

  return (
    <div className="d-flex flex-column min-vh-100">
      <a className="visually-hidden-focusable" href="#main">
        {t('skip_to_content')}
      </a>
      <header className="navbar navbar-expand bg-body-tertiary border-bottom px-3">
        <NavLink to="/" className="navbar-brand">
          {t('title')}
        </NavLink>
        <div className="ms-auto d-flex align-items-center gap-2 flex-wrap">
          {/* Who is logged in: on a phone the header keeps to the language and logging out. */}
          <span className="small text-body-secondary d-none d-sm-inline">
            {staff.email} · {t(`roles.${staff.role}`, { defaultValue: staff.role })}
          </span>
          <label htmlFor="backoffice-language" className="visually-hidden">
            {t('language')}
          </label>
          <select
            id="backoffice-language"
            className="form-select form-select-sm w-auto"
            value={i18next.language}
            onChange={(event) => {
              const language = SUPPORTED_LANGUAGES.find((name) => name === event.target.value);
              if (!language) return;
              writeLocaleCookie(language);
              document.documentElement.lang = language;
              void i18next.changeLanguage(language);
            }}
          >
            {SUPPORTED_LANGUAGES.map((language) => (
              <option key={language} value={language}>
                {t(`languages.${language}`)}
              </option>
            ))}
          </select>
          <button
            type="button"
            className="btn btn-sm btn-outline-secondary"
            onClick={() => void logout()}
          >
            {t('logout')}
          </button>
        </div>
      </header>
      <div className="container-fluid flex-grow-1">
        <div className="row">
          {/* A column beside the screen from a tablet up; on a phone one row that scrolls
              sideways, so the screen itself starts on the first page. */}
          <nav
            className="backoffice-nav col-md-3 col-xl-2 py-2 py-md-3"
            aria-label={t('navigation')}
          >
            <ul className="nav nav-pills flex-nowrap flex-md-column gap-1 overflow-x-auto">
              {links.map((link) => (
                <li className="nav-item" key={link.path}>
                  <NavLink className="nav-link" to={link.path}>
                    {link.label}
                  </NavLink>
                </li>
              ))}
            </ul>
            {remote === null && (
              <div className="spinner-border spinner-border-sm m-3" role="status">
                <span className="visually-hidden">{t('common:loading')}</span>
              </div>
            )}
          </nav>
          <main id="main" className="col-md-9 col-xl-10 py-3">
            {remote && remote.unavailable.length > 0 && (
              <div className="alert alert-warning" role="status">
                {t('screens_unavailable', { remotes: remote.unavailable.join(', ') })}
              </div>
            )}
            {screen}
          </main>
        </div>
      </div>
    </div>
  );
}
