import { registerNamespace } from '@app/shared';
import fallbackTexts from '../locales/en/landers.json';

/** This remote's texts: `locales/<lng>/landers.json`, fetched when first needed. */
export const NAMESPACE = 'landers';
registerNamespace(NAMESPACE, (lng) => import(`../locales/${lng}/landers.json`), fallbackTexts);
