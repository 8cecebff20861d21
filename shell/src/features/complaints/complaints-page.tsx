import { useId, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { selectIsLoggedIn, selectSettings, useAppSelector } from '@app/shared';
import { useGetChatsQuery } from '@app/shared/bindings';
import {
  COMPLAINT_DESCRIPTION_MAX_LENGTH,
  COMPLAINT_DESCRIPTION_MIN_LENGTH,
  COMPLAINT_SUBJECTS,
  complaintFormSchema,
} from '@app/shared/contracts';
import { ErrorAlert, TextField, BusyButton } from '@app/shared/ui';
import { useContractForm, useFieldError } from '@app/shared/forms';
import { useFileComplaintMutation } from './api';
const positiveId = (value: string | null) => {
  const id = Number(value);
  return Number.isInteger(id) && id > 0 ? id : undefined;
};

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
  const [conversation, setConversation] = useState(params.get('conversation') ?? '');
  const memberId = positiveId(params.get('member'));
  const form = useContractForm(complaintFormSchema(!loggedIn), {
    ...(params.get('member') ? { subject: 'member' as const } : {}),
    description: '',
    email: '',
  });
  const fieldError = useFieldError(form, { count: COMPLAINT_DESCRIPTION_MIN_LENGTH });
  const problems = {
    subject: fieldError('subject'),
    description: fieldError('description'),
    email: fieldError('email'),
  };
  const description = form.watch('description');
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

  const onSubmit = form.handleSubmit(async ({ email, ...complaint }) => {
    const conversationId = positiveId(conversation);
    await fileComplaint({
      ...complaint,
      ...(loggedIn ? {} : { email }),
      ...(conversationId ? { conversation_id: conversationId } : {}),
      ...(memberId ? { member_id: memberId } : {}),
    });
  });

  const fieldClass = (problem: string | null) => (problem ? ' is-invalid' : '');
  return (
    <div className="container py-4" style={{ maxWidth: 640 }}>
      <h1 className="h3 mb-2">{t('complaints.title')}</h1>
      <p className="text-body-secondary">{t('complaints.intro', { name: settings?.name ?? '' })}</p>
      <form onSubmit={(event) => void onSubmit(event)} noValidate>
        {error && <ErrorAlert error={error} />}
        <div className="mb-3">
          <label htmlFor={ids.subject} className="form-label">
            {t('complaints.subject')}
          </label>
          <select
            id={ids.subject}
            className={`form-select${fieldClass(problems.subject)}`}
            aria-invalid={problems.subject ? true : undefined}
            aria-describedby={problems.subject ? `${ids.subject}-error` : undefined}
            {...form.register('subject')}
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
            aria-invalid={problems.description ? true : undefined}
            aria-describedby={`${ids.description}-help${problems.description ? ` ${ids.description}-error` : ''}`}
            {...form.register('description')}
          />
          {problems.description && (
            <div id={`${ids.description}-error`} className="invalid-feedback">
              {problems.description}
            </div>
          )}
          <div id={`${ids.description}-help`} className="form-text">
            {t('complaints.description_help', {
              count: description?.length ?? 0,
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
            {...form.register('email')}
            error={problems.email}
          />
        )}
        <BusyButton busy={isLoading}>{t('complaints.submit')}</BusyButton>
      </form>
    </div>
  );
}
