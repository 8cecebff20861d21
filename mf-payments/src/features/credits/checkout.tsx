import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PAYMENT_METHODS, paths, type PaymentMethodId } from '@app/shared/values';
import type { DiscountCode, PaymentMethod } from '@app/shared/contracts';
import { ErrorAlert, PageSpinner } from '@app/shared/ui';
import { NAMESPACE } from '../../i18n';
import {
  useCreateOrderMutation,
  useGetCreditBundlesQuery,
  useGetPaymentMethodsQuery,
  useGetWelcomeCodeQuery,
  useLazyCheckDiscountCodeQuery,
} from '../../api';
import { useNow, useTimeBonus } from '../../hooks/use-time-bonus';
import { DiscountField } from './discount-field';
import { MethodLogo } from './method-logo';
import { newIdempotencyKey } from '../../lib/idempotency';
import { formatMoney, formatPerCredit } from '../../lib/money';
import styles from './credits.module.scss';

const isMethod = (value: string | undefined): value is PaymentMethodId =>
  (PAYMENT_METHODS as readonly string[]).includes(value ?? '');

/**
 * `/credits` and `/credits/{id}/{paymentmethod?}` (spec §2, §4): bundles, the active discount, a
 * code field, the method and bank, and the way to the PSP's page. Prices are shown from the
 * server's bundles; what is charged is decided by the server again when the order is placed.
 */
