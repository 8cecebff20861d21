import { Outlet, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useEffect, useRef } from 'react';
import { rememberTracking } from '@app/shared/utils';
import { selectIsLoggedIn, selectSettings, useAppSelector, useSiteTexts } from '@app/shared';
import { selectPushStatus } from '@app/shared/bindings';
import { useNavCounts } from '../../features/navigation/use-nav-counts';
import { TestPaymentsRibbon, isInstalledApp } from '@app/shared/site-chrome';
import { useActivityRefresh } from '../../features/activity/use-activity-refresh';
import { LoadingBar } from '../../features/navigation/loading-bar';
import { usePushMessages } from '../../features/push/use-push-messages';
import { usePageTitle } from '../../features/navigation/use-page-title';
import { OverrideBadge } from '../federation/override-badge';

/** Every body hook bodyClasses sets, for taking the last page's off. */
const BODY_HOOKS = ['logged-in', 'logged-out', 'is-pwa', 'not-index'];

/** Body hooks from spec §2: they change the footer layout and let CSS tell the states apart. */
export function bodyClasses(input: {
  loggedIn: boolean;
  installed: boolean;
  pathname: string;
}): string[] {
  return [
    input.loggedIn ? 'logged-in' : 'logged-out',
    ...(input.installed ? ['is-pwa'] : []),
    ...(input.pathname === '/' ? [] : ['not-index']),
  ];
}

async function updateAppBadge(count: number): Promise<void> {
  const badging = navigator as Navigator & {
    setAppBadge?: (count: number) => Promise<void>;
    clearAppBadge?: () => Promise<void>;
  };
  try {
    if (count > 0) await badging.setAppBadge?.(count);
    else await badging.clearAppBadge?.();
  } catch {
    // Not supported, or not allowed: the title still carries the count.
  }
}

/**
 * Page-wide effects that every layout shares: body classes, the screen's title (announced after
 * a route change), document language.
 */
export function RootShell() {
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const settings = useAppSelector(selectSettings);
  const siteTexts = useSiteTexts();
  const { pathname, search } = useLocation();
  const { i18n } = useTranslation();
  const { unreadMessages, newLikes } = useNavCounts();
  usePushMessages();
  // §9: with pushes arriving, the periodic refresh slows down.
  useActivityRefresh(useAppSelector(selectPushStatus) === 'subscribed');

  useEffect(() => {
    // Only its own hooks: a layout may add one of its own (the chat layout's without-tab-bar).
    const { classList } = document.body;
    classList.remove(...BODY_HOOKS);
    classList.add(...bodyClasses({ loggedIn, installed: isInstalledApp(), pathname }));
  }, [loggedIn, pathname]);

  // Spec §3: a traffic source in any page's query is kept for the visit, for sign-up.
  useEffect(() => rememberTracking(search), [search]);

  useEffect(() => {
    document.documentElement.lang = i18n.language;
    // The installed app's description follows the page's language (as the server wrote it).
    document
      .querySelector<HTMLLinkElement>('link[rel="manifest"]')
      ?.setAttribute('href', `/manifest.webmanifest?lang=${encodeURIComponent(i18n.language)}`);
  }, [i18n.language]);

  // After a client-side navigation, keyboard and screen-reader users start at the new page's
  // content, as they would after a full page load past the skip link.
  const firstPath = useRef(pathname);
  useEffect(() => {
    if (pathname === firstPath.current) return;
    firstPath.current = '';
    document.getElementById('main')?.focus({ preventScroll: true });
  }, [pathname]);

  const announcement = usePageTitle({
    pathname,
    siteName: settings?.name ?? '',
    indexTitle: siteTexts?.index_title || settings?.name || '',
    count: unreadMessages + newLikes,
  });

  // §2: in the installed app the icon badge shows the same sum; failures are ignored.
  useEffect(() => {
    if (isInstalledApp()) void updateAppBadge(unreadMessages + newLikes);
  }, [unreadMessages, newLikes]);

  return (
    <>
      <LoadingBar />
      <TestPaymentsRibbon shown={settings?.test_payments} />
      <Outlet />
      <OverrideBadge />
      <div
        className="visually-hidden"
        aria-live="polite"
        aria-atomic="true"
        data-testid="route-announcer"
      >
        {announcement}
      </div>
    </>
  );
}
