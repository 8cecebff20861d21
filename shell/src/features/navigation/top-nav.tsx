import { Link, NavLink, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import Container from 'react-bootstrap/Container';
import Nav from 'react-bootstrap/Nav';
import Navbar from 'react-bootstrap/Navbar';
import NavDropdown from 'react-bootstrap/NavDropdown';
import {
  creditsBadgeVariant,
  LOGOUT_REDIRECT,
  paths,
  selectSettings,
  selectUser,
  SUPPORTED_LANGUAGES,
  useAppSelector,
  useLogoutMutation,
} from '@app/shared';
import { CountBadge } from './count-badge';
import { Logo } from './logo';
import { BackButton } from './back-button';
import { useNavCounts } from './use-nav-counts';
import { useChangeLanguage } from './use-change-language';

function LanguageDropdown() {
  const { t, i18n } = useTranslation('shell');
  const changeLanguage = useChangeLanguage();
  const settings = useAppSelector(selectSettings);
  const languages = settings?.languages?.length ? settings.languages : [...SUPPORTED_LANGUAGES];
  return (
    <NavDropdown
      id="language-menu"
      align="end"
      title={<span aria-label={t('nav.language')}>{i18n.language.toUpperCase()}</span>}
    >
      {languages.map((language) => (
        <NavDropdown.Item
          key={language}
          as="button"
          lang={language}
          active={i18n.language === language}
          onClick={() => void changeLanguage(language)}
        >
          {t(`common:language.${language}`)}
        </NavDropdown.Item>
      ))}
    </NavDropdown>
  );
}

/** §2 Top navigation. */
export function TopNav() {
  const { t } = useTranslation('shell');
  const user = useAppSelector(selectUser);
  const { unreadMessages, newLikes } = useNavCounts();
  const [logout] = useLogoutMutation();
  const navigate = useNavigate();

  const onLogout = async () => {
    await logout();
    navigate(LOGOUT_REDIRECT);
  };

  const creditsVariant = user ? creditsBadgeVariant(user.credits) : null;

  return (
    <Navbar expand="md" className="bg-body border-bottom" as="header">
      <Container>
        <BackButton />
        <Navbar.Brand as={Link} to={user ? paths.members : paths.index}>
          <Logo />
        </Navbar.Brand>
        <Navbar.Toggle aria-controls="main-nav" aria-label={t('nav.toggle')} />
        <Navbar.Collapse id="main-nav">
          <Nav as="nav" className="ms-auto align-items-md-center" aria-label={t('nav.label')}>
            {user ? (
              <>
                <Nav.Link as={NavLink} to={paths.members} end>
                  {t('nav.search')}
                </Nav.Link>
                <Nav.Link as={NavLink} to={paths.chats}>
                  {t('nav.messages')}
                  <CountBadge count={unreadMessages} label={t('nav.unread_messages')} variant="secondary" />
                </Nav.Link>
                <Nav.Link as={NavLink} to={paths.likes}>
                  {t('nav.likes')}
                  <CountBadge count={newLikes} label={t('nav.new_likes')} />
                </Nav.Link>
                {user.paid_user ? (
                  <Nav.Link as={NavLink} to={paths.credits}>
                    {t('nav.credits')}
                    {creditsVariant && (
                      <span className={`badge rounded-pill text-bg-${creditsVariant} ms-1`} data-testid="credits-badge">
                        {user.credits}
                        <span className="visually-hidden"> {t('nav.credits_left')}</span>
                      </span>
                    )}
                  </Nav.Link>
                ) : (
                  <Nav.Link as={NavLink} to={paths.premium} className="fw-semibold text-secondary">
                    {t('nav.get_premium')}
                  </Nav.Link>
                )}
                <LanguageDropdown />
                <NavDropdown id="account-menu" align="end" title={user.profile.name}>
                  <NavDropdown.Item as={Link} to={paths.profile}>
                    {t('nav.my_profile')}
                  </NavDropdown.Item>
                  <NavDropdown.Item as={Link} to={paths.settings}>
                    {t('nav.settings')}
                  </NavDropdown.Item>
                  <NavDropdown.Divider />
                  <NavDropdown.Item as="button" onClick={() => void onLogout()}>
                    {t('nav.logout')}
                  </NavDropdown.Item>
                </NavDropdown>
              </>
            ) : (
              <>
                <LanguageDropdown />
                <Link to={paths.login} className="btn btn-primary ms-md-2">
                  {t('nav.login')}
                </Link>
              </>
            )}
          </Nav>
        </Navbar.Collapse>
      </Container>
    </Navbar>
  );
}
