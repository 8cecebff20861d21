import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { selectSettings, useAppSelector } from '@app/shared';
import { SIGNUP_MESSAGE_MAX_LENGTH } from '@app/shared/contracts';
import { MemberPhoto, BusyButton } from '@app/shared/ui';
import { NAMESPACE } from '../../i18n';
import { useGetSignupSuggestionQuery } from './api';

/**
 * Step 0 (spec §2): a first message to the featured profile, or to a suggested member when none
 * is featured. Sending it or skipping it creates the account; the message arrives as a real
 * conversation.
 */
export function MessageStep({
  profileId,
  message,
  busy,
  onChange,
  onSubmit,
  onBack,
}: {
  profileId: number | null;
  message: string;
  busy: boolean;
  onChange: (message: string) => void;
  /** `recipient` is null when the member skips the message. */
  onSubmit: (recipient: number | null) => void;
  onBack: () => void;
}) {
  const { t } = useTranslation(NAMESPACE);
  const settings = useAppSelector(selectSettings);
  const maxLength = Math.min(
    settings?.message_length ?? SIGNUP_MESSAGE_MAX_LENGTH,
    SIGNUP_MESSAGE_MAX_LENGTH,
  );
  const { data: recipient, isLoading } = useGetSignupSuggestionQuery(profileId);
  const [empty, setEmpty] = useState(false);

  const send = (event: FormEvent) => {
    event.preventDefault();
    if (!message.trim()) {
      setEmpty(true);
      return;
    }
    onSubmit(recipient?.id ?? null);
  };

  return (
    <form onSubmit={send} noValidate aria-labelledby="signup-message-title">
      <h2 id="signup-message-title" className="h4 mb-3">
        {recipient ? t('message.title', { name: recipient.name }) : t('message.title_nobody')}
      </h2>
      {isLoading && (
        <div className="spinner-border spinner-border-sm" role="status">
          <span className="visually-hidden">{t('common:loading')}</span>
        </div>
      )}
      {recipient && (
        <div className="d-flex align-items-center gap-3 mb-3">
          <MemberPhoto
            image={recipient.main_image}
            name={recipient.name}
            thumb
            className="rounded-circle"
            eager
          />
          <div>
            <div className="fw-semibold">{recipient.name}</div>
            <div className="text-body-secondary small">
              {t('common:age', { count: recipient.age })}
              {recipient.city ? ` · ${recipient.city}` : ''}
            </div>
          </div>
        </div>
      )}
      {recipient && (
        <div className="mb-3">
          <label htmlFor="signup-message" className="form-label">
            {t('message.label')}
          </label>
          <textarea
            id="signup-message"
            className={`form-control${empty ? ' is-invalid' : ''}`}
            rows={4}
            maxLength={maxLength}
            value={message}
            aria-invalid={empty || undefined}
            aria-describedby="signup-message-count"
            onChange={(event) => {
              setEmpty(false);
              onChange(event.target.value);
            }}
          />
          {empty && <div className="invalid-feedback">{t('message.empty')}</div>}
          <div id="signup-message-count" className="form-text text-end">
            {t('message.count', { count: message.length, max: maxLength })}
          </div>
        </div>
      )}
      <div className="d-flex flex-wrap gap-2 justify-content-between">
        <button type="button" className="btn btn-link px-0" onClick={onBack} disabled={busy}>
          {t('back')}
        </button>
        <div className="d-flex flex-wrap gap-2">
          <button
            type="button"
            className="btn btn-outline-secondary"
            disabled={busy}
            onClick={() => onSubmit(null)}
          >
            {t('message.skip')}
          </button>
          {recipient && <BusyButton busy={busy}>{t('message.send')}</BusyButton>}
        </div>
      </div>
    </form>
  );
}
