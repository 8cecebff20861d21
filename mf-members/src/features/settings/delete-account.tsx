import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import {
  DELETE_REMARKS_MAX_LENGTH,
  REACTIVATION_DAYS,
  deleteReasons,
  notificationKinds,
  paths,
  DISCOUNT_CODE_PARAM,
  type AccountDeletedState,
} from '@app/shared/values';
import { useGetCompanyQuery } from '@app/shared/bindings';
import { accountDeleteSchema, type AccountDelete } from '@app/shared/contracts';
import {
  useDeleteAccountMutation,
  useUpdateAccountSettingsMutation,
  useTakeStayDiscountMutation,
  useUpdateNotificationSettingsMutation,
} from './api';
import { ErrorAlert, PasswordField, BusyButton } from '@app/shared/ui';
import { showServerFieldError, useContractForm, useFieldError } from '@app/shared/forms';
import { NAMESPACE } from '../../i18n';
import { Saved, SettingsSection } from './settings-section';

/**
 * Leaving (spec §3): why, the ways to stay that fit the reason (a break in invisible mode, no
 * more e-mails, the company's discount), then the password to confirm. The account can come
 * back for REACTIVATION_DAYS days.
 */
export function DeleteAccountSection() {
  const { t } = useTranslation([NAMESPACE, 'common']);
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const form = useContractForm(accountDeleteSchema, { remarks: '', password: '' });
  const fieldError = useFieldError(form);
  const reason = form.watch('reason');
  const [remove, { isLoading, error, reset }] = useDeleteAccountMutation();
  const [formError, setFormError] = useState(false);

  const submit = form.handleSubmit(async ({ remarks, ...request }) => {
    reset();
    setFormError(false);
    const result = await remove({ ...request, ...(remarks ? { remarks } : {}) });
    if (result.data) {
      const state: AccountDeletedState = { erase_after: result.data.erase_after };
      navigate(paths.accountDeleted, { replace: true, state });
    } else setFormError(!showServerFieldError(form, result.error, ['password', 'remarks']));
  });

  const reasonProblem = fieldError('reason');
  const remarksProblem = fieldError('remarks');

  return (
    <SettingsSection id="settings-delete" title={t('settings.delete.title')}>
      {!open ? (
        <>
          <p className="text-body-secondary">
            {t('settings.delete.lead', { days: REACTIVATION_DAYS })}
          </p>
          <button type="button" className="btn btn-outline-danger" onClick={() => setOpen(true)}>
            {t('settings.delete.start')}
          </button>
        </>
      ) : (
        <form onSubmit={(event) => void submit(event)} noValidate>
          <fieldset
            className="mb-3"
            aria-describedby={reasonProblem ? 'delete-reason-error' : undefined}
          >
            <legend className="fs-6 fw-semibold">{t('settings.delete.why')}</legend>
            {deleteReasons.map((value) => (
              <div className="form-check" key={value}>
                <input
                  id={`delete-reason-${value}`}
                  type="radio"
                  value={value}
                  className={`form-check-input${reasonProblem ? ' is-invalid' : ''}`}
                  {...form.register('reason')}
                />
                <label htmlFor={`delete-reason-${value}`} className="form-check-label">
                  {t(`settings.delete.reasons.${value}`)}
                </label>
              </div>
            ))}
            {reasonProblem && (
              <div id="delete-reason-error" className="text-danger small mt-1" role="alert">
                {reasonProblem}
              </div>
            )}
          </fieldset>
          {reason === 'other' && (
            <div className="mb-3">
              <label htmlFor="delete-remarks" className="form-label">
                {t('settings.delete.remarks')}
              </label>
              <textarea
                id="delete-remarks"
                className={`form-control${remarksProblem ? ' is-invalid' : ''}`}
                rows={3}
                maxLength={DELETE_REMARKS_MAX_LENGTH}
                aria-invalid={remarksProblem ? true : undefined}
                {...form.register('remarks')}
                aria-describedby={remarksProblem ? 'delete-remarks-error' : undefined}
              />
              {remarksProblem && (
                <div id="delete-remarks-error" className="invalid-feedback">
                  {remarksProblem}
                </div>
              )}
            </div>
          )}
          {reason && <Alternatives reason={reason} />}
          <PasswordField
            className="mb-3"
            id="delete-password"
            label={t('settings.delete.password')}
            autoComplete="current-password"
            {...form.register('password')}
            error={fieldError('password')}
          />
          {formError && error && <ErrorAlert error={error} />}
          <div className="d-flex flex-wrap gap-2">
            <BusyButton className="btn btn-danger" busy={isLoading}>
              {t('settings.delete.submit')}
            </BusyButton>
            <button type="button" className="btn btn-link" onClick={() => setOpen(false)}>
              {t('settings.delete.cancel')}
            </button>
          </div>
        </form>
      )}
    </SettingsSection>
  );
}

/**
 * Ways to stay that fit the reason given; each works at once, without leaving the form. The
 * company's `delete_discount` is given when taken (issue 25 §3): a single-use code of the
 * member's own, which the credits page applies.
 */
function Alternatives({ reason }: { reason: AccountDelete['reason'] }) {
  const { t } = useTranslation(NAMESPACE);
  const navigate = useNavigate();
  const { data: company } = useGetCompanyQuery();
  const [hide, hidden] = useUpdateAccountSettingsMutation();
  const [mute, muted] = useUpdateNotificationSettingsMutation();
  const [takeDiscount, taking] = useTakeStayDiscountMutation();
  const discount = company?.delete_discount ?? 0;
  const offerDiscount = discount > 0 && (reason === 'price' || reason === 'no_members');
  if (reason === 'found_someone') return null;
  const stay = async () => {
    const taken = await takeDiscount();
    if (taken.data)
      void navigate(
        `${paths.credits}?${DISCOUNT_CODE_PARAM}=${encodeURIComponent(taken.data.code)}`,
      );
  };
  return (
    <aside
      className="border rounded p-3 mb-3 bg-body-tertiary"
      aria-labelledby="delete-alternatives"
    >
      <h3 id="delete-alternatives" className="h6">
        {t('settings.delete.alternatives')}
      </h3>
      {offerDiscount && (
        <div className="mb-3">
          <p className="mb-2">{t('settings.delete.discount', { percent: discount })}</p>
          <BusyButton
            type="button"
            className="btn btn-sm btn-primary"
            busy={taking.isLoading}
            onClick={() => void stay()}
          >
            {t('settings.delete.discount_take', { percent: discount })}
          </BusyButton>
          {taking.error && <ErrorAlert error={taking.error} />}
        </div>
      )}
      <div className="d-flex flex-wrap gap-2">
        <button
          type="button"
          className="btn btn-sm btn-outline-primary"
          disabled={hidden.isLoading || hidden.isSuccess}
          onClick={() => void hide({ invisible: true })}
        >
          {t('settings.delete.go_invisible')}
        </button>
        <button
          type="button"
          className="btn btn-sm btn-outline-primary"
          disabled={muted.isLoading || muted.isSuccess}
          onClick={() => void mute({ disabled: [...notificationKinds] })}
        >
          {t('settings.delete.pause_mails')}
        </button>
      </div>
      {hidden.isSuccess && <Saved>{t('settings.delete.invisible_done')}</Saved>}
      {muted.isSuccess && <Saved>{t('settings.delete.mails_paused')}</Saved>}
    </aside>
  );
}
