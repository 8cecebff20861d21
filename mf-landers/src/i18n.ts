import { registerNamespace } from '@app/shared';

/** This remote's texts: `locales/<lng>/landers.json`, fetched when first needed. */
export const NAMESPACE = 'landers';
registerNamespace(NAMESPACE, (lng) => import(`../locales/${lng}/landers.json`));
