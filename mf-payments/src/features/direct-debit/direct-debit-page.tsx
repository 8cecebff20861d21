import { useRef, useState, type FormEvent, type InputHTMLAttributes } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import {
  ACCOUNT_HOLDER_MAX_LENGTH,
  ADDRESS_FIELD_MAX_LENGTH,
  SMS_CODE_LENGTH,
  paths,
} from '@app/shared/values';
import { describeApiError } from '@app/shared/utils';
import { selectIsLoggedIn, useAppSelector } from '@app/shared';
import { directDebitFormSchema, type DirectDebitResponse } from '@app/shared/contracts';
import { ErrorAlert, LoginRequired, PageSpinner, TextField } from '@app/shared/ui';
import { showServerFieldError, useContractForm, useFieldError } from '@app/shared/forms';
import { NAMESPACE } from '../../i18n';
import {
  useConfirmDirectDebitMutation,
  useGetCreditBundlesQuery,
  useStartDirectDebitMutation,
} from '../../api';
import { newIdempotencyKey } from '../../lib/idempotency';
import { formatMoney } from '../../lib/money';

const FIELDS = [
  'account_holder',
  'iban',
  'street',
  'house_number',
  'zip',
  'city',
  'phone',
] as const;
type Field = (typeof FIELDS)[number];
const EMPTY = {
  account_holder: '',
  iban: '',
  street: '',
  house_number: '',
  zip: '',
  city: '',
  phone: '',
};

/** Each field's place in the grid (full width on a phone for the long ones) and its input hints. */
const FIELD_INPUTS: Record<Field, InputHTMLAttributes<HTMLInputElement>> = {
  account_holder: {
    className: 'col-12',
    autoComplete: 'name',
    maxLength: ACCOUNT_HOLDER_MAX_LENGTH,
  },
  iban: {
    className: 'col-12',
    autoComplete: 'off',
    spellCheck: false,
    placeholder: 'NL91 ABNA 0417 1643 00',
    maxLength: 42,
  },
  street: {
    className: 'col-8',
    autoComplete: 'address-line1',
    maxLength: ADDRESS_FIELD_MAX_LENGTH,
  },
  house_number: { className: 'col-4', maxLength: 20 },
  zip: { className: 'col-5', autoComplete: 'postal-code', maxLength: 20 },
  city: { className: 'col-7', autoComplete: 'address-level2', maxLength: ADDRESS_FIELD_MAX_LENGTH },
  phone: { className: 'col-12', autoComplete: 'tel', type: 'tel', inputMode: 'tel', maxLength: 20 },
};

/**
 * `/directdebit` (spec §3 SDD form): account holder, IBAN, address and phone, the required
 * authorization; then the SMS code (otp) that signs the mandate. The bundle comes from the credits
 * page (`?package=`, and the code applied there as `?code=`).
 */
