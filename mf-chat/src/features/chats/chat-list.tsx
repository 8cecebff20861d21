import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { badgeLabel, describeApiError } from '@app/shared/utils';
import { useGetChatsQuery } from '@app/shared/bindings';
import type { ChatSummary } from '@app/shared/contracts';
import { ConfirmDialog, ErrorAlert, MemberPhoto, VerifiedBadge } from '@app/shared/ui';
import { NAMESPACE } from '../../i18n';
import styles from './chats.module.scss';
import { useRemoveChatMutation } from './api';
import { partnerName, shortTime } from './format';
import { MessagePreview } from './message-content';

/**
 * The conversation list (spec §2, at most 400 px wide): photo, name, last message, time and the
 * unread count; the progress indicator only on the first load.
 */
export function ChatList({ activeId }: { activeId?: number }) {
  const { t, i18n } = useTranslation([NAMESPACE, 'common']);
  const { data: chats, isLoading, error, refetch } = useGetChatsQuery();
  const [remove] = useRemoveChatMutation();
  const navigate = useNavigate();
  // Removing asks first (issue 25 §2): a tap next to a name is easily a slip.
  const [asking, setAsking] = useState<ChatSummary | null>(null);

  const removeChat = async (chat: ChatSummary) => {
    setAsking(null);
    // The open conversation closes with it: back to the list.
    if (chat.conversation.id === activeId) navigate('/chats', { replace: true });
    const result = await remove({ conversation: chat.conversation.id });
    if ('error' in result) {
      // Spec §8: a browser alert with the error; the list is reloaded (done by the endpoint).
      window.alert(t(`common:${describeApiError(result.error as never).key}`));
    }
  };

  if (isLoading)
    return (
      <div className="d-flex justify-content-center py-4" role="status">
        <span className="spinner-border" aria-hidden="true" />
        <span className="visually-hidden">{t('common:loading')}</span>
      </div>
    );
  if (error) return <ErrorAlert error={error} onRetry={() => void refetch()} />;
  if (!chats?.length) return <p className="text-body-secondary p-3">{t('list.empty')}</p>;

  return (
    <>
      {asking && (
        <ConfirmDialog
          title={t('list.remove_title', { name: partnerName(asking, t) })}
          cancelLabel={t('list.remove_cancel')}
          confirmLabel={t('list.remove_confirm')}
          onCancel={() => setAsking(null)}
          onConfirm={() => void removeChat(asking)}
        >
          {t('list.remove_text', { name: partnerName(asking, t) })}
        </ConfirmDialog>
      )}
      <ul className="list-group list-group-flush" aria-label={t('list.label')}>
        {chats.map((chat) => {
          const name = partnerName(chat, t);
          const unread = badgeLabel(chat.num_unread_messages);
          const active = chat.conversation.id === activeId;
          return (
            <li
              key={chat.conversation.id}
              className={`list-group-item d-flex align-items-center gap-2 px-2${active ? ' bg-body-tertiary' : ''}`}
            >
              <Link
                to={`/chats/${chat.conversation.id}`}
                className="d-flex align-items-center gap-2 flex-grow-1 text-reset text-decoration-none min-w-0"
                aria-current={active ? 'page' : undefined}
              >
                <MemberPhoto
                  image={chat.profile.main_image}
                  name={name}
                  thumb
                  className={`rounded-circle flex-shrink-0 ${styles.avatar}`}
                />
                <span className="flex-grow-1 overflow-hidden">
                  <span className="d-flex justify-content-between gap-2">
                    <span className={`text-truncate${unread ? ' fw-semibold' : ''}`}>
                      {name} <VerifiedBadge verified={chat.profile.verified} />
                      {chat.request_status && (
                        <span className="badge text-bg-light border ms-2">
                          {t(
                            chat.request_status === 'pending'
                              ? 'requests.sent'
                              : 'requests.not_accepted_short',
                          )}
                        </span>
                      )}
                    </span>
                    {chat.last_message && (
                      <time
                        className="small text-body-secondary flex-shrink-0"
                        dateTime={chat.last_message.sent_at}
                      >
                        {shortTime(chat.last_message.sent_at, i18n.language)}
                      </time>
                    )}
                  </span>
                  <span className="d-flex justify-content-between gap-2">
                    <span className="small text-body-secondary text-truncate">
                      {chat.last_message ? (
                        <>
                          {chat.last_message.from_me && t('list.you')}
                          <MessagePreview message={chat.last_message} />
                        </>
                      ) : (
                        t('list.no_messages')
                      )}
                    </span>
                    {unread && (
                      <span className="badge rounded-pill text-bg-secondary">
                        {unread}
                        <span className="visually-hidden"> {t('list.unread')}</span>
                      </span>
                    )}
                  </span>
                </span>
              </Link>
              <button
                type="button"
                className="btn btn-sm btn-link text-body-secondary flex-shrink-0"
                aria-label={t('list.remove', { name })}
                onClick={() => setAsking(chat)}
              >
                ×
              </button>
            </li>
          );
        })}
      </ul>
    </>
  );
}
