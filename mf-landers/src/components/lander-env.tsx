import { createContext, useContext, type ReactNode } from 'react';
import type { SiteTexts } from '@app/shared/site-texts';

/** What a lander needs of the site it is shown on. */
export interface LanderSite {
  name: string;
  niche: number;
  cdnPrefix: string;
  /** Profiles the site operates carry the fictional mark (spec §3 fictional_icon). */
  fictionalIcon: boolean;
  /** The site resells: teaser cards send visitors to a partner (spec §3 member_resell). */
  memberResell: boolean;
  texts: SiteTexts;
}

/**
 * Where a lander runs: inside the app (sign-up opens in place), or rendered by the server and
 * hydrated on its own (sign-up is a link to the app). Landers read it, never the store.
 */
export interface LanderEnv {
  site: LanderSite;
  /** The sign-up link, with the visit's tracking data carried along. */
  signupHref(memberId?: number): string;
  /** Opens sign-up in place; without it the link's target loads. */
  openSignup?(memberId?: number): void;
  /** When the page was made (ms): what moves starts from the same moment on both sides. */
  now: number;
}

const LanderEnvContext = createContext<LanderEnv | null>(null);

export function LanderEnvProvider({ env, children }: { env: LanderEnv; children: ReactNode }) {
  return <LanderEnvContext.Provider value={env}>{children}</LanderEnvContext.Provider>;
}

export function useLanderEnv(): LanderEnv {
  const env = useContext(LanderEnvContext);
  if (!env) throw new Error('A lander renders inside a LanderEnvProvider');
  return env;
}
