import { ErrorView } from './error-view';
import { isRegistryUnreadable } from '../federation/registry';
import { RemoteUnavailable } from '../federation/remote-unavailable';

/**
 * §8: an unknown route gives 404 "This page could not be found" — unless the registry of remotes
 * could not be read, in which case the page may well exist and is only unavailable for now.
 */
export function NotFoundPage() {
  if (isRegistryUnreadable()) return <RemoteUnavailable remote="registry" />;
  return <ErrorView status={404} />;
}
