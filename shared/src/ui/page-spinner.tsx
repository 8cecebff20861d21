import { useTranslation } from 'react-i18next';

/** The wait indicator for a page or a section that is loading. */
export function PageSpinner({ label }: { label?: string }) {
  const { t } = useTranslation('common');
  return (
    <div className="d-flex justify-content-center py-5" role="status" aria-live="polite">
      <div className="spinner-border text-primary" aria-hidden="true" />
      <span className="visually-hidden">{label ?? t('loading')}</span>
    </div>
  );
}
