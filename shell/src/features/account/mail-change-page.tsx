import { useEffect, useRef } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paths } from '@app/shared/values';
import { useConfirmMailChangeMutation, useUndoMailChangeMutation } from './api';
import { ErrorAlert, PageSpinner } from '@app/shared/ui';

/**
 * `/mail-change/do?token=…` (spec §2): the link mailed to a new address. Opening it makes the
 * change; it works once, in any browser. `?undo=…` is the link mailed to the old address once it
 * changed: it gives the address back.
 */
export function MailChangePage() {
  const [params] = useSearchParams();
  const undo = params.get('undo');
  return undo ? (
    <UndoMailChange token={undo} />
  ) : (
    <ConfirmMailChange token={params.get('token') ?? ''} />
  );
}

function ConfirmMailChange({ token }: { token: string }) {
  const { t } = useTranslation(['shell', 'common']);
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

function UndoMailChange({ token }: { token: string }) {
  const { t } = useTranslation(['shell', 'common']);
  const [undo, { data, error, isUninitialized, isLoading }] = useUndoMailChangeMutation();
  const asked = useRef(false);
  useEffect(() => {
    if (asked.current) return;
    asked.current = true;
    void undo({ token });
  }, [undo, token]);

  return (
    <div className="container py-5" style={{ maxWidth: 520 }}>
      <h1 className="h3 mb-3">{t('mail_change.undo_title')}</h1>
      {(isUninitialized || isLoading) && <PageSpinner />}
      {data && (
        <div className="alert alert-success" role="status">
          <p>{t('mail_change.undone', { email: data.email })}</p>
          <p className="mb-0">
            {t('mail_change.undone_next')}{' '}
            <Link to={paths.resetPassword}>{t('mail_change.choose_password')}</Link>
          </p>
        </div>
      )}
      {error && (
        <ErrorAlert error={error}>
          <Link to={paths.complaints}>{t('mail_change.contact')}</Link>
        </ErrorAlert>
      )}
    </div>
  );
}
