import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  bodyTypes,
  eyeColours,
  genders,
  hairColours,
  relationshipStatuses,
  sexualities,
  useGetInterestsQuery,
  useGetOwnProfileQuery,
  useUpdateProfileMutation,
  type OwnProfile,
  type ProfileUpdate,
} from '@app/shared';
import { ErrorAlert } from '@app/shared/ui';
import { NAMESPACE } from '../../i18n';
import { StepActions } from './step-actions';

type Choice =
  'gender' | 'sexuality' | 'relationship_status' | 'body_type' | 'hair_colour' | 'eye_colour';

/** The §3 attributes a member picks from a list, in the order the profile page shows them. */
const CHOICES: ReadonlyArray<readonly [Choice, readonly string[]]> = [
  ['gender', genders],
  ['sexuality', sexualities],
  ['relationship_status', relationshipStatuses],
  ['body_type', bodyTypes],
  ['hair_colour', hairColours],
  ['eye_colour', eyeColours],
];

/** What the form holds: the stored profile with the member's changes on top. */
function initialAnswers(profile: OwnProfile | undefined) {
  return {
    ...Object.fromEntries(CHOICES.map(([field]) => [field, profile?.[field] ?? ''])),
    tattoos: profile?.tattoos ?? false,
    interests: profile?.interests ?? [],
  } as Record<Choice, string> & { tattoos: boolean; interests: string[] };
}

/** Step 3 (spec §2): personal details (§3 profile attributes) and interests. */
export function PersonalStep({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation([NAMESPACE, 'common']);
  const { data: profile } = useGetOwnProfileQuery();
  const { data: interests = [] } = useGetInterestsQuery();
  const [changes, setChanges] = useState<Partial<ReturnType<typeof initialAnswers>>>({});
  const [save, { isLoading, error }] = useUpdateProfileMutation();
  const answers = { ...initialAnswers(profile), ...changes };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const update: Record<string, unknown> = {
      tattoos: answers.tattoos,
      interests: answers.interests,
    };
    // A list left on "choose" says nothing; it does not clear what was given.
    for (const [field] of CHOICES) if (answers[field]) update[field] = answers[field];
    if ('data' in (await save(update as ProfileUpdate))) onDone();
  };

  const toggleInterest = (key: string) =>
    setChanges({
      ...changes,
      interests: answers.interests.includes(key)
        ? answers.interests.filter((k) => k !== key)
        : [...answers.interests, key],
    });

  return (
    <form
      onSubmit={(event) => void submit(event)}
      noValidate
      aria-labelledby="signup-personal-title"
    >
      <h2 id="signup-personal-title" className="h4 mb-3">
        {t('personal.title')}
      </h2>
      <div className="row g-3">
        {CHOICES.map(([field, values]) => (
          <div className="col-12 col-sm-6" key={field}>
            <label htmlFor={`signup-${field}`} className="form-label">
              {t(`common:field.${field}`)}
            </label>
            <select
              id={`signup-${field}`}
              className="form-select"
              value={answers[field]}
              onChange={(event) => setChanges({ ...changes, [field]: event.target.value })}
            >
              <option value="">{t('personal.choose')}</option>
              {values.map((value) => (
                <option key={value} value={value}>
                  {field === 'gender'
                    ? t(`common:gender.${value}`)
                    : t(`common:attributes.${field}.${value}`)}
                </option>
              ))}
            </select>
          </div>
        ))}
        <div className="col-12">
          <div className="form-check">
            <input
              id="signup-tattoos"
              type="checkbox"
              className="form-check-input"
              checked={answers.tattoos}
              onChange={(event) => setChanges({ ...changes, tattoos: event.target.checked })}
            />
            <label htmlFor="signup-tattoos" className="form-check-label">
              {t('personal.tattoos')}
            </label>
          </div>
        </div>
      </div>
      <fieldset className="mt-3">
        <legend className="form-label fs-6">{t('common:field.interests')}</legend>
        <div className="d-flex flex-wrap gap-2">
          {interests.map((key) => {
            const id = `signup-interest-${key}`;
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
                  {t(`common:interests.${key}`, { defaultValue: key })}
                </label>
              </span>
            );
          })}
        </div>
      </fieldset>
      {error && (
        <div className="mt-3">
          <ErrorAlert error={error} />
        </div>
      )}
      <StepActions busy={isLoading} onSkip={onDone} />
    </form>
  );
}
