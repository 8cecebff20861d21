import { useTranslation } from 'react-i18next';
import { authApi } from '../auth/auth-api';
import { selectIsLoggedIn } from '../auth/auth-slice';
import { useAppSelector } from '../store/hooks';
import { isSupportedLanguage } from './language';
import { writeLocaleCookie } from './locale-cookie';

/**
 * Switch the interface language: i18next, the locale cookie (365 days) and, for a logged-in
 * member, the saved language on the server (§7: failures ignored).
 */
export function useChangeLanguage() {
  const { i18n } = useTranslation();
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const [saveLanguage] = authApi.useSaveLanguageMutation();
  return async (language: string) => {
    if (!isSupportedLanguage(language)) return;
    writeLocaleCookie(language);
    await i18n.changeLanguage(language);
    if (loggedIn)
      saveLanguage({ language })
        .unwrap()
        .catch(() => undefined);
  };
}
