import { Link, Navigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paths, selectIsLoggedIn, selectSettings, useAppSelector, useSiteTexts } from '@app/shared';
import { SignupButton } from '@app/shared/ui';
import { NAMESPACE } from '../../i18n';
import styles from './index-page.module.scss';

/** `/`: the logged-out landing. Members go straight to the members area. */
export function IndexPage() {
  const { t } = useTranslation(NAMESPACE);
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const settings = useAppSelector(selectSettings);
  const texts = useSiteTexts();
  if (loggedIn) return <Navigate to={paths.members} replace />;
  const name = settings?.name ?? '';
  return (
    <>
      <section className={styles.hero}>
        <div className="container py-5">
          <h1 className="display-5 fw-semibold mb-3">{t('index.title', { name })}</h1>
          <p className="lead mb-4">{texts?.description || t('index.lead')}</p>
          <div className="d-flex flex-wrap gap-2">
            <SignupButton className="btn btn-light btn-lg">{t('index.signup')}</SignupButton>
            <Link to={paths.login} className="btn btn-outline-light btn-lg">
              {t('index.login')}
            </Link>
          </div>
        </div>
      </section>
      <section className="container py-5" aria-labelledby="why-title">
        <h2 id="why-title" className="h4 mb-4">
          {t('index.why', { name })}
        </h2>
        <div className="row g-4">
          {(['profiles', 'chat', 'privacy'] as const).map((point) => (
            <div key={point} className="col-12 col-md-4">
              <h3 className="h6">{t(`index.points.${point}.title`)}</h3>
              <p className="text-body-secondary mb-0">{t(`index.points.${point}.text`)}</p>
            </div>
          ))}
        </div>
      </section>
    </>
  );
}
