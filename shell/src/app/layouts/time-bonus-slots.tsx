import { useLocation } from 'react-router';
import { isMembersArea, timeBonusPossible } from '@app/shared/utils';
import { selectUser, useAppSelector } from '@app/shared';
import { WidgetSlot } from '../federation/remote-widget';

// mf-payments down: no banner and no modal, and nothing else changes (the member is not told:
// an offer that does not show is not an error they can act on).
const ignore = () => {};

/**
 * §2/§4 welcome bonus: mf-payments' TimeBonusBanner and TimeBonusModal, placed only for a member
 * who can have the bonus (not paid, signed up under 4 h ago) once they are in the members area:
 * everyone else never downloads mf-payments for them. The widgets decide the rest (the bonus
 * from the server, the countdown, the 40 s delay, the dismissal).
 */
export function TimeBonusBannerSlot() {
  return (
    <WidgetSlot widget="TimeBonusBanner" needed={useTimeBonusNeeded()} onUnavailable={ignore} />
  );
}

export function TimeBonusModalSlot() {
  return (
    <WidgetSlot widget="TimeBonusModal" needed={useTimeBonusNeeded()} onUnavailable={ignore} />
  );
}

function useTimeBonusNeeded(): boolean {
  const user = useAppSelector(selectUser);
  const { pathname } = useLocation();
  return timeBonusPossible(user) && isMembersArea(pathname);
}
