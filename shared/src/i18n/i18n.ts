import i18next, { type i18n as I18n } from 'i18next';
import resourcesToBackend from 'i18next-resources-to-backend';
import { initReactI18next } from 'react-i18next';
import { FALLBACK_LANGUAGE, SUPPORTED_LANGUAGES, type Language } from '../config/constants';

type NamespaceLoader = (language: string) => Promise<{ default: Record<string, unknown> }>;

/**
 * Each app owns one namespace, with its texts under `locales/<lng>/<ns>.json`, and registers a
 * loader for it here. Files are fetched lazily, one per language and namespace, when a
 * component first asks for them.
 */
const loaders = new Map<string, NamespaceLoader>();

export function registerNamespace(namespace: string, loader: NamespaceLoader): void {
  loaders.set(namespace, loader);
}

registerNamespace('common', (lng) => import(`../../locales/${lng}/common.json`));

/** Start i18next (once per page) in the given language with the given namespaces loaded. */
export async function initI18n(
  language: Language,
  namespaces: string[] = ['common'],
): Promise<I18n> {
  if (!i18next.isInitialized) {
    await i18next
      .use(initReactI18next)
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
        react: { useSuspense: true },
        returnNull: false,
      });
  } else {
    await i18next.loadNamespaces(namespaces);
  }
  return i18next;
}

export { i18next };
