import { registerNamespace } from '@app/shared';
import fallbackTexts from '../locales/en/chat.json';

/** This remote's texts: `locales/<lng>/chat.json`, fetched when first needed. */
export const NAMESPACE = 'chat';
registerNamespace(NAMESPACE, (lng) => import(`../locales/${lng}/chat.json`), fallbackTexts);
