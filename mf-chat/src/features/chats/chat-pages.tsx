import { useState } from 'react';
import { Link, Navigate, useNavigate, useParams, useSearchParams } from 'react-router';
import { paths } from '@app/shared/values';
import { useTranslation } from 'react-i18next';
import { selectIsLoggedIn, useAppSelector } from '@app/shared';
import { useGetChatsQuery, useGetMemberQuery } from '@app/shared/bindings';
import {
  LoginRequired,
  MemberPhoto,
  NotFoundView,
  PageSpinner,
  SignupButton,
} from '@app/shared/ui';
import { NAMESPACE } from '../../i18n';
import { ChatList } from './chat-list';
import { useGetMessageRequestsQuery } from './api';
import { MessageRequests } from './message-requests';
import { HiddenMessages } from './hidden-messages';
import { Composer } from './composer';
import { Icebreakers } from './icebreakers';
import { Conversation } from './conversation';
import { partnerName } from './format';
import { lastChatOpened } from './last-opened';
import styles from './chats.module.scss';

/**
 * `/chats`: the conversation list; on a desktop a second pane beside it offers the conversation
 * last opened in this visit (spec §3 `last_chat_opened_profile`), or says to choose one.
 */
export function ChatsPage() {
  const { t } = useTranslation(NAMESPACE);
  const loggedIn = useAppSelector(selectIsLoggedIn);
  if (!loggedIn) return <LoginRequired />;
  return (
    <div className="flex-grow-1 overflow-auto">
      <div className="container py-3 d-flex gap-4">
        <div className={`flex-grow-1 ${styles.list}`}>
          <h1 className="h3 mb-3">{t('list.title')}</h1>
          <ChatsTabs />
        </div>
        <LastChatPane />
      </div>
    </div>
  );
}

/**
 * The conversations, and beside them the message requests waiting (issue 29 §1, `?tab=requests`
 * so that a link or a mail can open them), with how many.
 */
function ChatsTabs() {
  const { t } = useTranslation(NAMESPACE);
  const [params] = useSearchParams();
  const shown = params.get('tab');
  const requests = shown === 'requests';
  const hidden = shown === 'hidden';
  const { data } = useGetMessageRequestsQuery();
  const waiting = data?.requests.length ?? 0;
  const tab = (active: boolean) => `nav-link${active ? ' active' : ''}`;
  return (
    <>
      <nav className="nav nav-underline mb-3" aria-label={t('requests.tabs')}>
        <Link
          to="/chats"
          className={tab(!requests && !hidden)}
          aria-current={requests || hidden ? undefined : 'page'}
        >
          {t('requests.tab_chats')}
        </Link>
        <Link
          to={paths.messageRequests}
          className={tab(requests)}
          aria-current={requests ? 'page' : undefined}
        >
          {t('requests.tab_requests')}
          {waiting > 0 && (
            <span className="badge rounded-pill text-bg-primary ms-1">
              {waiting}
              <span className="visually-hidden"> {t('requests.waiting')}</span>
            </span>
          )}
        </Link>
        <Link
          to="/chats?tab=hidden"
          className={tab(hidden)}
          aria-current={hidden ? 'page' : undefined}
        >
          {t('hidden.tab')}
        </Link>
      </nav>
      {requests ? <MessageRequests /> : hidden ? <HiddenMessages /> : <ChatList />}
    </>
  );
}

/** The desktop's second pane on `/chats`: back to the last conversation, or choose one. */
function LastChatPane() {
  const { t } = useTranslation(NAMESPACE);
  const { data: chats } = useGetChatsQuery();
  const last = lastChatOpened();
  const chat = last && chats?.find((c) => c.conversation.id === last.conversationId);
  if (!chats || chats.length === 0) return null;
  return (
    <aside
      className="d-none d-md-flex flex-grow-1 align-items-center justify-content-center border rounded bg-body-tertiary p-4 text-center"
      aria-label={t('list.pane')}
    >
      {chat ? (
        <div>
          <p className="mb-2">{t('list.continue_text', { name: partnerName(chat, t) })}</p>
          <Link to={`/chats/${chat.conversation.id}`} className="btn btn-primary">
            {t('list.continue', { name: partnerName(chat, t) })}
          </Link>
        </div>
      ) : (
        <p className="mb-0 text-body-secondary">{t('list.choose')}</p>
      )}
    </aside>
  );
}

