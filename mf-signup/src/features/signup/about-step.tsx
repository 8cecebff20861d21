import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useGetOwnProfileQuery, useUpdateProfileMutation } from '@app/shared/bindings';
import { ABOUT_MAX_LENGTH } from '@app/shared/contracts';
import { ErrorAlert } from '@app/shared/ui';
import { NAMESPACE } from '../../i18n';
import { StepActions } from './step-actions';

/** Step 2 (spec §2): a few words about oneself, shown on the profile. */
export function AboutStep({ onDone, onBack }: { onDone: () => void; onBack?: () => void }) {
  const { t } = useTranslation([NAMESPACE, 'common']);
  const { data: profile } = useGetOwnProfileQuery();
  const [about, setAbout] = useState<string | null>(null);
  const [save, { isLoading, error }] = useUpdateProfileMutation();
  const text = about ?? profile?.about ?? '';

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if ('data' in (await save({ about: text }))) onDone();
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-labelledby="signup-about-title">
      <h2 id="signup-about-title" className="h4">
        {t('about.title')}
      </h2>
      <label htmlFor="signup-about" className="form-label text-body-secondary">
        {t('about.label')}
      </label>
      <textarea
        id="signup-about"
        className="form-control"
        rows={5}
        maxLength={ABOUT_MAX_LENGTH}
        value={text}
        placeholder={t('about.placeholder')}
        aria-describedby="signup-about-count"
        onChange={(event) => setAbout(event.target.value)}
      />
      <div id="signup-about-count" className="form-text text-end">
        {t('message.count', { count: text.length, max: ABOUT_MAX_LENGTH })}
      </div>
      {error && <ErrorAlert error={error} />}
      <StepActions
        busy={isLoading}
        onSkip={onDone}
        onBack={onBack}
        canContinue={text.trim() !== ''}
      />
    </form>
  );
}
