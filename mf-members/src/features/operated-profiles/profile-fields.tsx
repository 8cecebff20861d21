import {
  INTEREST_KEYS,
  MAX_MEMBER_AGE,
  MIN_MEMBER_AGE,
  bodyTypes,
  eyeColours,
  genders,
  hairColours,
  relationshipStatuses,
  sexualities,
  supportedLanguages,
  type OperatedProfile,
  type OperatedProfileCreate,
} from '@app/shared/contracts';
import { USERNAME_MAX_LENGTH, USERNAME_MIN_LENGTH } from '@app/shared/contracts';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../i18n';

/** The lists an operated profile's details are chosen from, in the member profile's order. */
const CHOICES = [
  ['sexuality', sexualities],
  ['relationship_status', relationshipStatuses],
  ['body_type', bodyTypes],
  ['hair_colour', hairColours],
  ['eye_colour', eyeColours],
] as const;
type Choice = (typeof CHOICES)[number][0];

/** What the form holds: text as typed, "" for a list left on "choose". */
export type ProfileDraft = {
  name: string;
  age: string;
  gender: string;
  country: string;
  city: string;
  tattoos: boolean;
  interests: string[];
  texts: Record<string, string>;
} & Record<Choice, string>;

export function draftOf(profile: OperatedProfile | null, country: string): ProfileDraft {
  return {
    name: profile?.name ?? '',
    age: profile ? String(profile.age) : '',
    gender: profile?.gender ?? '',
    country: profile?.country ?? country,
    city: profile?.city ?? '',
    ...(Object.fromEntries(CHOICES.map(([field]) => [field, profile?.[field] ?? ''])) as Record<
      Choice,
      string
    >),
    tattoos: profile?.tattoos ?? false,
    interests: profile?.interests ?? [],
    texts: Object.fromEntries(
      supportedLanguages.map((language) => [language, profile?.texts[language] ?? '']),
    ),
  };
}

/** The draft as the API takes it (the browser checked what is required). */
export function payloadOf(draft: ProfileDraft): OperatedProfileCreate {
  const chosen = (value: string) => (value === '' ? null : value);
  return {
    name: draft.name.trim(),
    age: Number(draft.age),
    gender: draft.gender as OperatedProfileCreate['gender'],
    country: draft.country,
    city: draft.city.trim() === '' ? null : draft.city.trim(),
    ...(Object.fromEntries(CHOICES.map(([field]) => [field, chosen(draft[field])])) as object),
    tattoos: draft.tattoos,
    interests: draft.interests as OperatedProfileCreate['interests'],
    texts: draft.texts,
  };
}

