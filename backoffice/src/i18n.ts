import { registerNamespace } from '@app/shared';
import fallbackTexts from '../locales/en/backoffice.json';

/** The back-office host's texts: `locales/<lng>/backoffice.json`. */
export const NAMESPACE = 'backoffice';
registerNamespace(NAMESPACE, (lng) => import(`../locales/${lng}/backoffice.json`), fallbackTexts);
