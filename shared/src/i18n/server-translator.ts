import { createInstance, type i18n as I18n, type Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { FALLBACK_LANGUAGE } from './language';
import { elisionPostProcessor } from './elision';

/**
 * A translator for one server render (a landing, a lander, a member's first screen): its own
 * i18next instance, never the browser's shared one, loaded at once from the texts given (the
 * page's language and the fallback), so a render never waits and two renders in different
 * languages never mix.
 */
export async function serverTranslator(
  language: string,
  resources: Resource,
  { defaultNS, fallbackNS }: { defaultNS: string; fallbackNS?: string },
): Promise<I18n> {
  const i18n = createInstance();
  await i18n
    .use(initReactI18next)
    .use(elisionPostProcessor)
    .init({
      lng: language,
      fallbackLng: FALLBACK_LANGUAGE,
      resources,
      ns: Object.keys(resources[FALLBACK_LANGUAGE] ?? resources[language] ?? {}),
      defaultNS,
      ...(fallbackNS ? { fallbackNS } : {}),
      interpolation: { escapeValue: false },
      postProcess: ['elision'],
      initAsync: false,
      returnNull: false,
    });
  return i18n;
}
