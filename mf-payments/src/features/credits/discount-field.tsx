import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { DISCOUNT_CODE_MAX_LENGTH } from '@app/shared/values';
import { describeApiError, formatCountdown } from '@app/shared/utils';
import type { DiscountCode } from '@app/shared/contracts';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import type { SerializedError } from '@reduxjs/toolkit';
import { formatMoney } from '../../lib/money';
import { NAMESPACE } from '../../i18n';

/**
 * §4 discount codes: entered, applied, removed. The code applied shows its percentage (and its
 * countdown when it ends); a refused one says why in the spec's words ("Code not found", "Code
 * already used") or the restriction it breaks.
 */
export function DiscountField({
  applied,
  secondsLeft,
  checking,
  error,
  onApply,
  onRemove,
}: {
  applied: DiscountCode | null;
  secondsLeft: number | null;
  checking: boolean;
  error: FetchBaseQueryError | SerializedError | undefined;
  onApply: (code: string) => void;
  onRemove: () => void;
}) {
  const { t, i18n } = useTranslation([NAMESPACE, 'common']);
  const inputId = useId();
  const errorId = useId();
  const [code, setCode] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (code.trim()) onApply(code.trim());
  };

  if (applied)
    return (
      <div
        className="alert alert-success d-flex flex-wrap align-items-center justify-content-between gap-2"
        role="status"
      >
        <span>
          {t('discount.applied', { code: applied.code, percentage: applied.value_percentage })}
          {secondsLeft !== null && secondsLeft > 0 && (
            <> · {t('discount.valid_for', { countdown: formatCountdown(secondsLeft) })}</>
          )}
        </span>
        <button type="button" className="btn btn-sm btn-success" onClick={onRemove}>
          {t('discount.remove')}
        </button>
      </div>
    );

  const described = error ? describeApiError(error) : null;
  // A minimum order comes as minor units and a currency, written here as the language writes money.
  const params =
    described && typeof described.params.amount_minor === 'number'
      ? {
          ...described.params,
          amount: formatMoney(
            described.params.amount_minor,
            String(described.params.currency),
            i18n.language,
          ),
        }
      : (described?.params ?? {});
  return (
    <form className="mb-3" onSubmit={submit} noValidate>
      <label htmlFor={inputId} className="form-label">
        {t('discount.label')}
      </label>
      <div className="input-group">
        <input
          id={inputId}
          className={`form-control${described ? ' is-invalid' : ''}`}
          value={code}
          maxLength={DISCOUNT_CODE_MAX_LENGTH}
          autoComplete="off"
          autoCapitalize="characters"
          aria-invalid={described ? true : undefined}
          aria-describedby={described ? errorId : undefined}
          onChange={(event) => setCode(event.target.value)}
        />
        <button
          type="submit"
          className="btn btn-outline-primary"
          disabled={checking || !code.trim()}
        >
          {checking ? t('discount.checking') : t('discount.apply')}
        </button>
      </div>
      {described && (
        <div id={errorId} className="invalid-feedback d-block" role="alert">
          {t(`common:${described.key}`, params)}
        </div>
      )}
    </form>
  );
}
