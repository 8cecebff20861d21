import { useId, useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { selectIsLoggedIn, selectSettings, useAppSelector } from '@app/shared';
import { useGetChatsQuery } from '@app/shared/bindings';
import {
  COMPLAINT_DESCRIPTION_MAX_LENGTH,
  COMPLAINT_DESCRIPTION_MIN_LENGTH,
  COMPLAINT_SUBJECTS,
  type Complaint,
} from '@app/shared/contracts';
import { ErrorAlert, TextField, BusyButton } from '@app/shared/ui';
import { useFileComplaintMutation } from './api';

const looksLikeEmail = (value: string) => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value);
const positiveId = (value: string | null) => {
  const id = Number(value);
  return Number.isInteger(id) && id > 0 ? id : undefined;
};

type Subject = (typeof COMPLAINT_SUBJECTS)[number];
type Problems = Partial<Record<'subject' | 'description' | 'email', string>>;

/**
 * `/complaints` (spec §2 footer): a complaint to the site's customer service. Members may name
 * one of their conversations (a link from a profile names the member: `?member=`); visitors
 * give the address to answer to. A number confirms it; the support team answers by mail.
 */
export function ComplaintsPage() {
  const { t } = useTranslation(['shell', 'common']);
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const settings = useAppSelector(selectSettings);
  const [params] = useSearchParams();
  const { data: chats = [] } = useGetChatsQuery(undefined, { skip: !loggedIn });
  const [fileComplaint, { data: filed, isLoading, error }] = useFileComplaintMutation();
  const [subject, setSubject] = useState<Subject | ''>(params.get('member') ? 'member' : '');
  const [conversation, setConversation] = useState(params.get('conversation') ?? '');
  const [description, setDescription] = useState('');
  const [email, setEmail] = useState('');
  const [problems, setProblems] = useState<Problems>({});
  const memberId = positiveId(params.get('member'));
  const ids = { subject: useId(), conversation: useId(), description: useId() };

  if (filed)
    return (
      <div className="container py-5" style={{ maxWidth: 640 }}>
        <h1 className="h3 mb-3">{t('complaints.title')}</h1>
        <div className="alert alert-success" role="status">
          <p className="mb-1 fw-semibold">{t('complaints.thanks')}</p>
          <p className="mb-0">
            {t('complaints.received', { reference: filed.reference, email: filed.email })}
          </p>
        </div>
      </div>
    );

  const check = (): Problems => {
    const found: Problems = {};
    if (!subject) found.subject = t('complaints.subject_required');
    const length = description.trim().length;
    if (length < COMPLAINT_DESCRIPTION_MIN_LENGTH)
      found.description = t('complaints.description_short', {
        count: COMPLAINT_DESCRIPTION_MIN_LENGTH,
      });
    if (!loggedIn && !looksLikeEmail(email.trim())) found.email = t('complaints.email_invalid');
    return found;
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const found = check();
    setProblems(found);
    if (Object.keys(found).length > 0 || !subject) {
      const first = Object.keys(found)[0] as keyof Problems | undefined;
      if (first)
        document.getElementById(first === 'email' ? 'complaint-email' : ids[first])?.focus();
      return;
    }
    const complaint: Complaint = {
      subject,
      description: description.trim(),
      ...(positiveId(conversation) ? { conversation_id: positiveId(conversation) } : {}),
      ...(memberId ? { member_id: memberId } : {}),
      ...(loggedIn ? {} : { email: email.trim() }),
    };
    await fileComplaint(complaint);
  };

  const fieldClass = (problem?: string) => (problem ? ' is-invalid' : '');
  return (
    <div className="container py-4" style={{ maxWidth: 640 }}>
      <h1 className="h3 mb-2">{t('complaints.title')}</h1>
      <p className="text-body-secondary">{t('complaints.intro', { name: settings?.name ?? '' })}</p>
      <form onSubmit={onSubmit} noValidate>
        {error && <ErrorAlert error={error} />}
        <div className="mb-3">
          <label htmlFor={ids.subject} className="form-label">
            {t('complaints.subject')}
          </label>
          <select
            id={ids.subject}
            className={`form-select${fieldClass(problems.subject)}`}
            value={subject}
            aria-invalid={problems.subject ? true : undefined}
            aria-describedby={problems.subject ? `${ids.subject}-error` : undefined}
            onChange={(event) => setSubject(event.target.value as Subject | '')}
          >
            <option value="">{t('complaints.subject_choose')}</option>
            {COMPLAINT_SUBJECTS.map((value) => (
              <option key={value} value={value}>
                {t(`complaints.subjects.${value}`)}
              </option>
            ))}
          </select>
          {problems.subject && (
            <div id={`${ids.subject}-error`} className="invalid-feedback">
              {problems.subject}
            </div>
          )}
        </div>
        {loggedIn && chats.length > 0 && (
          <div className="mb-3">
            <label htmlFor={ids.conversation} className="form-label">
              {t('complaints.conversation')}
            </label>
            <select
              id={ids.conversation}
              className="form-select"
              value={conversation}
              onChange={(event) => setConversation(event.target.value)}
            >
              <option value="">{t('complaints.conversation_none')}</option>
              {chats.map((chat) => (
                <option key={chat.conversation.id} value={chat.conversation.id}>
                  {chat.profile.deleted ? t('complaints.deleted_member') : chat.profile.name}
                </option>
              ))}
            </select>
          </div>
        )}
        <div className="mb-3">
          <label htmlFor={ids.description} className="form-label">
            {t('complaints.description')}
          </label>
          <textarea
            id={ids.description}
            className={`form-control${fieldClass(problems.description)}`}
            rows={6}
            maxLength={COMPLAINT_DESCRIPTION_MAX_LENGTH}
            value={description}
            aria-invalid={problems.description ? true : undefined}
            aria-describedby={`${ids.description}-help${problems.description ? ` ${ids.description}-error` : ''}`}
            onChange={(event) => setDescription(event.target.value)}
          />
          {problems.description && (
            <div id={`${ids.description}-error`} className="invalid-feedback">
              {problems.description}
            </div>
          )}
          <div id={`${ids.description}-help`} className="form-text">
            {t('complaints.description_help', {
              count: description.length,
              max: COMPLAINT_DESCRIPTION_MAX_LENGTH,
            })}
          </div>
        </div>
        {!loggedIn && (
          <TextField
            className="mb-3"
            id="complaint-email"
            type="email"
            autoComplete="email"
            label={t('complaints.email')}
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            error={problems.email ?? null}
          />
        )}
        <BusyButton busy={isLoading}>{t('complaints.submit')}</BusyButton>
      </form>
    </div>
  );
}
