import { registerNamespace } from '@app/shared';
import fallbackTexts from '../locales/en/signup.json';

/** This remote's texts: `locales/<lng>/signup.json`, fetched when first needed. */
export const NAMESPACE = 'signup';
registerNamespace(NAMESPACE, (lng) => import(`../locales/${lng}/signup.json`), fallbackTexts);
