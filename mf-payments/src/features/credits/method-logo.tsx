import type { PaymentMethodId } from '@app/shared';
import styles from './credits.module.scss';

/**
 * Each method's mark in its brand colours, drawn here (the product ships no third-party logo
 * files): recognisable at a glance in the method list. The name beside it is the readable one.
 */
const MARKS: Readonly<
  Record<PaymentMethodId, { text: string; background: string; color: string }>
> = {
  ideal: { text: 'iDEAL', background: '#cc0066', color: '#fff' },
  bancontact: { text: 'Bancontact', background: '#005498', color: '#ffd800' },
  eps: { text: 'eps', background: '#c8036f', color: '#fff' },
  giropay: { text: 'giropay', background: '#000268', color: '#fff' },
  sofort: { text: 'SOFORT', background: '#ef809f', color: '#fff' },
  prezelewy24: { text: 'P24', background: '#d13239', color: '#fff' },
  blik: { text: 'BLIK', background: '#000', color: '#fff' },
  cartebancaire: { text: 'CB', background: '#1a4c8b', color: '#fff' },
  nexi: { text: 'nexi', background: '#2d32aa', color: '#fff' },
  satispay: { text: 'Satispay', background: '#ef4a4a', color: '#fff' },
  dankort: { text: 'Dankort', background: '#ed1c24', color: '#fff' },
  mobilepay: { text: 'MobilePay', background: '#5a78ff', color: '#fff' },
  swish: { text: 'Swish', background: '#fff', color: '#d4206e' },
  vipps: { text: 'Vipps', background: '#ff5b24', color: '#fff' },
  twint: { text: 'TWINT', background: '#000', color: '#fff' },
  sdd: { text: 'SEPA', background: '#10298e', color: '#ffcc00' },
  sct: { text: 'SEPA', background: '#0a6ebd', color: '#fff' },
  visa: { text: 'VISA', background: '#1a1f71', color: '#fff' },
  mastercard: { text: 'mastercard', background: '#eb001b', color: '#fff' },
  maestro: { text: 'maestro', background: '#0099df', color: '#fff' },
  creditcard: { text: '💳', background: '#495057', color: '#fff' },
  applepay: { text: ' Pay', background: '#000', color: '#fff' },
  paypal: { text: 'PayPal', background: '#003087', color: '#fff' },
  paysafecard: { text: 'paysafe', background: '#008ac9', color: '#fff' },
};

export function MethodLogo({ method }: { method: PaymentMethodId }) {
  const mark = MARKS[method];
  return (
    <span
      className={styles.logo}
      style={{ background: mark.background, color: mark.color }}
      aria-hidden="true"
    >
      {mark.text}
    </span>
  );
}
