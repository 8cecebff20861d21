import { useRouteError } from 'react-router';
import { RemoteUnavailable } from './remote-unavailable';

/** The error element of every remote route: a render error stays inside that remote's slot. */
export function RemoteRouteError({ remote }: { remote: string }) {
  const error = useRouteError();
  console.error(`Route of ${remote} failed`, error);
  return <RemoteUnavailable remote={remote} />;
}
