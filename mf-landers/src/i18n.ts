import { registerNamespace } from '@app/shared';
import fallbackTexts from '../locales/en/landers.json';
import { NAMESPACE } from './i18n-namespace';

export { NAMESPACE };

/** This remote's texts in the app: `locales/<lng>/landers.json`, fetched when first needed. */
registerNamespace(NAMESPACE, (lng) => import(`../locales/${lng}/landers.json`), fallbackTexts);
