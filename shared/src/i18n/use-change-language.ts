import { useTranslation } from 'react-i18next';
import { authApi } from '../auth/auth-api';
import { selectIsLoggedIn } from '../auth/auth-slice';
import { useAppSelector } from '../store/hooks';
import { selectSettings } from '../site/site-slice';
import { LOCALE_CHOICE_PARAM } from '../config/constants';
import { isSupportedLanguage } from './language';
import { writeLocaleCookie } from './locale-cookie';

/**
 * Switch the interface language: i18next, the locale cookie (365 days) and, for a logged-in
 * member, the saved language on the server (§7: failures ignored). A language the site serves
 * on a sister domain (`localeDomains`, issue 25 §4) is that domain: the browser goes there, with
 * the choice in the address (the server keeps it there).
 */
export function useChangeLanguage() {
  const { i18n } = useTranslation();
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const settings = useAppSelector(selectSettings);
  const [saveLanguage] = authApi.useSaveLanguageMutation();
  return async (language: string) => {
    if (!isSupportedLanguage(language)) return;
    // Another site's domain: not this site's own (whatever name the browser reached it by).
    const sister = settings?.localeDomains[language];
    if (sister && sister !== settings.domain && sister !== window.location.hostname) {
      if (loggedIn) await saveLanguage({ language }).catch(() => undefined);
      const url = new URL(window.location.href);
      url.hostname = sister;
      url.searchParams.set(LOCALE_CHOICE_PARAM, language);
      window.location.assign(url.toString());
      return;
    }
    writeLocaleCookie(language);
    await i18n.changeLanguage(language);
    if (loggedIn)
      saveLanguage({ language })
        .unwrap()
        .catch(() => undefined);
  };
}
