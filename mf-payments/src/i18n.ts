import { registerNamespace } from '@app/shared';

/** This remote's texts: `locales/<lng>/payments.json`, fetched when first needed. */
export const NAMESPACE = 'payments';
registerNamespace(NAMESPACE, (lng) => import(`../locales/${lng}/payments.json`));
