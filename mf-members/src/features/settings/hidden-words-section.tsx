import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { HIDDEN_WORDS_MAX, HIDDEN_WORD_MAX_LENGTH } from '@app/shared/values';
import { ErrorAlert } from '@app/shared/ui';
import { NAMESPACE } from '../../i18n';
import { useGetHiddenWordsQuery, useSetHiddenWordsMutation } from './api';
import { Saved, SettingsSection } from './settings-section';

/**
 * Hidden words (issue 29 §1): words and emojis the member never wants to see, one per line.
 * Messages and requests with one go to the hidden folder of /chats — kept, never deleted.
 */
export function HiddenWordsSection() {
  const { t } = useTranslation(NAMESPACE);
  const { data, error: loadError, refetch } = useGetHiddenWordsQuery();
  const [save, { isLoading, error, isSuccess, reset }] = useSetHiddenWordsMutation();
  const [text, setText] = useState('');
  const [invalid, setInvalid] = useState<string | null>(null);
  useEffect(() => {
    if (data) setText(data.words.join('\n'));
  }, [data]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const words = text
      .split('\n')
      .map((word) => word.trim())
      .filter(Boolean);
    if (words.length > HIDDEN_WORDS_MAX)
      return setInvalid(t('settings.hidden_words.over_limit', { max: HIDDEN_WORDS_MAX }));
    if (words.some((word) => word.length > HIDDEN_WORD_MAX_LENGTH))
      return setInvalid(t('settings.hidden_words.too_long', { max: HIDDEN_WORD_MAX_LENGTH }));
    setInvalid(null);
    void save({ words });
  };

  return (
    <SettingsSection id="settings-hidden-words" title={t('settings.hidden_words.title')}>
      {loadError && <ErrorAlert error={loadError} onRetry={() => void refetch()} />}
      <form onSubmit={submit} noValidate>
        <label htmlFor="settings-hidden-words-list" className="form-label">
          {t('settings.hidden_words.label')}
        </label>
        <textarea
          id="settings-hidden-words-list"
          className={`form-control${invalid ? ' is-invalid' : ''}`}
          rows={4}
          value={text}
          disabled={!data}
          onChange={(event) => {
            setText(event.target.value);
            reset();
          }}
          aria-describedby="settings-hidden-words-help settings-hidden-words-error"
          aria-invalid={invalid ? true : undefined}
        />
        <div id="settings-hidden-words-error" className="invalid-feedback">
          {invalid}
        </div>
        <div id="settings-hidden-words-help" className="form-text mb-2">
          {t('settings.hidden_words.help')}
        </div>
        <button type="submit" className="btn btn-primary" disabled={!data || isLoading}>
          {t('settings.hidden_words.save')}
        </button>
        {isSuccess && <Saved>{t('settings.hidden_words.saved')}</Saved>}
      </form>
      {error && <ErrorAlert error={error} />}
    </SettingsSection>
  );
}
