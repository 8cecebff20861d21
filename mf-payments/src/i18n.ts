import { registerNamespace } from '@app/shared';
import fallbackTexts from '../locales/en/payments.json';

/** This remote's texts: `locales/<lng>/payments.json`, fetched when first needed. */
export const NAMESPACE = 'payments';
registerNamespace(NAMESPACE, (lng) => import(`../locales/${lng}/payments.json`), fallbackTexts);
