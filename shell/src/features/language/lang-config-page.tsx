import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isSupportedLanguage } from '@app/shared/utils';
import { selectSettings, selectUser, useAppSelector, useChangeLanguage } from '@app/shared';
import { SUPPORTED_LANGUAGES, VISIBLE_LOCALES_BY_COUNTRY } from '@app/shared/values';

/** A language's own name for itself ("Nederlands", "Deutsch"), as its speakers look for it. */
function nativeName(code: string): string {
  try {
    const name = new Intl.DisplayNames([code], { type: 'language' }).of(code) ?? code;
    return name.charAt(0).toLocaleUpperCase(code) + name.slice(1);
  } catch {
    return code;
  }
}

/**
 * `/lang-config` (spec §2, §9): the site's language, chosen among the languages the interface
 * speaks, and the languages used in the member's country (the §9 table), those the site does not
 * speak yet marked so. The country is the member's, else the visitor's, and can be changed to
 * look at another.
 */
export function LangConfigPage() {
  const { t, i18n } = useTranslation(['shell', 'common']);
  const user = useAppSelector(selectUser);
  const settings = useAppSelector(selectSettings);
  const changeLanguage = useChangeLanguage();
  const countries = settings?.countries ?? [];
  const [country, setCountry] = useState(
    user?.profile.country ?? settings?.geoip_country ?? countries[0] ?? '',
  );
  const ids = { languages: useId(), country: useId() };
  const siteLanguages = settings?.languages?.length ? settings.languages : [...SUPPORTED_LANGUAGES];
  const countryName = (code: string) =>
    new Intl.DisplayNames([i18n.language], { type: 'region' }).of(code) ?? code;
  const visible = VISIBLE_LOCALES_BY_COUNTRY[country] ?? [];

  return (
    <div className="container py-4" style={{ maxWidth: 640 }}>
      <h1 className="h3 mb-3">{t('lang_config.title')}</h1>
      <fieldset className="card mb-4">
        <div className="card-body">
          <legend id={ids.languages} className="h5">
            {t('lang_config.site_language')}
          </legend>
          {siteLanguages.map((language) => (
            <div className="form-check py-1" key={language}>
              <input
                className="form-check-input"
                type="radio"
                name="site-language"
                id={`site-language-${language}`}
                checked={i18n.language === language}
                onChange={() => void changeLanguage(language)}
              />
              <label
                className="form-check-label"
                htmlFor={`site-language-${language}`}
                lang={language}
              >
                {t(`common:language.${language}`)}
              </label>
            </div>
          ))}
        </div>
      </fieldset>

      <section aria-labelledby={`${ids.country}-title`}>
        <h2 id={`${ids.country}-title`} className="h5">
          {t('lang_config.by_country')}
        </h2>
        {countries.length > 1 && (
          <div className="mb-3" style={{ maxWidth: 320 }}>
            <label htmlFor={ids.country} className="form-label">
              {t('lang_config.country')}
            </label>
            <select
              id={ids.country}
              className="form-select"
              value={country}
              onChange={(event) => setCountry(event.target.value)}
            >
              {countries.map((code) => (
                <option key={code} value={code}>
                  {countryName(code)}
                </option>
              ))}
            </select>
          </div>
        )}
        {visible.length === 0 ? (
          <p>{t('lang_config.none', { country: country ? countryName(country) : '' })}</p>
        ) : (
          <ul
            className="list-group"
            aria-label={t('lang_config.in_country', { country: countryName(country) })}
          >
            {visible.map((code) => {
              const spoken = isSupportedLanguage(code) && siteLanguages.includes(code);
              return (
                <li
                  key={code}
                  className="list-group-item d-flex justify-content-between align-items-center"
                >
                  <span lang={code}>{nativeName(code)}</span>
                  {spoken ? (
                    <button
                      type="button"
                      className="btn btn-sm btn-outline-primary"
                      aria-pressed={i18n.language === code}
                      onClick={() => void changeLanguage(code)}
                    >
                      {i18n.language === code ? t('lang_config.current') : t('lang_config.use')}
                    </button>
                  ) : (
                    <span className="badge text-bg-light">{t('lang_config.coming')}</span>
                  )}
                </li>
              );
            })}
          </ul>
        )}
      </section>
    </div>
  );
}
