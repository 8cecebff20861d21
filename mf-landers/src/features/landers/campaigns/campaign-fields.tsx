import { useTranslation } from 'react-i18next';
import {
  CAMPAIGN_CTA_MAX,
  CAMPAIGN_HEADLINE_MAX,
  CAMPAIGN_LANGUAGES,
  CAMPAIGN_LEAD_MAX,
  LANDER_TEMPLATES,
  LANDING_FEATURED_MAX,
  MAX_MEMBER_AGE,
  MEMBER_TEMPLATES,
  MIN_MEMBER_AGE,
  PARTNER_COUNTDOWN_MAX,
  trackingFields,
  type LanderTemplate,
} from '@app/shared/contracts';
import { FormField } from '../../../components/form-field';
import { withTemplate, type CampaignDraft } from './campaign-draft';
import { CAMPAIGNS_NAMESPACE } from './campaigns-i18n';

/** What a campaign's words may hold, filled in on the page (use-campaign-words.ts). */
const PLACEHOLDERS = '{{who}}, {{count}}, {{site}}, {{name}}, {{age}}, {{city}}';

/**
 * The campaign's form fields (new campaign and edit alike): its path (new only), its design,
 * its words in English and French, who it shows, a partner hand-over and its default source.
 */
export function CampaignFields({
  draft,
  onChange,
  withSlug,
}: {
  draft: CampaignDraft;
  onChange: (draft: CampaignDraft) => void;
  withSlug: boolean;
}) {
  const { t } = useTranslation(CAMPAIGNS_NAMESPACE);
  const set = <K extends keyof CampaignDraft>(key: K, value: CampaignDraft[K]) =>
    onChange({ ...draft, [key]: value });
  const featured = <K extends keyof CampaignDraft['featured']>(
    key: K,
    value: CampaignDraft['featured'][K],
  ) => set('featured', { ...draft.featured, [key]: value });
  const memberDesign = MEMBER_TEMPLATES.includes(draft.template);

  return (
    <>
      <div className="row g-3 mb-3">
        {withSlug && (
          <FormField
            id="campaign-slug"
            label={t('form.slug')}
            help={t('form.slug_help', { slug: draft.slug || '…' })}
          >
            <input
              id="campaign-slug"
              className="form-control"
              required
              maxLength={48}
              pattern="[a-z0-9](?:[a-z0-9\-]{0,46}[a-z0-9])?"
              aria-describedby="campaign-slug-help"
              value={draft.slug}
              onChange={(event) => set('slug', event.target.value.toLowerCase())}
            />
          </FormField>
        )}
        <FormField id="campaign-template" label={t('form.template')} help={t('form.template_help')}>
          <select
            id="campaign-template"
            className="form-select"
            aria-describedby="campaign-template-help"
            value={draft.template}
            onChange={(event) =>
              onChange(withTemplate(draft, event.target.value as LanderTemplate))
            }
          >
            {LANDER_TEMPLATES.map((template) => (
              <option key={template} value={template}>
                {t(`templates.${template}`)}
              </option>
            ))}
          </select>
        </FormField>
      </div>

      <fieldset className="mb-3">
        <legend className="h6">{t('form.texts')}</legend>
        <p className="form-text mt-0">
          {t('form.texts_help', {
            placeholders: PLACEHOLDERS,
            interpolation: { escapeValue: false },
          })}
        </p>
        <div className="row g-3">
          {CAMPAIGN_LANGUAGES.map((language) => {
            const words = draft.texts[language];
            const change = (key: keyof typeof words, value: string) =>
              set('texts', { ...draft.texts, [language]: { ...words, [key]: value } });
            return (
              <fieldset key={language} className="col-12 col-lg-6" lang={language}>
                <legend className="h6 text-body-secondary">{t(`form.language_${language}`)}</legend>
                <FormField
                  id={`campaign-${language}-headline`}
                  label={t('form.headline')}
                  className="mb-2"
                >
                  <input
                    id={`campaign-${language}-headline`}
                    className="form-control"
                    required
                    maxLength={CAMPAIGN_HEADLINE_MAX}
                    value={words.headline}
                    onChange={(event) => change('headline', event.target.value)}
                  />
                </FormField>
                <FormField id={`campaign-${language}-lead`} label={t('form.lead')} className="mb-2">
                  <textarea
                    id={`campaign-${language}-lead`}
                    className="form-control"
                    rows={3}
                    required
                    maxLength={CAMPAIGN_LEAD_MAX}
                    value={words.lead}
                    onChange={(event) => change('lead', event.target.value)}
                  />
                </FormField>
                <FormField id={`campaign-${language}-cta`} label={t('form.cta')} className="mb-2">
                  <input
                    id={`campaign-${language}-cta`}
                    className="form-control"
                    required
                    maxLength={CAMPAIGN_CTA_MAX}
                    value={words.cta}
                    onChange={(event) => change('cta', event.target.value)}
                  />
                </FormField>
              </fieldset>
            );
          })}
        </div>
      </fieldset>

      <fieldset className="mb-3">
        <legend className="h6">{t('form.featured')}</legend>
        <p className="form-text mt-0">{t('form.featured_help')}</p>
        <div className="row g-3">
          {memberDesign && (
            <FormField id="campaign-member" label={t('form.member')} className="col-6 col-md-3">
              <input
                id="campaign-member"
                className="form-control"
                type="number"
                min={1}
                required
                value={draft.featured.member}
                onChange={(event) => featured('member', event.target.value)}
              />
            </FormField>
          )}
          <FormField id="campaign-count" label={t('form.count')} className="col-6 col-md-2">
            <input
              id="campaign-count"
              className="form-control"
              type="number"
              min={1}
              max={LANDING_FEATURED_MAX}
              value={draft.featured.count}
              onChange={(event) => featured('count', event.target.value)}
            />
          </FormField>
          <FormField id="campaign-gender" label={t('form.gender')} className="col-6 col-md-2">
            <select
              id="campaign-gender"
              className="form-select"
              value={draft.featured.gender}
              onChange={(event) =>
                featured('gender', event.target.value as CampaignDraft['featured']['gender'])
              }
            >
              <option value="">{t('form.gender_any')}</option>
              <option value="female">{t('form.gender_female')}</option>
              <option value="male">{t('form.gender_male')}</option>
            </select>
          </FormField>
          <FormField id="campaign-min-age" label={t('form.min_age')} className="col-6 col-md-2">
            <input
              id="campaign-min-age"
              className="form-control"
              type="number"
              min={MIN_MEMBER_AGE}
              max={MAX_MEMBER_AGE}
              value={draft.featured.min_age}
              onChange={(event) => featured('min_age', event.target.value)}
            />
          </FormField>
          <FormField id="campaign-max-age" label={t('form.max_age')} className="col-6 col-md-2">
            <input
              id="campaign-max-age"
              className="form-control"
              type="number"
              min={MIN_MEMBER_AGE}
              max={MAX_MEMBER_AGE}
              value={draft.featured.max_age}
              onChange={(event) => featured('max_age', event.target.value)}
            />
          </FormField>
          <FormField
            id="campaign-country"
            label={t('form.country')}
            help={t('form.country_help')}
            className="col-6 col-md-3"
          >
            <input
              id="campaign-country"
              className="form-control text-uppercase"
              maxLength={2}
              pattern="[A-Za-z]{2}"
              aria-describedby="campaign-country-help"
              value={draft.featured.country}
              onChange={(event) => featured('country', event.target.value.toUpperCase())}
            />
          </FormField>
          <FormField id="campaign-niche" label={t('form.niche')} className="col-6 col-md-3">
            <select
              id="campaign-niche"
              className="form-select"
              value={draft.featured.niche}
              onChange={(event) => featured('niche', event.target.value)}
            >
              <option value="">{t('form.niche_site')}</option>
              {[1, 2, 3, 4, 5, 6, 7].map((niche) => (
                <option key={niche} value={niche}>
                  {t(`form.niches.${niche}`)}
                </option>
              ))}
            </select>
          </FormField>
        </div>
      </fieldset>

      <fieldset className="mb-3">
        <legend className="h6">{t('form.partner')}</legend>
        <p className="form-text mt-0">{t('form.partner_help')}</p>
        <div className="row g-3">
          <FormField
            id="campaign-partner-name"
            label={t('form.partner_name')}
            className="col-12 col-md-4"
          >
            <input
              id="campaign-partner-name"
              className="form-control"
              maxLength={80}
              required={draft.partner.url !== ''}
              value={draft.partner.name}
              onChange={(event) => set('partner', { ...draft.partner, name: event.target.value })}
            />
          </FormField>
          <FormField
            id="campaign-partner-url"
            label={t('form.partner_url')}
            className="col-12 col-md-5"
          >
            <input
              id="campaign-partner-url"
              className="form-control"
              type="url"
              pattern="https://.*"
              maxLength={500}
              value={draft.partner.url}
              onChange={(event) => set('partner', { ...draft.partner, url: event.target.value })}
            />
          </FormField>
          <FormField
            id="campaign-partner-seconds"
            label={t('form.partner_seconds')}
            className="col-6 col-md-3"
          >
            <input
              id="campaign-partner-seconds"
              className="form-control"
              type="number"
              min={1}
              max={PARTNER_COUNTDOWN_MAX}
              required={draft.partner.url !== ''}
              value={draft.partner.seconds}
              onChange={(event) =>
                set('partner', { ...draft.partner, seconds: event.target.value })
              }
            />
          </FormField>
        </div>
      </fieldset>

      <fieldset className="mb-3">
        <legend className="h6">{t('form.tracking')}</legend>
        <p className="form-text mt-0">{t('form.tracking_help')}</p>
        <div className="row g-3">
          {trackingFields.map((field) => (
            <FormField key={field} id={`campaign-${field}`} label={field} className="col-6 col-md">
              <input
                id={`campaign-${field}`}
                className="form-control"
                maxLength={200}
                value={draft.tracking[field]}
                onChange={(event) =>
                  set('tracking', { ...draft.tracking, [field]: event.target.value })
                }
              />
            </FormField>
          ))}
        </div>
      </fieldset>
    </>
  );
}
