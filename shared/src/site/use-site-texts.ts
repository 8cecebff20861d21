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

/**
 * Spec §3 fictional_singular: how the site names the profiles it operates, in the interface's
 * language, as a badge says it ("Fictional profile") and as a sentence uses it.
 */
export function useFictionalWords(): { label: string; singular: string } {
  const texts = useSiteTexts();
  const { t } = useTranslation('common');
  const singular = texts?.fictional_singular || t('fictional.default');
  return { label: singular.charAt(0).toLocaleUpperCase() + singular.slice(1), singular };
}
