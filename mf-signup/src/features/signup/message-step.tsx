import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { selectSettings, useAppSelector } from '@app/shared';
import { SIGNUP_MESSAGE_MAX_LENGTH, ageOn } from '@app/shared/contracts';
import { useFictionalWords } from '@app/shared';
import { MemberPhoto, BusyButton } from '@app/shared/ui';
import { NAMESPACE } from '../../i18n';
import { useGetSignupSuggestionQuery } from './api';
import { seekingChoices, type Seeking } from '@app/shared/values';
import styles from './message-step.module.scss';

/**
 * Step 0 (spec §2): a first message to the featured profile, or, when none is featured, to a
 * member who fits whom the visitor would like to meet (asked first, issue 25 §2). A profile the
 * site operates says so, as everywhere. Sending it or skipping it creates the account; the
 * message arrives as a real conversation, which does not use up a free conversation.
 */
export function MessageStep({
  profileId,
  dateOfBirth,
  seeking,
  onSeeking,
  message,
  busy,
  onChange,
  onSubmit,
  onBack,
}: {
  profileId: number | null;
  /** The account step's date of birth: the suggestion is of about the visitor's age. */
  dateOfBirth: string;
  seeking: Seeking | '';
  onSeeking: (seeking: Seeking) => void;
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
  const fictional = useFictionalWords();
  // Whom to meet is asked only when nobody is featured (a landing's visitor chose whom to write).
  const asks = profileId === null;
  const age = dateOfBirth ? ageOn(dateOfBirth, new Date()) : undefined;
  const { data: recipient, isLoading } = useGetSignupSuggestionQuery(
    {
      profile: profileId,
      ...(seeking && seeking !== 'any' ? { seeking } : {}),
      ...(age !== undefined && age > 0 ? { age } : {}),
    },
    { skip: asks && seeking === '' },
  );
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
        {recipient
          ? t('message.title', { name: recipient.name })
          : asks && seeking === ''
            ? t('message.meet_title')
            : t('message.title_nobody')}
      </h2>
      {asks && (
        <fieldset className="mb-3">
          <legend className="form-label fs-6">{t('message.meet')}</legend>
          <div className="d-flex flex-wrap gap-2">
            {seekingChoices.map((choice) => (
              <div key={choice}>
                <input
                  type="radio"
                  className="btn-check"
                  name="signup-seeking"
                  id={`signup-seeking-${choice}`}
                  checked={seeking === choice}
                  onChange={() => onSeeking(choice)}
                />
                <label className="btn btn-outline-primary" htmlFor={`signup-seeking-${choice}`}>
                  {t(`seeking.${choice}`, { ns: 'common' })}
                </label>
              </div>
            ))}
          </div>
        </fieldset>
      )}
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
            sizes="96px"
            className={`rounded-circle ${styles.recipient}`}
            eager
          />
          <div>
            <div className="fw-semibold">
              {recipient.name}
              {recipient.fictional && settings?.fictional_icon === 'yes' && (
                <span className="badge text-bg-warning ms-2" data-testid="recipient-fictional">
                  {fictional.label}
                </span>
              )}
            </div>
            <div className="text-body-secondary small">
              {t('common:age', { count: recipient.age })}
              {recipient.city ? ` · ${recipient.city}` : ''}
            </div>
            {recipient.fictional && settings?.fictional_warning === 'yes' && (
              <div className="small text-body-secondary">
                {t('common:fictional.warning', {
                  name: recipient.name,
                  profile: fictional.singular,
                })}
              </div>
            )}
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
