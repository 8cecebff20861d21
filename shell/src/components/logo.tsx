import { selectSettings, useAppSelector } from '@app/shared';
import { SiteLogo } from '@app/shared/site-chrome';

/** The site's logo mark and name (from settings, so each branded domain shows its own). */
export function Logo() {
  const settings = useAppSelector(selectSettings);
  return <SiteLogo name={settings?.name ?? ''} />;
}
