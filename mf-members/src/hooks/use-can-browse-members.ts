import { hasTracking, visitTracking } from '@app/shared/utils';
import { selectIsLoggedIn, selectSettings, useAppSelector } from '@app/shared';

/**
 * §6: members may browse; a visitor only where the site allows logged-out search, or allows it
 * to visitors who came with tracking data (logged_out_search_trafficsource) and this one did.
 * Screens check this before asking the API, so a visitor (or a member who just logged out)
 * gets the way in instead of a failed request.
 */
export function useCanBrowseMembers(): boolean {
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const settings = useAppSelector(selectSettings);
  return (
    loggedIn ||
    settings?.logged_out_search === 'yes' ||
    (settings?.logged_out_search_trafficsource === 'yes' && hasTracking(visitTracking()))
  );
}
