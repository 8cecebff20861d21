import { selectSettings, useAppSelector } from '@app/shared';
import { MemberImage } from './member-image';

/** A member's photo from the site's CDN, or a neutral placeholder when there is none to show. */
export function MemberPhoto(props: Omit<Parameters<typeof MemberImage>[0], 'cdn'>) {
  const settings = useAppSelector(selectSettings);
  return <MemberImage cdn={settings?.cdn_prefix ?? '/uploads/'} {...props} />;
}
