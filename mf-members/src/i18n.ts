import { registerNamespace } from '@app/shared';
import fallbackTexts from '../locales/en/members.json';

/** This remote's texts: `locales/<lng>/members.json`, fetched when first needed. */
export const NAMESPACE = 'members';
registerNamespace(NAMESPACE, (lng) => import(`../locales/${lng}/members.json`), fallbackTexts);
