import { useEffect } from 'react';
import { selectUser, useAppSelector } from '@app/shared';
import { trackingFromQuery, visitTracking } from '@app/shared/utils';
import { useCountSignupStartMutation } from './api';

const COUNTED_KEY = 'signup-start-counted';

/**
 * A visitor who came through a lander opened the sign-up form (issue 28 §1): counted once per
 * visit and lander for the campaign's figures, between its visits and its sign-ups. The lander
 * is in the page's link (`campaign=`), or kept for the visit when the form opened later.
 */
export function useSignupStartCount(): void {
  const user = useAppSelector(selectUser);
  const [count] = useCountSignupStartMutation();
  useEffect(() => {
    if (user) return;
    const fromLink = trackingFromQuery(window.location.search);
    const { campaign, ...tracking } = fromLink.campaign ? fromLink : visitTracking();
    if (!campaign) return;
    try {
      if (sessionStorage.getItem(COUNTED_KEY) === campaign) return;
      sessionStorage.setItem(COUNTED_KEY, campaign);
    } catch {
      // Storage refused (private mode): counted each time the form opens.
    }
    void count({ campaign, tracking });
    // Once per form opened: not again when the visitor becomes a member on its last step.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}
