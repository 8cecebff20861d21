import { useEffect, useRef } from 'react';
import { Link, useLocation, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { REACTIVATION_DAYS, paths, type AccountDeletedState } from '@app/shared/values';
import { selectSettings, useAppSelector } from '@app/shared';
import { useReactivateMutation } from './api';
import { ErrorAlert, PageSpinner } from '@app/shared/ui';

/**
 * `/account-deleted`: after leaving, what happens now (erased in REACTIVATION_DAYS days, and
 * how to come back), told only to the browser that just asked to leave (the leaving form's
 * history state); anyone else who opens the URL learns how leaving works, not that an account is
 * going. With the mailed reactivation link's `token`, the account comes back.
 */
export function AccountDeletedPage() {
  const [params] = useSearchParams();
  const left = useLocation().state as Partial<AccountDeletedState> | null;
  const token = params.get('token');
  if (token) return <Reactivation token={token} />;
  return typeof left?.erase_after === 'string' ? (
    <Deleted eraseAfter={left.erase_after} />
  ) : (
    <AboutLeaving />
  );
}

function AboutLeaving() {
  const { t } = useTranslation('shell');
  const settings = useAppSelector(selectSettings);
  return (
    <div className="container py-5" style={{ maxWidth: 600 }}>
      <h1 className="h3 mb-3">{t('account_deleted.about_title')}</h1>
      <p>{t('account_deleted.about_text', { days: REACTIVATION_DAYS })}</p>
      <p className="text-body-secondary">
        {t('account_deleted.how_back', { support: settings?.support_email ?? '' })}
      </p>
      <Link to={paths.index} className="btn btn-outline-primary">
        {t('account_deleted.home')}
      </Link>
    </div>
  );
}

function Deleted({ eraseAfter }: { eraseAfter: string }) {
  const { t, i18n } = useTranslation('shell');
  const settings = useAppSelector(selectSettings);
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'long' }).format(
    new Date(eraseAfter),
  );
  return (
    <div className="container py-5" style={{ maxWidth: 600 }}>
      <h1 className="h3 mb-3">{t('account_deleted.title')}</h1>
      <p>{t('account_deleted.text', { days: REACTIVATION_DAYS, date })}</p>
      <p className="text-body-secondary">
        {t('account_deleted.how_back', { support: settings?.support_email ?? '' })}
      </p>
      <Link to={paths.index} className="btn btn-outline-primary">
        {t('account_deleted.home')}
      </Link>
    </div>
  );
}

function Reactivation({ token }: { token: string }) {
  const { t } = useTranslation(['shell', 'common']);
  const [reactivate, { isSuccess, error, isUninitialized, isLoading }] = useReactivateMutation();
  const asked = useRef(false);
  useEffect(() => {
    if (asked.current) return;
    asked.current = true;
    void reactivate({ token });
  }, [reactivate, token]);
  return (
    <div className="container py-5" style={{ maxWidth: 600 }}>
      <h1 className="h3 mb-3">{t('account_deleted.reactivate_title')}</h1>
      {(isUninitialized || isLoading) && <PageSpinner />}
      {isSuccess && (
        <div className="alert alert-success" role="status">
          {t('account_deleted.reactivated')}{' '}
          <Link to={paths.login}>{t('account_deleted.log_in')}</Link>
        </div>
      )}
      {error && (
        <ErrorAlert error={error}>
          <Link to={paths.login}>{t('account_deleted.log_in_for_link')}</Link>
        </ErrorAlert>
      )}
    </div>
  );
}