export function Checkout({
  initialPackage,
  initialMethod,
  failedBefore,
  linkedCode = null,
}: {
  initialPackage: number | null;
  initialMethod: string | undefined;
  /** A code the address carries (`?code=`: the leaving form's offer), applied first. */
  linkedCode?: string | null;
  /** The member came back from a failed payment: "try another method". */
  failedBefore: boolean;
}) {
  const { t, i18n } = useTranslation([NAMESPACE, 'common']);
  const navigate = useNavigate();
  const packages = useGetCreditBundlesQuery();
  const methods = useGetPaymentMethodsQuery();
  const timeBonus = useTimeBonus();
  const welcome = useGetWelcomeCodeQuery(undefined, { skip: timeBonus !== null });
  const [checkCode, codeCheck] = useLazyCheckDiscountCodeQuery();
  const [createOrder, orderState] = useCreateOrderMutation();

  const [packageId, setPackageId] = useState<number | null>(initialPackage);
  const [method, setMethod] = useState<PaymentMethodId | null>(
    isMethod(initialMethod) && !failedBefore ? initialMethod : null,
  );
  const [bank, setBank] = useState('');
  const [applied, setApplied] = useState<DiscountCode | null>(null);
  const [removedActive, setRemovedActive] = useState(false);
  const attempt = useRef<{ key: string; signature: string } | null>(null);
  const bankId = useId();

  const bundles = packages.data?.packages ?? [];
  const selected =
    bundles.find((p) => p.id === packageId) ?? bundles.find((p) => p.highlighted) ?? bundles[0];
  const offered: PaymentMethod[] = methods.data?.methods ?? [];
  const chosen = offered.find((m) => m.id === method) ?? null;

  // §4: the active discount is the time bonus if present, otherwise the welcome code (a code
  // the address carries comes first: the member was just given it). It is applied from the
  // start; the member may remove it or enter another code.
  const active = useMemo(() => {
    if (linkedCode) return { code: linkedCode };
    if (timeBonus) return { code: timeBonus.code };
    if (welcome.data && !welcome.data.expired) return { code: welcome.data.code };
    return null;
  }, [linkedCode, timeBonus, welcome.data]);
  useEffect(() => {
    if (!active || applied || removedActive || !selected) return;
    void checkCode({ code: active.code, package: selected.id })
      .unwrap()
      .then(setApplied)
      // Discount failures are ignored (spec §8): the page works without it.
      .catch(() => undefined);
  }, [active, applied, removedActive, selected, checkCode]);

  // A code's restrictions (minimum order, methods) depend on the bundle and method: checked
  // again when either changes, and taken off with the reason when it no longer applies.
  const appliedCode = applied?.code ?? null;
  const selectedId = selected?.id ?? null;
  const checkedFor = useRef('');
  useEffect(() => {
    if (appliedCode === null || selectedId === null) return;
    const key = `${appliedCode}|${selectedId}|${method ?? ''}`;
    if (checkedFor.current === key) return;
    checkedFor.current = key;
    let live = true;
    checkCode({
      code: appliedCode,
      package: selectedId,
      ...(method ? { paymentmethod: method } : {}),
    })
      .unwrap()
      .catch(() => {
        if (!live) return;
        setApplied(null);
        setRemovedActive(true);
      });
    return () => {
      live = false;
    };
  }, [appliedCode, selectedId, method, checkCode]);

  const now = useNow(applied !== null && applied.validity !== null);
  const appliedAt = useRef(Date.now());
  const secondsLeft =
    applied?.validity == null
      ? null
      : applied.validity - Math.floor(Math.max(0, now - appliedAt.current) / 1000);

  if (packages.isLoading || methods.isLoading) return <PageSpinner />;
  if (packages.error || methods.error)
    return (
      <ErrorAlert
        error={packages.error ?? methods.error}
        onRetry={() => {
          void packages.refetch();
          void methods.refetch();
        }}
      />
    );
  if (!selected) return <p className="text-body-secondary">{t('credits.none')}</p>;

  const apply = async (code: string) => {
    try {
      const found = await checkCode({
        code,
        package: selected.id,
        ...(method ? { paymentmethod: method } : {}),
      }).unwrap();
      appliedAt.current = Date.now();
      checkedFor.current = `${found.code}|${selected.id}|${method ?? ''}`;
      setApplied(found);
    } catch {
      // The field shows the error from codeCheck.
    }
  };
  const remove = () => {
    setApplied(null);
    setRemovedActive(true);
  };
  const price = applied
    ? selected.amount - Math.round((selected.amount * applied.value_percentage) / 100)
    : selected.amount;
  const needsBank = chosen?.banks !== null && chosen?.banks !== undefined;
  const ready = chosen !== null && (!needsBank || bank !== '');

  const pay = async () => {
    if (!chosen) return;
    if (chosen.own_form) {
      navigate(
        `/directdebit?package=${selected.id}${applied ? `&code=${encodeURIComponent(applied.code)}` : ''}`,
      );
      return;
    }
    const body = {
      package: selected.id,
      paymentmethod: chosen.id,
      ...(needsBank ? { bank } : {}),
      ...(applied ? { discountcode: applied.code } : {}),
    };
    const signature = JSON.stringify(body);
    if (attempt.current?.signature !== signature)
      attempt.current = { key: newIdempotencyKey(), signature };
    try {
      const order = await createOrder({ ...body, idempotencyKey: attempt.current.key }).unwrap();
      if (order.checkout_url) window.location.assign(order.checkout_url);
      else navigate(`/credits/${selected.id}/${chosen.id}?order=${order.id}`);
    } catch {
      // Shown below; a new attempt after a refusal gets a new key.
      attempt.current = null;
    }
  };

  const money = (minor: number) => formatMoney(minor, selected.currency, i18n.language);
  return (
    <div className="pb-5">
      {failedBefore && (
        <div className="alert alert-danger" role="alert">
          {t('common:error.payment_failed')} {t('result.try_another')}
        </div>
      )}
      <section aria-labelledby="bundles-title" className="mb-4">
        <h2 id="bundles-title" className="h5">
          {t('credits.choose_bundle')}
        </h2>
        <div className={styles.bundles} role="radiogroup" aria-labelledby="bundles-title">
          {bundles.map((bundle) => (
            <label key={bundle.id} className={styles.choice}>
              <input
                type="radio"
                name="bundle"
                value={bundle.id}
                checked={bundle.id === selected.id}
                onChange={() => setPackageId(bundle.id)}
              />
              {bundle.highlighted && (
                <span className="badge text-bg-secondary align-self-start">
                  {t('credits.popular')}
                </span>
              )}
              <span className={styles.credits}>
                {t('credits.count', { count: bundle.credits })}
              </span>
              <span className="fw-semibold">{money(bundle.amount)}</span>
              <span className="small text-body-secondary">
                {t('credits.per_credit', {
                  price: formatPerCredit(
                    bundle.amount,
                    bundle.credits,
                    bundle.currency,
                    i18n.language,
                  ),
                })}
              </span>
            </label>
          ))}
        </div>
        <p className="small text-body-secondary mt-2 mb-0">{t('credits.premium_note')}</p>
      </section>

      <section aria-labelledby="discount-title" className="mb-4">
        <h2 id="discount-title" className="h5">
          {t('discount.title')}
        </h2>
        <DiscountField
          applied={applied}
          secondsLeft={secondsLeft}
          checking={codeCheck.isFetching}
          error={applied ? undefined : codeCheck.error}
          onApply={(code) => void apply(code)}
          onRemove={remove}
        />
      </section>

      <section aria-labelledby="methods-title" className="mb-4">
        <h2 id="methods-title" className="h5">
          {t('method.choose')}
        </h2>
        <div className={styles.methods} role="radiogroup" aria-labelledby="methods-title">
          {offered.map((m) => (
            <label key={m.id} className={`${styles.choice} ${styles.method}`}>
              <input
                type="radio"
                name="method"
                value={m.id}
                checked={m.id === method}
                onChange={() => {
                  setMethod(m.id);
                  setBank('');
                }}
              />
              <MethodLogo method={m.id} />
              <span>{t(`method.name.${m.id}`)}</span>
            </label>
          ))}
        </div>
        {chosen && needsBank && (
          <div className="mt-3" style={{ maxWidth: 360 }}>
            <label htmlFor={bankId} className="form-label">
              {t('method.bank')}
            </label>
            <select
              id={bankId}
              className="form-select"
              value={bank}
              required
              onChange={(event) => setBank(event.target.value)}
            >
              <option value="">{t('method.choose_bank')}</option>
              {chosen.banks!.map((b) => (
                <option key={b.id} value={b.id}>
                  {b.name}
                </option>
              ))}
            </select>
          </div>
        )}
      </section>

      {orderState.error && <ErrorAlert error={orderState.error} />}
      <div
        className={`${styles.summary} py-3 d-flex flex-wrap align-items-center justify-content-between gap-2`}
      >
        <div>
          <div className="fw-semibold">{t('credits.count', { count: selected.credits })}</div>
          <div>
            {applied && <s className="text-body-secondary me-2">{money(selected.amount)}</s>}
            <strong data-testid="checkout-total">{money(price)}</strong>
          </div>
        </div>
        <button
          type="button"
          className="btn btn-primary btn-lg"
          disabled={!ready || orderState.isLoading}
          onClick={() => void pay()}
        >
          {orderState.isLoading
            ? t('checkout.starting')
            : ready
              ? t('checkout.pay', { amount: money(price) })
              : needsBank
                ? t('method.choose_bank')
                : t('method.choose')}
        </button>
      </div>
      <p className="small text-body-secondary">
        <Link to={paths.pricing}>{t('pricing.link')}</Link>
      </p>
    </div>
  );
}
