import { useTranslation } from 'react-i18next';
import { useAppSelector } from '../store/hooks';
import { selectSettings } from './site-slice';
import { siteTexts, type SiteTexts } from './site-texts';

/** The site's own wording in the interface's language (null before the settings arrive). */
export function useSiteTexts(): SiteTexts | null {
  const settings = useAppSelector(selectSettings);
  const { i18n } = useTranslation();
  return settings ? siteTexts(settings, i18n.language) : null;
}
