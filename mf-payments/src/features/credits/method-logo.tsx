import type { PaymentMethodId } from '@app/shared/values';
import styles from './credits.module.scss';

/**
 * Each method's mark in its brand colours, drawn here (the product ships no third-party logo
 * files): recognisable at a glance in the method list. The name beside it is the readable one.
 * Colours are the brands' own, darkened where white text on them would miss WCAG AA (4.5:1).
 */
const MARKS: Readonly<
  Record<PaymentMethodId, { text: string; background: string; color: string }>
> = {
  ideal: { text: 'iDEAL', background: '#cc0066', color: '#fff' },
  bancontact: { text: 'Bancontact', background: '#005498', color: '#ffd800' },
  eps: { text: 'eps', background: '#c8036f', color: '#fff' },
  giropay: { text: 'giropay', background: '#000268', color: '#fff' },
  sofort: { text: 'SOFORT', background: '#ef809f', color: '#1d1d1b' },
  prezelewy24: { text: 'P24', background: '#d13239', color: '#fff' },
  blik: { text: 'BLIK', background: '#000', color: '#fff' },
  cartebancaire: { text: 'CB', background: '#1a4c8b', color: '#fff' },
  nexi: { text: 'nexi', background: '#2d32aa', color: '#fff' },
  satispay: { text: 'Satispay', background: '#c62828', color: '#fff' },
  dankort: { text: 'Dankort', background: '#c8102e', color: '#fff' },
  mobilepay: { text: 'MobilePay', background: '#3b5bdb', color: '#fff' },
  swish: { text: 'Swish', background: '#fff', color: '#d4206e' },
  vipps: { text: 'Vipps', background: '#ff5b24', color: '#1d1d1b' },
  twint: { text: 'TWINT', background: '#000', color: '#fff' },
  sdd: { text: 'SEPA', background: '#10298e', color: '#ffcc00' },
  sct: { text: 'SEPA', background: '#0a6ebd', color: '#fff' },
  visa: { text: 'VISA', background: '#1a1f71', color: '#fff' },
  mastercard: { text: 'MC', background: '#eb001b', color: '#fff' },
  maestro: { text: 'maestro', background: '#00639a', color: '#fff' },
  creditcard: { text: 'CARD', background: '#495057', color: '#fff' },
  applepay: { text: 'Apple Pay', background: '#000', color: '#fff' },
  paypal: { text: 'PayPal', background: '#003087', color: '#fff' },
  paysafecard: { text: 'paysafe', background: '#006a9e', color: '#fff' },
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
