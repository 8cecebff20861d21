import { useEffect, useRef } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paths } from '@app/shared/values';
import { useConfirmMailChangeMutation } from './api';
import { ErrorAlert, PageSpinner } from '@app/shared/ui';

/**
 * `/mail-change/do?token=…` (spec §2): the link mailed to a new address. Opening it makes the
 * change; it works once, in any browser.
 */
export function MailChangePage() {
  const { t } = useTranslation(['shell', 'common']);
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [confirm, { data, error, isUninitialized, isLoading }] = useConfirmMailChangeMutation();
  const asked = useRef(false);
  useEffect(() => {
    // Once per page: React's strict mode runs effects twice, and the link works once.
    if (asked.current) return;
    asked.current = true;
    void confirm({ token });
  }, [confirm, token]);

  return (
    <div className="container py-5" style={{ maxWidth: 520 }}>
      <h1 className="h3 mb-3">{t('mail_change.title')}</h1>
      {(isUninitialized || isLoading) && <PageSpinner />}
      {data && (
        <div className="alert alert-success" role="status">
          {t('mail_change.done', { email: data.email })}{' '}
          <Link to={paths.settings}>{t('mail_change.to_settings')}</Link>
        </div>
      )}
      {error && (
        <ErrorAlert error={error}>
          <Link to={paths.settings}>{t('mail_change.try_again')}</Link>
        </ErrorAlert>
      )}
    </div>
  );
}
