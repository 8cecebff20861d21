import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';

/** "This page could not be found" inside a members page, with the way back to its list. */
export function NotFound({ backTo, backLabel }: { backTo: string; backLabel: string }) {
  const { t } = useTranslation('common');
  return (
    <div className="container py-5 text-center">
      <p className="display-4 text-secondary">404</p>
      <h1 className="h4">{t('error.not_found')}</h1>
      <Link to={backTo} className="btn btn-primary mt-3">
        {backLabel}
      </Link>
    </div>
  );
}
