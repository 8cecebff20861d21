import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useBlockMemberMutation } from '@app/shared/bindings';
import type { MessageRequest } from '@app/shared/contracts';
import { ErrorAlert, PageSpinner, VerifiedBadge } from '@app/shared/ui';
import { NAMESPACE } from '../../i18n';
import { useDecideMessageRequestMutation, useGetMessageRequestsQuery } from './api';
import { ReceivedCard } from './received-card';

/**
 * Issue 29 §1: first messages from members the member has not matched with, each with who wrote
 * and what; accept (the conversation opens, the sender pays), decline (their credits go back,
 * they learn only that it was not accepted) or block.
 */
export function MessageRequests() {
  const { t } = useTranslation([NAMESPACE, 'common']);
  const { data, isLoading, error, refetch } = useGetMessageRequestsQuery();
  if (isLoading) return <PageSpinner />;
  if (error) return <ErrorAlert error={error} onRetry={() => void refetch()} />;
  if (!data?.requests.length)
    return <p className="text-body-secondary p-3">{t('requests.empty')}</p>;
  return (
    <>
      <p className="small text-body-secondary">{t('requests.lead')}</p>
      <ul className="list-group" aria-label={t('requests.label')}>
        {data.requests.map((request) => (
          <RequestCard key={request.conversation.id} request={request} />
        ))}
      </ul>
    </>
  );
}

function RequestCard({ request }: { request: MessageRequest }) {
  const { profile } = request;
  return (
    <ReceivedCard
      from={profile}
      message={request.message}
      heading={
        <div className="min-w-0">
          <div className="fw-semibold text-truncate">
            {profile.name}, {profile.age}
            <span className="ms-2">
              <VerifiedBadge verified={profile.verified} />
            </span>
          </div>
          {profile.city && <div className="small text-body-secondary">{profile.city}</div>}
        </div>
      }
    >
      <RequestDecision
        conversationId={request.conversation.id}
        memberId={profile.id}
        name={profile.name}
      />
    </ReceivedCard>
  );
}

/** Accept, decline or block: on a request's card, and above a conversation a request opened. */
export function RequestDecision({
  conversationId,
  memberId,
  name,
}: {
  conversationId: number;
  memberId: number;
  name: string;
}) {
  const { t } = useTranslation([NAMESPACE, 'common']);
  const navigate = useNavigate();
  const [decide, deciding] = useDecideMessageRequestMutation();
  const [block, blocking] = useBlockMemberMutation();
  const [failed, setFailed] = useState<unknown>(null);
  const busy = deciding.isLoading || blocking.isLoading;
  const run = async (work: () => Promise<{ error?: unknown }>, then?: () => void) => {
    setFailed(null);
    const result = await work();
    if (result.error) setFailed(result.error);
    else then?.();
  };
  return (
    <div>
      <div className="d-flex flex-wrap gap-2">
        <button
          type="button"
          className="btn btn-primary"
          disabled={busy}
          onClick={() =>
            void run(
              () => decide({ conversation: conversationId, decision: 'accept' }),
              () => navigate(`/chats/${conversationId}`),
            )
          }
        >
          {t('requests.accept', { name })}
        </button>
        <button
          type="button"
          className="btn btn-outline-secondary"
          disabled={busy}
          onClick={() =>
            void run(() => decide({ conversation: conversationId, decision: 'decline' }))
          }
        >
          {t('requests.decline')}
        </button>
        <button
          type="button"
          className="btn btn-outline-danger"
          disabled={busy}
          onClick={() =>
            void run(async () => {
              const declined = await decide({ conversation: conversationId, decision: 'decline' });
              return declined.error ? declined : block({ profile: memberId });
            })
          }
        >
          {t('requests.block', { name })}
        </button>
      </div>
      {failed !== null && <ErrorAlert error={failed as never} />}
    </div>
  );
}
