import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CAMPAIGN_LANGUAGES } from '@app/shared/contracts';
import { CAMPAIGNS_NAMESPACE } from './campaigns-i18n';

/** The screens a preview is drawn at: a common phone's width and a desktop's. */
export const PREVIEW_SIZES = {
  phone: { width: 390, height: 780 },
  desktop: { width: 1280, height: 800 },
} as const;
type PreviewSize = keyof typeof PREVIEW_SIZES;

/** Countries offered for a preview (any two letters can be typed). */
const PREVIEW_COUNTRIES = ['NL', 'BE', 'DE', 'FR', 'GB', 'AT', 'CH', 'PL', 'US'];

/**
 * The campaign's page as a visitor from a chosen country, reading a chosen language, gets it on
 * a phone or a desktop: the server renders it with the live landers version (before it is
 * published) into a frame of that screen's width, scaled down to fit when wider than the column.
 */
export function CampaignPreview({
  src,
  slug,
  version,
}: {
  src: string;
  slug: string;
  version: number;
}) {
  const { t, i18n } = useTranslation(CAMPAIGNS_NAMESPACE);
  const [language, setLanguage] = useState<'en' | 'fr'>(
    i18n.language.startsWith('fr') ? 'fr' : 'en',
  );
  const [country, setCountry] = useState('');
  const [size, setSize] = useState<PreviewSize>('phone');
  const box = useRef<HTMLDivElement>(null);
  const [room, setRoom] = useState<number>(PREVIEW_SIZES.desktop.width);
  useEffect(() => {
    const element = box.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) => setRoom(entry!.contentRect.width));
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  const { width, height } = PREVIEW_SIZES[size];
  const scale = room > 0 ? Math.min(1, room / width) : 1;
  const query = new URLSearchParams({ language, version: String(version) });
  if (/^[A-Z]{2}$/.test(country)) query.set('country', country);
  const names = new Intl.DisplayNames([i18n.language], { type: 'region' });

  return (
    <section aria-labelledby="preview-title" className="mb-4">
      <h2 id="preview-title" className="h5">
        {t('page.preview')}
      </h2>
      <div className="row g-2 align-items-end mb-2">
        <div className="col-6 col-md-3">
          <label htmlFor="preview-language" className="form-label">
            {t('page.preview_language')}
          </label>
          <select
            id="preview-language"
            className="form-select"
            value={language}
            onChange={(event) => setLanguage(event.target.value as 'en' | 'fr')}
          >
            {CAMPAIGN_LANGUAGES.map((one) => (
              <option key={one} value={one}>
                {t(`form.language_${one}`)}
              </option>
            ))}
          </select>
        </div>
        <div className="col-6 col-md-3">
          <label htmlFor="preview-country" className="form-label">
            {t('page.preview_country')}
          </label>
          <select
            id="preview-country"
            className="form-select"
            value={country}
            onChange={(event) => setCountry(event.target.value)}
          >
            <option value="">{t('page.preview_country_any')}</option>
            {PREVIEW_COUNTRIES.map((code) => (
              <option key={code} value={code}>
                {names.of(code) ?? code}
              </option>
            ))}
          </select>
        </div>
        <fieldset className="col-12 col-md-6">
          <legend className="form-label fs-6 mb-2">{t('page.preview_size')}</legend>
          <div className="btn-group" role="group">
            {(Object.keys(PREVIEW_SIZES) as PreviewSize[]).map((one) => (
              <button
                key={one}
                type="button"
                className={`btn ${size === one ? 'btn-secondary' : 'btn-outline-secondary'}`}
                aria-pressed={size === one}
                onClick={() => setSize(one)}
              >
                {t(`page.${one}`)}
              </button>
            ))}
          </div>
        </fieldset>
      </div>
      <p className="form-text">{t('page.preview_version', { version })}</p>
      <div ref={box} className="border rounded bg-body-tertiary overflow-hidden">
        <div
          style={{ width: width * scale, height: height * scale }}
          className="mx-auto position-relative"
        >
          <iframe
            key={`${size}-${query.toString()}`}
            title={t('page.preview_frame', { slug })}
            src={`${src}?${query.toString()}`}
            width={width}
            height={height}
            className="border-0 bg-white position-absolute top-0 start-0"
            style={{ transform: `scale(${scale})`, transformOrigin: '0 0' }}
            data-preview-size={size}
          />
        </div>
      </div>
    </section>
  );
}
