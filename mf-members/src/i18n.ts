import { registerNamespace } from '@app/shared';

/** This remote's texts: `locales/<lng>/members.json`, fetched when first needed. */
export const NAMESPACE = 'members';
registerNamespace(NAMESPACE, (lng) => import(`../locales/${lng}/members.json`));
