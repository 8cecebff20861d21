import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';

/**
 * §8 "This page could not be found", the one way every app says it (an unknown route, a member
 * or conversation that is not there, a likes list that does not exist), with a way back when the
 * page has a natural one.
 */
export function NotFoundView({ back }: { back?: { to: string; label: string } }) {
  const { t } = useTranslation('common');
  return (
    <section className="container py-5 text-center" aria-labelledby="not-found-title">
      <p className="display-4 text-secondary mb-2" data-testid="error-status">
        404
      </p>
      <h1 id="not-found-title" className="h4">
        {t('error.not_found')}
      </h1>
      {back && (
        <Link to={back.to} className="btn btn-primary mt-3">
          {back.label}
        </Link>
      )}
    </section>
  );
}
