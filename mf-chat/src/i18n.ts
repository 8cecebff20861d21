import { registerNamespace } from '@app/shared';

/** This remote's texts: `locales/<lng>/chat.json`, fetched when first needed. */
export const NAMESPACE = 'chat';
registerNamespace(NAMESPACE, (lng) => import(`../locales/${lng}/chat.json`));
