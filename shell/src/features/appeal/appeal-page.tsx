import { useId } from 'react';
import { useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { APPEAL_MAX_LENGTH, APPEAL_MIN_LENGTH, appealSchema } from '@app/shared/contracts';
import { paths } from '@app/shared/values';
import { BusyButton, ErrorAlert } from '@app/shared/ui';
import { useContractForm, useFieldError } from '@app/shared/forms';
import { Link } from 'react-router';
import { useSendAppealMutation } from './api';

const formSchema = appealSchema.pick({ body: true });

/**
 * `/appeal#<link>` (issue 48 §2): a suspended or banned member says why the decision is wrong.
 * They have no session (the sanction ended it): the link their login's answer gave is their
 * proof, kept in the address's fragment so it reaches neither logs nor other sites. A moderator
 * answers by mail, in their language.
 */
export function AppealPage() {
  const { t } = useTranslation(['shell', 'common']);
  const { hash } = useLocation();
  const token = hash.replace(/^#/, '');
  const [sendAppeal, { data: sent, isLoading, error }] = useSendAppealMutation();
  const form = useContractForm(formSchema, { body: '' });
  const fieldError = useFieldError(form, { count: APPEAL_MIN_LENGTH });
  const problem = fieldError('body');
  const body = form.watch('body');
  const id = useId();

  const onSubmit = form.handleSubmit(async ({ body: text }) => {
    await sendAppeal({ token, body: text });
  });

  return (
    <div className="container py-4" style={{ maxWidth: 640 }}>
      <h1 className="h3 mb-2">{t('appeal.title')}</h1>
      {sent ? (
        <div className="alert alert-success" role="status">
          {t('appeal.sent', { reference: sent.reference })}
        </div>
      ) : token === '' ? (
        <div className="alert alert-warning" role="alert">
          {t('appeal.no_link')} <Link to={paths.login}>{t('appeal.log_in')}</Link>
        </div>
      ) : (
        <>
          <p className="text-body-secondary">{t('appeal.intro')}</p>
          <form onSubmit={(event) => void onSubmit(event)} noValidate>
            {error && <ErrorAlert error={error} />}
            <div className="mb-3">
              <label htmlFor={id} className="form-label">
                {t('appeal.body')}
              </label>
              <textarea
                id={id}
                className={`form-control${problem ? ' is-invalid' : ''}`}
                rows={6}
                maxLength={APPEAL_MAX_LENGTH}
                aria-invalid={problem ? true : undefined}
                aria-describedby={`${id}-help${problem ? ` ${id}-error` : ''}`}
                {...form.register('body')}
              />
              {problem && (
                <div id={`${id}-error`} className="invalid-feedback">
                  {problem}
                </div>
              )}
              <div id={`${id}-help`} className="form-text">
                {t('appeal.help', { count: body?.length ?? 0, max: APPEAL_MAX_LENGTH })}
              </div>
            </div>
            <BusyButton busy={isLoading}>{t('appeal.submit')}</BusyButton>
          </form>
        </>
      )}
    </div>
  );
}
