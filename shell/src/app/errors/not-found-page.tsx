import { lazy, Suspense } from 'react';
import { useLocation } from 'react-router';
import { PageSpinner } from '@app/shared/ui';
import { ErrorView } from '../../components/error-view';
import { isRegistryUnreadable } from '@app/shared/federation-host';
import { RemoteUnavailable } from '../federation/remote-unavailable';

const SitePageView = lazy(async () => ({
  default: (await import('../../features/pages/site-page')).SitePageView,
}));

/** A one-segment path may be one of the site's own pages (spec §2 `{token}` static pages). */
const TOKEN_PATH = /^\/([a-z0-9][a-z0-9-]{0,63})\/?$/;

/**
 * §8: an unknown route gives 404 "This page could not be found" — unless the registry of remotes
 * could not be read, in which case the page may well exist and is only unavailable for now; or
 * the path names a page the site wrote (`{token}`), which is then shown.
 */
export function NotFoundPage() {
  const { pathname } = useLocation();
  if (isRegistryUnreadable()) return <RemoteUnavailable remote="registry" />;
  const token = TOKEN_PATH.exec(pathname)?.[1];
  if (token)
    return (
      <Suspense fallback={<PageSpinner />}>
        <SitePageView name={token} />
      </Suspense>
    );
  return <ErrorView status={404} />;
}
