import { useMemo } from 'react';
import { useLocation } from 'react-router';
import { selectSettings, useAppDispatch, useAppSelector, useSiteTexts } from '@app/shared';
import { signupOpened } from '@app/shared/bindings';
import type { LanderEnv } from '../components/lander-env';
import { signupHref, type SignupCampaign } from '../lib/signup-href';

/** A lander inside the app: the site from the store, sign-up opening the modal in place. */
export function useAppLanderEnv(campaign?: SignupCampaign | null): LanderEnv | null {
  const settings = useAppSelector(selectSettings);
  const texts = useSiteTexts();
  const dispatch = useAppDispatch();
  const { search } = useLocation();
  return useMemo(
    () =>
      settings && texts
        ? {
            site: {
              name: settings.name,
              niche: settings.niche,
              cdnPrefix: settings.cdn_prefix,
              fictionalIcon: settings.fictional_icon === 'yes',
              memberResell: settings.member_resell === 'yes',
              texts,
            },
            signupHref: (memberId?: number) => signupHref(search, memberId, campaign ?? undefined),
            openSignup: (memberId?: number) =>
              dispatch(signupOpened(memberId === undefined ? undefined : { profileId: memberId })),
            now: Date.now(),
          }
        : null,
    [settings, texts, dispatch, search, campaign],
  );
}
