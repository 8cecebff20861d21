import { useTranslation } from 'react-i18next';
import { useGetInterestsQuery } from '@app/shared/bindings';
import {
  bodyTypes,
  eyeColours,
  genders,
  hairColours,
  relationshipStatuses,
  sexualities,
} from '../contracts/values';
import { seekingChoices } from '../contracts/preferences';
import type { OwnProfile } from '../contracts/profile';

export type AttributeChoice =
  | 'gender'
  | 'seeking'
  | 'sexuality'
  | 'relationship_status'
  | 'body_type'
  | 'hair_colour'
  | 'eye_colour';

/**
 * The §3 attributes a member picks from a list, in the order the profile page shows them, with
 * whom they would like to meet after their gender (issue 49 §2: search starts from it).
 */
export const ATTRIBUTE_CHOICES: ReadonlyArray<readonly [AttributeChoice, readonly string[]]> = [
  ['gender', genders],
  ['seeking', seekingChoices],
  ['sexuality', sexualities],
  ['relationship_status', relationshipStatuses],
  ['body_type', bodyTypes],
  ['hair_colour', hairColours],
  ['eye_colour', eyeColours],
];

/** Asked whatever the site shows on profiles: search and the swipe game start from them. */
const ALWAYS_ASKED: ReadonlySet<AttributeChoice> = new Set(['gender', 'seeking']);

/** What the attribute fields hold: "" for a list left on "choose". */
export type AttributeAnswers = Record<AttributeChoice, string> & {
  tattoos: boolean;
  interests: string[];
  /** The member's yes to the site keeping their sexuality (asked with the first one). */
  sensitive_consent: boolean;
};

export function attributeAnswersOf(profile: OwnProfile | undefined): AttributeAnswers {
  return {
    ...Object.fromEntries(ATTRIBUTE_CHOICES.map(([field]) => [field, profile?.[field] ?? ''])),
    tattoos: profile?.tattoos ?? false,
    interests: profile?.interests ?? [],
    sensitive_consent: profile?.sensitive_consent ?? false,
  } as AttributeAnswers;
}

/**
 * What a form sends for the consent: `true` when the member gives it now, with a sexuality, on
 * a profile that had none (GDPR art. 9: the first sexuality needs it; the server refuses it
 * without).
 */
export function consentToSend(
  profile: OwnProfile | undefined,
  answers: AttributeAnswers,
): { sensitive_consent?: true } {
  return answers.sexuality && answers.sensitive_consent && !profile?.sensitive_consent
    ? { sensitive_consent: true }
    : {};
}

/**
 * The §3 personal attributes and interests as form fields: the sign-up's personal step and the
 * profile page ask them the same way. `shown` leaves out what the site does not show on
 * profiles (settings.visible_profile_fields; gender and whom to meet are always asked).
 */
export function ProfileAttributeFields({
  idPrefix,
  answers,
  onChange,
  consentGiven,
  shown = () => true,
}: {
  idPrefix: string;
  answers: AttributeAnswers;
  onChange: (changes: Partial<AttributeAnswers>) => void;
  /** The profile already holds the member's consent: it is not asked again. */
  consentGiven: boolean;
  shown?: (field: string) => boolean;
}) {
  const { t } = useTranslation('common');
  const { data: interests = [] } = useGetInterestsQuery();
  const toggleInterest = (key: string) =>
    onChange({
      interests: answers.interests.includes(key)
        ? answers.interests.filter((k) => k !== key)
        : [...answers.interests, key],
    });
  return (
    <>
      <div className="row g-3">
        {ATTRIBUTE_CHOICES.filter(([field]) => ALWAYS_ASKED.has(field) || shown(field)).map(
          ([field, values]) => (
            <div className="col-12 col-sm-6" key={field}>
              <label htmlFor={`${idPrefix}-${field}`} className="form-label">
                {t(`field.${field}`)}
              </label>
              <select
                id={`${idPrefix}-${field}`}
                className="form-select"
                value={answers[field]}
                onChange={(event) => onChange({ [field]: event.target.value })}
              >
                <option value="">{t('profile_form.choose')}</option>
                {values.map((value) => (
                  <option key={value} value={value}>
                    {field === 'gender' || field === 'seeking'
                      ? t(`${field}.${value}`)
                      : // "Divorcée" for a woman: French attributes agree with the member.
                        t(`attributes.${field}.${value}`, { context: answers.gender || undefined })}
                  </option>
                ))}
              </select>
              {field === 'sexuality' && answers.sexuality !== '' && !consentGiven && (
                <div className="form-check mt-2">
                  <input
                    id={`${idPrefix}-sensitive-consent`}
                    type="checkbox"
                    className="form-check-input"
                    checked={answers.sensitive_consent}
                    onChange={(event) => onChange({ sensitive_consent: event.target.checked })}
                  />
                  <label
                    htmlFor={`${idPrefix}-sensitive-consent`}
                    className="form-check-label small"
                  >
                    {t('profile_form.sensitive_consent')}
                  </label>
                </div>
              )}
            </div>
          ),
        )}
        {shown('tattoos') && (
          <div className="col-12">
            <div className="form-check">
              <input
                id={`${idPrefix}-tattoos`}
                type="checkbox"
                className="form-check-input"
                checked={answers.tattoos}
                onChange={(event) => onChange({ tattoos: event.target.checked })}
              />
              <label htmlFor={`${idPrefix}-tattoos`} className="form-check-label">
                {t('profile_form.tattoos')}
              </label>
            </div>
          </div>
        )}
      </div>
      {shown('interests') && (
        <fieldset className="mt-3">
          <legend className="form-label fs-6">{t('field.interests')}</legend>
          <div className="d-flex flex-wrap gap-2">
            {interests.map((key) => {
              const id = `${idPrefix}-interest-${key}`;
              return (
                <span key={key}>
                  <input
                    id={id}
                    type="checkbox"
                    className="btn-check"
                    checked={answers.interests.includes(key)}
                    onChange={() => toggleInterest(key)}
                  />
                  <label htmlFor={id} className="btn btn-sm btn-outline-primary rounded-pill">
                    {t(`interests.${key}`, { defaultValue: key })}
                  </label>
                </span>
              );
            })}
          </div>
        </fieldset>
      )}
    </>
  );
}