/** `/chats/{id}`: the conversation; on a desktop the list stays beside it. */
export function ConversationPage() {
  const { id } = useParams();
  const conversationId = Number(id);
  const loggedIn = useAppSelector(selectIsLoggedIn);
  if (!loggedIn) return <LoginRequired />;
  if (!Number.isInteger(conversationId) || conversationId <= 0)
    return <Navigate to="/chats" replace />;
  return (
    <div className={`d-flex container-md px-0 ${styles.page}`}>
      <aside className={`d-none d-md-block border-end overflow-auto ${styles.side}`}>
        <ChatList activeId={conversationId} />
      </aside>
      <div className={`flex-grow-1 ${styles.conversation}`}>
        <div className={styles.thread}>
          <Conversation key={conversationId} conversationId={conversationId} />
        </div>
      </div>
    </div>
  );
}

/**
 * `/members/{id}/chat`: write to a member from their profile. An existing conversation opens
 * in its place; otherwise the first message opens one. A visitor is offered sign-up with this
 * member featured.
 */
export function MemberChatPage() {
  const { id } = useParams();
  const memberId = Number(id);
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const { t } = useTranslation([NAMESPACE, 'common']);
  if (!loggedIn)
    return (
      <div className="container py-5 text-center">
        <p>{t('member_chat.visitor')}</p>
        <SignupButton className="btn btn-primary" profileId={memberId}>
          {t('member_chat.signup')}
        </SignupButton>
      </div>
    );
  return <NewConversation memberId={memberId} />;
}

function NewConversation({ memberId }: { memberId: number }) {
  const { t } = useTranslation([NAMESPACE, 'common']);
  const [suggestion, setSuggestion] = useState<{ text: string; at: number }>();
  const navigate = useNavigate();
  const { data: chats, isLoading: chatsLoading } = useGetChatsQuery();
  const existing = chats?.find((chat) => chat.profile.id === memberId);
  const {
    data: partner,
    isLoading,
    error,
  } = useGetMemberQuery(memberId, {
    skip: !!existing || chatsLoading,
  });
  if (existing) return <Navigate to={`/chats/${existing.conversation.id}`} replace />;
  if (chatsLoading || isLoading) return <PageSpinner />;
  if (error || !partner)
    return <NotFoundView back={{ to: '/chats', label: t('conversation.back') }} />;
  return (
    <div className={`d-flex container-md px-0 ${styles.page}`}>
      <div className={`flex-grow-1 ${styles.conversation}`}>
        <div className={`d-flex flex-column ${styles.thread}`}>
          <header className="d-flex align-items-center gap-2 border-bottom p-2">
            <Link
              to={paths.member(memberId)}
              className="btn btn-link px-1"
              aria-label={t('member_chat.back', { name: partner.name })}
            >
              ‹
            </Link>
            <MemberPhoto
              image={partner.main_image}
              name={partner.name}
              thumb
              className={`rounded-circle ${styles.avatar}`}
            />
            <h1 className="h5 mb-0">{t('member_chat.title', { name: partner.name })}</h1>
          </header>
          <div className="flex-grow-1 p-3 overflow-auto">
            <p className="text-body-secondary">{t('member_chat.empty', { name: partner.name })}</p>
            <p className="small text-body-secondary">
              {t('member_chat.request_hint', { name: partner.name })}
            </p>
            <Icebreakers onPick={(text) => setSuggestion({ text, at: Date.now() })} />
          </div>
          <Composer
            to={{ profile: memberId }}
            suggestion={suggestion}
            onSent={(answer) =>
              navigate(`/chats/${answer.message.conversation_id}`, { replace: true })
            }
          />
        </div>
      </div>
    </div>
  );
}
