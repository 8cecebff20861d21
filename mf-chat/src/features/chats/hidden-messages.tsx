import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { HiddenMessage } from '@app/shared/contracts';
import { ErrorAlert, PageSpinner } from '@app/shared/ui';
import { paths } from '@app/shared/values';
import { NAMESPACE } from '../../i18n';
import { useGetHiddenMessagesQuery, useUnhideMessageMutation } from './api';
import { RequestDecision } from './message-requests';
import { ReceivedCard } from './received-card';
import { shortTime } from './format';

/**
 * Issue 29 §1, the hidden folder: messages and requests with one of the member's hidden words,
 * kept (never deleted), readable here, and shown where they were sent if the member wishes.
 */
export function HiddenMessages() {
  const { t } = useTranslation([NAMESPACE, 'common']);
  const { data, isLoading, error, refetch } = useGetHiddenMessagesQuery();
  if (isLoading) return <PageSpinner />;
  if (error) return <ErrorAlert error={error} onRetry={() => void refetch()} />;
  if (!data?.messages.length) return <p className="text-body-secondary p-3">{t('hidden.empty')}</p>;
  return (
    <>
      <p className="small text-body-secondary">{t('hidden.lead')}</p>
      <ul className="list-group" aria-label={t('hidden.label')}>
        {data.messages.map((hidden) => (
          <HiddenItem key={hidden.message.id} hidden={hidden} />
        ))}
      </ul>
    </>
  );
}

function HiddenItem({ hidden }: { hidden: HiddenMessage }) {
  const { t, i18n } = useTranslation([NAMESPACE, 'common']);
  const navigate = useNavigate();
  const [unhide, { isLoading, error }] = useUnhideMessageMutation();
  const { message, profile } = hidden;
  const show = async () => {
    const result = await unhide({ message: message.id, conversation: message.conversation_id });
    if (!('error' in result))
      navigate(hidden.request ? paths.messageRequests : `/chats/${message.conversation_id}`);
  };
  return (
    <ReceivedCard
      from={profile}
      message={message}
      heading={
        <>
          <span className="fw-semibold me-auto text-truncate">{profile.name}</span>
          <time className="small text-body-secondary" dateTime={message.sent_at}>
            {shortTime(message.sent_at, i18n.language)}
          </time>
        </>
      }
    >
      {hidden.request && (
        <div className="mb-2">
          <RequestDecision
            conversationId={message.conversation_id}
            memberId={profile.id}
            name={profile.name}
          />
        </div>
      )}
      <button
        type="button"
        className="btn btn-sm btn-link px-0"
        disabled={isLoading}
        onClick={() => void show()}
      >
        {hidden.request ? t('hidden.show_request') : t('hidden.show_message')}
      </button>
      {error && <ErrorAlert error={error} />}
    </ReceivedCard>
  );
}