/** The form's fields; `countries` are those the site serves. */
export function ProfileFields({
  draft,
  onChange,
  countries,
}: {
  draft: ProfileDraft;
  onChange: (changes: Partial<ProfileDraft>) => void;
  countries: readonly string[];
}) {
  const { t } = useTranslation([NAMESPACE, 'common']);
  const label = (key: string) => t(`operated_profiles.fields.${key}`);
  const toggleInterest = (key: string) =>
    onChange({
      interests: draft.interests.includes(key)
        ? draft.interests.filter((k) => k !== key)
        : [...draft.interests, key],
    });
  const choose = <option value="">{t('common:profile_form.choose')}</option>;
  return (
    <>
      <div className="row g-3">
        <div className="col-12 col-md-6">
          <label htmlFor="op-name" className="form-label">
            {label('name')}
          </label>
          <input
            id="op-name"
            className="form-control"
            required
            minLength={USERNAME_MIN_LENGTH}
            maxLength={USERNAME_MAX_LENGTH}
            value={draft.name}
            onChange={(event) => onChange({ name: event.target.value })}
          />
        </div>
        <div className="col-6 col-md-3">
          <label htmlFor="op-age" className="form-label">
            {label('age')}
          </label>
          <input
            id="op-age"
            type="number"
            className="form-control"
            required
            min={MIN_MEMBER_AGE}
            max={MAX_MEMBER_AGE}
            value={draft.age}
            onChange={(event) => onChange({ age: event.target.value })}
          />
        </div>
        <div className="col-6 col-md-3">
          <label htmlFor="op-gender" className="form-label">
            {t('common:field.gender')}
          </label>
          <select
            id="op-gender"
            className="form-select"
            required
            value={draft.gender}
            onChange={(event) => onChange({ gender: event.target.value })}
          >
            {choose}
            {genders.map((gender) => (
              <option key={gender} value={gender}>
                {t(`common:gender.${gender}`)}
              </option>
            ))}
          </select>
        </div>
        <div className="col-12 col-md-6">
          <label htmlFor="op-country" className="form-label">
            {label('country')}
          </label>
          <select
            id="op-country"
            className="form-select"
            required
            value={draft.country}
            onChange={(event) => onChange({ country: event.target.value })}
          >
            {[...new Set([...countries, draft.country])].filter(Boolean).map((country) => (
              <option key={country} value={country}>
                {t(`common:country.${country}`, country)}
              </option>
            ))}
          </select>
        </div>
        <div className="col-12 col-md-6">
          <label htmlFor="op-city" className="form-label">
            {label('city')}
          </label>
          <input
            id="op-city"
            className="form-control"
            maxLength={100}
            value={draft.city}
            onChange={(event) => onChange({ city: event.target.value })}
          />
        </div>
      </div>

      <fieldset className="mt-4">
        <legend className="h6">{label('texts')}</legend>
        <p className="small text-body-secondary">{label('texts_hint')}</p>
        {supportedLanguages.map((language) => (
          <div className="mb-3" key={language}>
            <label htmlFor={`op-about-${language}`} className="form-label">
              {t('operated_profiles.fields.about', {
                language: t(`common:language.${language}`),
              })}
            </label>
            <textarea
              id={`op-about-${language}`}
              lang={language}
              className="form-control"
              rows={3}
              maxLength={2000}
              value={draft.texts[language] ?? ''}
              onChange={(event) =>
                onChange({ texts: { ...draft.texts, [language]: event.target.value } })
              }
            />
          </div>
        ))}
      </fieldset>

      <fieldset className="mt-2">
        <legend className="h6">{label('details')}</legend>
        <div className="row g-3">
          {CHOICES.map(([field, values]) => (
            <div className="col-12 col-sm-6 col-lg-4" key={field}>
              <label htmlFor={`op-${field}`} className="form-label">
                {t(`common:field.${field}`)}
              </label>
              <select
                id={`op-${field}`}
                className="form-select"
                value={draft[field]}
                onChange={(event) => onChange({ [field]: event.target.value })}
              >
                {choose}
                {values.map((value) => (
                  <option key={value} value={value}>
                    {t(`common:attributes.${field}.${value}`, {
                      context: draft.gender || undefined,
                    })}
                  </option>
                ))}
              </select>
            </div>
          ))}
          <div className="col-12">
            <div className="form-check">
              <input
                id="op-tattoos"
                type="checkbox"
                className="form-check-input"
                checked={draft.tattoos}
                onChange={(event) => onChange({ tattoos: event.target.checked })}
              />
              <label htmlFor="op-tattoos" className="form-check-label">
                {t('common:field.tattoos')}
              </label>
            </div>
          </div>
        </div>
      </fieldset>

      <fieldset className="mt-3">
        <legend className="form-label fs-6">{t('common:field.interests')}</legend>
        <div className="d-flex flex-wrap gap-2">
          {INTEREST_KEYS.map((key) => (
            <span key={key}>
              <input
                id={`op-interest-${key}`}
                type="checkbox"
                className="btn-check"
                checked={draft.interests.includes(key)}
                onChange={() => toggleInterest(key)}
              />
              <label
                htmlFor={`op-interest-${key}`}
                className="btn btn-sm btn-outline-primary rounded-pill"
              >
                {t(`common:interests.${key}`, { defaultValue: key })}
              </label>
            </span>
          ))}
        </div>
      </fieldset>
    </>
  );
}