export function DirectDebitPage() {
  const { t, i18n } = useTranslation([NAMESPACE, 'common']);
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const packages = useGetCreditBundlesQuery(undefined, { skip: !loggedIn });
  const form = useContractForm(directDebitFormSchema, EMPTY);
  const fieldError = useFieldError(form);
  const [formError, setFormError] = useState(false);
  const [mandate, setMandate] = useState<DirectDebitResponse | null>(null);
  const [code, setCode] = useState('');
  const [startDebit, started] = useStartDirectDebitMutation();
  const [confirmDebit, confirmed] = useConfirmDirectDebitMutation();
  const attempt = useRef<string | null>(null);

  if (!loggedIn) return <LoginRequired />;
  if (packages.isLoading) return <PageSpinner />;
  if (packages.error)
    return <ErrorAlert error={packages.error} onRetry={() => void packages.refetch()} />;
  const bundles = packages.data?.packages ?? [];
  const wanted = Number(search.get('package'));
  const bundle =
    bundles.find((p) => p.id === wanted) ?? bundles.find((p) => p.highlighted) ?? bundles[0];
  if (!bundle) return <p className="container py-4">{t('credits.none')}</p>;
  const discountCode = search.get('code');

  const submit = form.handleSubmit(async (mandateForm) => {
    setFormError(false);
    attempt.current ??= newIdempotencyKey();
    const result = await startDebit({
      package: bundle.id,
      ...mandateForm,
      ...(discountCode ? { discountcode: discountCode } : {}),
      idempotencyKey: attempt.current,
    });
    if (result.data) setMandate(result.data);
    else {
      // Shown under its field or below the form; a corrected form is a new attempt.
      attempt.current = null;
      setFormError(!showServerFieldError(form, result.error, FIELDS));
    }
  });
  const authorizationError = fieldError('authorization');

  const sign = async (event: FormEvent) => {
    event.preventDefault();
    if (!mandate) return;
    try {
      const order = await confirmDebit({ mandate: mandate.mandate.id, code: code.trim() }).unwrap();
      navigate(`/credits/${order.package_id}/sdd?order=${order.id}`, { replace: true });
    } catch {
      // "Code invalid" is shown under the field.
    }
  };

  const price = formatMoney(mandate?.order.amount ?? bundle.amount, bundle.currency, i18n.language);
  return (
    <div className="container py-3" style={{ maxWidth: 640 }}>
      <h1 className="h3">{t('direct_debit.title')}</h1>
      <p>
        {t('direct_debit.buying', { count: bundle.credits, price })}{' '}
        <Link to={paths.credits}>{t('direct_debit.change')}</Link>
      </p>
      {!mandate ? (
        <form onSubmit={(event) => void submit(event)} noValidate aria-describedby="dd-intro">
          <p id="dd-intro" className="text-body-secondary small">
            {t('direct_debit.intro')}
          </p>
          <div className="row g-3">
            {FIELDS.map((field) => (
              <TextField
                key={field}
                {...FIELD_INPUTS[field]}
                label={t(`direct_debit.${field}`)}
                {...form.register(field)}
                error={fieldError(field)}
                required
              />
            ))}
          </div>
          <div className="form-check mt-3">
            <input
              id="dd-authorization"
              type="checkbox"
              className={`form-check-input${authorizationError ? ' is-invalid' : ''}`}
              {...form.register('authorization')}
              aria-invalid={authorizationError ? true : undefined}
              aria-describedby={authorizationError ? 'dd-authorization-error' : undefined}
              required
            />
            <label htmlFor="dd-authorization" className="form-check-label">
              {t('direct_debit.authorization', { price })}
            </label>
            {authorizationError && (
              <div id="dd-authorization-error" className="invalid-feedback d-block">
                {authorizationError}
              </div>
            )}
          </div>
          {formError && started.error && (
            <div className="mt-3">
              <ErrorAlert error={started.error} />
            </div>
          )}
          <button
            type="submit"
            className="btn btn-primary btn-lg mt-3"
            disabled={started.isLoading}
          >
            {started.isLoading ? t('direct_debit.sending') : t('direct_debit.send_code')}
          </button>
        </form>
      ) : (
        <form onSubmit={(event) => void sign(event)} noValidate>
          <p role="status">{t('direct_debit.code_sent', { phone: mandate.mandate.phone ?? '' })}</p>
          <p className="small text-body-secondary">
            {t('direct_debit.mandate', { account: mandate.mandate.label })}
          </p>
          <TextField
            label={t('direct_debit.otp')}
            value={code}
            onChange={(event) => setCode(event.target.value)}
            error={confirmed.error ? t(`common:${describeApiError(confirmed.error).key}`) : null}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={SMS_CODE_LENGTH}
            pattern={`\\d{${SMS_CODE_LENGTH}}`}
            style={{ maxWidth: 200 }}
            required
          />
          <div className="d-flex flex-wrap gap-2 mt-3">
            <button
              type="submit"
              className="btn btn-primary btn-lg"
              disabled={confirmed.isLoading || code.trim().length !== SMS_CODE_LENGTH}
            >
              {t('direct_debit.confirm', { price })}
            </button>
            <button
              type="button"
              className="btn btn-link"
              onClick={() => {
                setMandate(null);
                setCode('');
                attempt.current = null;
              }}
            >
              {t('direct_debit.new_code')}
            </button>
          </div>
        </form>
      )}
    </div>
  );
}
