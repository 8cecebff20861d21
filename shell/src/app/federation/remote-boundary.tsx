import { useRouteError } from 'react-router';
import { isChunkLoadError } from '../chunk-reload';
import { RemoteUnavailable } from './remote-unavailable';

/**
 * The error element of every remote route: a render error stays inside that remote's slot; a
 * part of the remote that could not be fetched reloads the page first (once a minute at most).
 */
export function RemoteRouteError({ remote }: { remote: string }) {
  const error = useRouteError();
  console.error(`Route of ${remote} failed`, error);
  return <RemoteUnavailable remote={remote} reloadFirst={isChunkLoadError(error)} />;
}
