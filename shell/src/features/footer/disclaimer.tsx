import { useTranslation } from 'react-i18next';
import { selectSettings, useAppSelector, useSiteTexts } from '@app/shared';

/** The adults-only disclaimer, plus the notice about fictional profiles when the site has them. */
export function Disclaimer() {
  const { t } = useTranslation('shell');
  const settings = useAppSelector(selectSettings);
  const texts = useSiteTexts();
  return (
    <div className="small text-body-secondary mt-3">
      <p className="mb-1">{t('footer.disclaimer', { name: settings?.name ?? '' })}</p>
      {settings?.fictional_warning === 'yes' && (
        <p className="mb-0">{t('footer.fictional', { profiles: texts?.fictional_plural ?? '' })}</p>
      )}
      <p className="mb-0">
        © {new Date().getFullYear()} {settings?.name}
      </p>
    </div>
  );
}
