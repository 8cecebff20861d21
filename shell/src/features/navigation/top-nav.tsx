import { useEffect, useRef, useState } from 'react';
import { Link, NavLink, useLocation, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { creditsBadgeVariant } from '@app/shared/utils';
import { LOGOUT_REDIRECT, paths, SUPPORTED_LANGUAGES } from '@app/shared/values';
import {
  selectSettings,
  releasePushForLogout,
  selectUser,
  useAppDispatch,
  useAppSelector,
  useChangeLanguage,
} from '@app/shared';
import { useLogoutMutation } from '@app/shared/bindings';
import { DropdownMenu } from '@app/shared/ui';
import { CountBadge } from './count-badge';
import { Logo } from '../../components/logo';
import { BackButton } from './back-button';
import { useNavCounts } from './use-nav-counts';

/** §2: the account menu's links (then Logout). */
const ACCOUNT_LINKS = [
  ['nav.my_profile', paths.profile],
  ['nav.settings', paths.settings],
] as const;

const navLinkClass = ({ isActive }: { isActive: boolean }) =>
  `nav-link${isActive ? ' active' : ''}`;

function LanguageMenu() {
  const { t, i18n } = useTranslation('shell');
  const changeLanguage = useChangeLanguage();
  const settings = useAppSelector(selectSettings);
  const languages = settings?.languages?.length ? settings.languages : [...SUPPORTED_LANGUAGES];
  return (
    <DropdownMenu
      className="nav-item"
      // The name holds what the button shows (WCAG 2.5.3 label in name): "Language: EN".
      label={t('nav.language_named', { code: i18n.language.toUpperCase() })}
      toggle={i18n.language.toUpperCase()}
    >
      {(close) =>
        languages.map((language) => (
          <li key={language} role="none">
            <button
              type="button"
              role="menuitem"
              lang={language}
              className={`dropdown-item${i18n.language === language ? ' active' : ''}`}
              aria-current={i18n.language === language || undefined}
              onClick={() => {
                close();
                void changeLanguage(language);
              }}
            >
              {t(`common:language.${language}`)}
            </button>
          </li>
        ))
      }
    </DropdownMenu>
  );
}

/** §2 Top navigation. */
export function TopNav() {
  const { t } = useTranslation('shell');
  const user = useAppSelector(selectUser);
  const { unreadMessages, newLikes } = useNavCounts();
  const [logout] = useLogoutMutation();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [expanded, setExpanded] = useState(false);
  const [expandedOn, setExpandedOn] = useState(pathname);
  // The collapsed menu closes when the member navigates.
  if (expandedOn !== pathname) {
    setExpandedOn(pathname);
    setExpanded(false);
  }

  // …and on a tap or click outside it, or Escape.
  const header = useRef<HTMLElement>(null);
  useEffect(() => {
    if (!expanded) return;
    const onPointer = (event: PointerEvent) => {
      if (!header.current?.contains(event.target as Node)) setExpanded(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setExpanded(false);
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [expanded]);

  const onLogout = async () => {
    await dispatch(releasePushForLogout());
    await logout();
    navigate(LOGOUT_REDIRECT);
  };

  const creditsVariant = user ? creditsBadgeVariant(user.credits) : null;

  return (
    <header ref={header} className="navbar navbar-expand-lg bg-body border-bottom">
      <div className="container">
        <BackButton />
        <Link className="navbar-brand" to={user ? paths.members : paths.index}>
          <Logo />
        </Link>
        <button
          type="button"
          className="navbar-toggler"
          aria-controls="main-nav"
          aria-expanded={expanded}
          aria-label={t('nav.toggle')}
          onClick={() => setExpanded((value) => !value)}
        >
          <span className="navbar-toggler-icon" />
        </button>
        <nav
          id="main-nav"
          className={`collapse navbar-collapse${expanded ? ' show' : ''}`}
          aria-label={t('nav.label')}
        >
          <ul className="navbar-nav ms-auto align-items-lg-center">
            {user ? (
              <>
                {/* On a phone these three are in the tab bar (tab-bar.tsx). */}
                <li className="nav-item d-none d-lg-block">
                  <NavLink className={navLinkClass} to={paths.members} end>
                    {t('nav.search')}
                  </NavLink>
                </li>
                <li className="nav-item d-none d-lg-block">
                  <NavLink className={navLinkClass} to={paths.chats}>
                    {t('nav.messages')}
                    <CountBadge
                      count={unreadMessages}
                      label={t('nav.unread_messages')}
                      variant="secondary"
                    />
                  </NavLink>
                </li>
                <li className="nav-item d-none d-lg-block">
                  <NavLink className={navLinkClass} to={paths.likes}>
                    {t('nav.likes')}
                    <CountBadge count={newLikes} label={t('nav.new_likes')} />
                  </NavLink>
                </li>
                <li className="nav-item">
                  {user.paid_user ? (
                    <NavLink className={navLinkClass} to={paths.credits}>
                      {t('nav.credits')}
                      {creditsVariant && (
                        <span
                          className={`badge rounded-pill text-bg-${creditsVariant} ms-1`}
                          data-testid="credits-badge"
                        >
                          {user.credits}
                          <span className="visually-hidden"> {t('nav.credits_left')}</span>
                        </span>
                      )}
                    </NavLink>
                  ) : (
                    <NavLink
                      className={(state) => `${navLinkClass(state)} fw-semibold text-secondary`}
                      to={paths.premium}
                    >
                      {t('nav.get_premium')}
                    </NavLink>
                  )}
                </li>
                <LanguageMenu />
                <DropdownMenu className="nav-item" toggle={user.profile.name}>
                  {(close) => (
                    <>
                      {ACCOUNT_LINKS.map(([label, to]) => (
                        <li key={to} role="none">
                          <Link role="menuitem" className="dropdown-item" to={to} onClick={close}>
                            {t(label)}
                          </Link>
                        </li>
                      ))}
                      <li role="none">
                        <hr className="dropdown-divider" />
                      </li>
                      <li role="none">
                        <button
                          type="button"
                          role="menuitem"
                          className="dropdown-item"
                          onClick={() => {
                            close();
                            void onLogout();
                          }}
                        >
                          {t('nav.logout')}
                        </button>
                      </li>
                    </>
                  )}
                </DropdownMenu>
              </>
            ) : (
              <>
                <LanguageMenu />
                <li className="nav-item">
                  <Link to={paths.login} className="btn btn-primary ms-lg-2">
                    {t('nav.login')}
                  </Link>
                </li>
              </>
            )}
          </ul>
        </nav>
      </div>
    </header>
  );
}
