import i18next, { type i18n as I18n } from 'i18next';
import resourcesToBackend from 'i18next-resources-to-backend';
import { initReactI18next } from 'react-i18next';
import { FALLBACK_LANGUAGE, SUPPORTED_LANGUAGES, type Language } from '../config/constants';
import commonFallbackTexts from '../../locales/en/common.json';
import { elisionPostProcessor } from './elision';

type Texts = Record<string, unknown>;
type NamespaceLoader = (language: string) => Promise<{ default: Texts }>;

/**
 * Each app owns one namespace, with its texts under `locales/<lng>/<ns>.json`, and registers a
 * loader for it here. Other languages are fetched lazily, one file per language and namespace.
 * The fallback language's texts come bundled with the code that uses them: i18next always loads
 * the fallback too, so bundling it costs nobody anything and saves English readers a round trip.
 */
const loaders = new Map<string, NamespaceLoader>();
const bundled = new Map<string, Texts>();

export function registerNamespace(
  namespace: string,
  loader: NamespaceLoader,
  fallbackTexts?: Texts,
): void {
  loaders.set(namespace, loader);
  if (fallbackTexts) bundled.set(namespace, fallbackTexts);
  if (!i18next.isInitialized) return;
  if (fallbackTexts)
    i18next.addResourceBundle(FALLBACK_LANGUAGE, namespace, fallbackTexts, true, true);
  // A remote registers its namespace when its code arrives, just before rendering with it: start
  // fetching the other language now rather than when the first component suspends for it.
  void i18next.loadNamespaces(namespace);
}

registerNamespace(
  'common',
  (lng) => import(`../../locales/${lng}/common.json`),
  commonFallbackTexts,
);

/** Start i18next (once per page) in the given language with the given namespaces loaded. */
export async function initI18n(
  language: Language,
  namespaces: string[] = ['common'],
): Promise<I18n> {
  if (!i18next.isInitialized) {
    await i18next
      .use(initReactI18next)
      .use(elisionPostProcessor)
      .use(
        resourcesToBackend(async (lng: string, ns: string) => {
          const loader = loaders.get(ns);
          if (!loader) throw new Error(`No translations registered for namespace "${ns}"`);
          const module = await loader(lng);
          return module.default;
        }),
      )
      .init({
        lng: language,
        fallbackLng: FALLBACK_LANGUAGE,
        supportedLngs: [...SUPPORTED_LANGUAGES],
        ns: namespaces,
        defaultNS: 'common',
        fallbackNS: 'common',
        interpolation: { escapeValue: false },
        // "de Amora" is "d’Amora" once the name is in (elision.ts).
        postProcess: ['elision'],
        // Bundled fallback texts are already there; fetch only what is missing.
        partialBundledLanguages: true,
        resources: {
          [FALLBACK_LANGUAGE]: Object.fromEntries(bundled),
        },
        react: { useSuspense: true },
        returnNull: false,
      });
  } else {
    await i18next.loadNamespaces(namespaces);
  }
  return i18next;
}

export { i18next };
