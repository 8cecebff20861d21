import { registerNamespace } from '@app/shared';
import fallbackTexts from '../locales/en/shell.json';

/** The shell's texts: `locales/<lng>/shell.json`. */
export const NAMESPACE = 'shell';
registerNamespace(NAMESPACE, (lng) => import(`../locales/${lng}/shell.json`), fallbackTexts);
