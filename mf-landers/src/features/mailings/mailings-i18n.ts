import { registerNamespace } from '@app/shared';
import fallbackTexts from '../../../locales/en/mailings.json';

/** The Mailings screen's texts (`locales/<lng>/mailings.json`), apart from the landers' own. */
export const MAILINGS_NAMESPACE = 'mailings';
registerNamespace(
  MAILINGS_NAMESPACE,
  (lng) => import(`../../../locales/${lng}/mailings.json`),
  fallbackTexts,
);
