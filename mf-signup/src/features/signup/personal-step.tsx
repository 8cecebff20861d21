import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useGetOwnProfileQuery, useUpdateProfileMutation } from '@app/shared/bindings';
import type { ProfileUpdate } from '@app/shared/contracts';
import {
  ATTRIBUTE_CHOICES,
  ErrorAlert,
  ProfileAttributeFields,
  attributeAnswersOf,
  consentToSend,
  type AttributeAnswers,
} from '@app/shared/ui';
import { NAMESPACE } from '../../i18n';
import { StepActions } from './step-actions';

/** Step 3 (spec §2): personal details (§3 profile attributes) and interests. */
export function PersonalStep({ onDone, onBack }: { onDone: () => void; onBack?: () => void }) {
  const { t } = useTranslation([NAMESPACE, 'common']);
  const { data: profile } = useGetOwnProfileQuery();
  const [changes, setChanges] = useState<Partial<AttributeAnswers>>({});
  const [save, { isLoading, error }] = useUpdateProfileMutation();
  const answers = { ...attributeAnswersOf(profile), ...changes };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const update: Record<string, unknown> = {
      tattoos: answers.tattoos,
      interests: answers.interests,
      ...consentToSend(profile, answers),
    };
    // A list left on "choose" says nothing; it does not clear what was given.
    for (const [field] of ATTRIBUTE_CHOICES) if (answers[field]) update[field] = answers[field];
    if ('data' in (await save(update as ProfileUpdate))) onDone();
  };

  return (
    <form
      onSubmit={(event) => void submit(event)}
      noValidate
      aria-labelledby="signup-personal-title"
    >
      <h2 id="signup-personal-title" className="h4 mb-3">
        {t('personal.title')}
      </h2>
      <ProfileAttributeFields
        idPrefix="signup"
        answers={answers}
        onChange={(more) => setChanges({ ...changes, ...more })}
        consentGiven={profile?.sensitive_consent ?? false}
      />
      {error && (
        <div className="mt-3">
          <ErrorAlert error={error} />
        </div>
      )}
      <StepActions busy={isLoading} onSkip={onDone} onBack={onBack} />
    </form>
  );
}
