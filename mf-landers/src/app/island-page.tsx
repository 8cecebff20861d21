import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  ENTRY_WARNING_COUNTRIES_LIMITED,
  ENTRY_WARNING_DISMISSAL,
  EntryWarningDialog,
  SiteFooter,
  TestPaymentsRibbon,
  SiteLogo,
  dismiss,
  entryWarningApplies,
  isDismissed,
  isInstalledApp,
} from '@app/shared/site-chrome';
import { paths } from '@app/shared/paths';
import { LOCALE_CHOICE_PARAM } from '@app/shared/values';
import { LanderEnvProvider, type LanderEnv } from '../components/lander-env';
import { IndexView } from '../features/index/index-view';
import type { Campaign } from '../features/landers/campaign';
import { findCampaign } from '../features/landers/lander-registry';
import { LanderView } from '../features/landers/lander-view';
import { NAMESPACE } from '../i18n-namespace';
import { signupHref } from '../lib/signup-href';
import type { IslandState } from './island-state';

/**
 * The entry warning once the page runs (spec §2): the server does not know whether this browser
 * accepted it, so the page is rendered without it and the browser decides. The landing shows it
 * to every visitor (the default layout), the landers only to visitors from NL and DE.
 */
function useEntryWarning(state: IslandState) {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    setShown(
      entryWarningApplies({
        loggedIn: false,
        settings: state.settings,
        limitTo: state.page.kind === 'lander' ? ENTRY_WARNING_COUNTRIES_LIMITED : undefined,
        installed: isInstalledApp(),
        dismissed: isDismissed(ENTRY_WARNING_DISMISSAL),
      }),
    );
  }, [state]);
  const enter = () => {
    dismiss(ENTRY_WARNING_DISMISSAL);
    setShown(false);
  };
  return { shown, enter };
}

/**
 * The page in the site's other languages (issue 25 §4): plain links, so they work before any
 * JavaScript; the server keeps the choice (`?locale=`) or goes to the language's sister domain.
 */
function LanguageLinks({ state }: { state: IslandState }) {
  const { t } = useTranslation([NAMESPACE, 'common']);
  const others = state.settings.languages.filter((language) => language !== state.language);
  if (others.length === 0) return null;
  return (
    <nav aria-label={t('nav.languages')}>
      <ul className="list-inline mb-0">
        {others.map((language) => {
          const query = new URLSearchParams(state.search);
          query.set(LOCALE_CHOICE_PARAM, language);
          return (
            <li key={language} className="list-inline-item">
              <a href={`?${query.toString()}`} lang={language} hrefLang={language}>
                {t(`common:language.${language}`)}
              </a>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

/** The campaign a server-rendered lander shows: the one published at its path, else its file's. */
export function islandCampaign(state: IslandState): Campaign | null {
  const { page } = state;
  return page.kind === 'lander' ? findCampaign(page.name, page.slug, state.campaign) : null;
}

/**
 * A page the server renders for a visitor: the landing or a lander with its minimal navigation
 * (the logo, "Log in" always in view), the footer and its disclaimer, and the entry warning.
 */
export function IslandPage({ state }: { state: IslandState }) {
  const { t } = useTranslation([NAMESPACE, 'common']);
  const warning = useEntryWarning(state);
  const { page } = state;
  const campaign = islandCampaign(state);
  const env: LanderEnv = {
    site: state.site,
    signupHref: (memberId) => signupHref(state.search, memberId, campaign ?? undefined),
    now: state.now,
  };
  return (
    <LanderEnvProvider env={env}>
      {warning.shown && (
        <EntryWarningDialog siteName={state.settings.name} onEnter={warning.enter} />
      )}
      <div className="d-flex flex-column min-vh-100" inert={warning.shown}>
        <TestPaymentsRibbon shown={state.settings.test_payments} />
        <a className="visually-hidden-focusable" href="#main">
          {t('nav.skip')}
        </a>
        <header className="navbar bg-body border-bottom">
          <div className="container">
            <a href="/" className="navbar-brand text-body">
              <SiteLogo name={state.site.name} />
            </a>
            <div className="d-flex align-items-center gap-2">
              <LanguageLinks state={state} />
              <a href={paths.login} className="btn btn-outline-primary">
                {t('nav.login')}
              </a>
            </div>
          </div>
        </header>
        <main id="main" className="flex-grow-1" tabIndex={-1}>
          {page.kind === 'index' ? (
            <IndexView data={state.data} />
          ) : campaign ? (
            <LanderView campaign={campaign} data={state.data} />
          ) : null}
        </main>
        <SiteFooter settings={state.settings} texts={state.site.texts} year={state.year} />
      </div>
    </LanderEnvProvider>
  );
}
