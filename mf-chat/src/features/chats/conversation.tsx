import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import {
  conversationOpened,
  selectSettings,
  selectUser,
  useAppSelector,
  useFictionalWords,
} from '@app/shared';
import { MESSAGE_REQUEST_DAYS, paths } from '@app/shared/values';
import {
  useGetChatsQuery,
  useGetMemberQuery,
  useResendActivationMailMutation,
} from '@app/shared/bindings';
import { ErrorAlert, MemberPhoto, SafetyActions, VerifiedBadge } from '@app/shared/ui';
import type { MessagesResponse } from '@app/shared/contracts';
import { NAMESPACE } from '../../i18n';
import { rememberChatOpened } from './last-opened';
import styles from './chats.module.scss';
import {
  messagesInOrder,
  useGetMessageRequestsQuery,
  useGetMessagesInfiniteQuery,
  useReadChatMutation,
} from './api';
import { RequestDecision } from './message-requests';
import { Composer } from './composer';
import { Icebreakers } from './icebreakers';
import { useIsTyping } from './typing';
import { dayAndTime, partnerName, shortTime } from './format';
import { MessageContent } from './message-content';

/** Spec §4: while the member's address is unconfirmed, whom they write to cannot reply. */
function ConfirmEmailNotice() {
  const { t } = useTranslation(NAMESPACE);
  const [resend, { isLoading, isSuccess }] = useResendActivationMailMutation();
  return (
    <div className="alert alert-info py-2 mx-2 mt-2 mb-0 small" role="status">
      {t('conversation.confirm_email')}{' '}
      {isSuccess ? (
        <strong>{t('conversation.activation_sent')}</strong>
      ) : (
        <button
          type="button"
          className="btn btn-link btn-sm p-0 align-baseline"
          disabled={isLoading}
          onClick={() => void resend()}
        >
          {t('conversation.resend_activation')}
        </button>
      )}
    </div>
  );
}

/**
 * Issue 29 §1, a conversation a request opened: its sender waits (the credits held, not spent)
 * or learns it was not accepted (the credits came back); its recipient accepts, declines or
 * blocks — or simply replies, which accepts.
 */
function RequestNotice({
  conversationId,
  request,
  name,
}: {
  conversationId: number;
  request: NonNullable<MessagesResponse['request']>;
  name: string;
}) {
  const { t, i18n } = useTranslation(NAMESPACE);
  const { data } = useGetMessageRequestsQuery(undefined, { skip: request.from_me });
  const settings = useAppSelector(selectSettings);
  if (request.from_me)
    return (
      <div className="alert alert-info small mx-2 mt-2 mb-0" role="status">
        {request.status === 'pending' && request.held_until && (
          // Issue 49 §1: held by the new accounts' quarantine — said, with when and the way past it.
          <p className="mb-2" data-testid="request-held">
            {t('requests.held_text', {
              name,
              when: dayAndTime(request.held_until, i18n.language),
            })}{' '}
            <Link to={`${paths.profile}#verification`}>{t('requests.held_verify')}</Link>
          </p>
        )}
        <p className="mb-0">
          {request.status === 'pending'
            ? t('requests.waiting_text', {
                name,
                count: settings?.message_credits ?? 0,
                days: MESSAGE_REQUEST_DAYS,
              })
            : t('requests.not_accepted', { name })}
        </p>
      </div>
    );
  const waiting = data?.requests.find((r) => r.conversation.id === conversationId);
  if (!waiting) return null;
  return (
    <div className="alert alert-info small mx-2 mt-2 mb-0">
      <p className="mb-2">{t('requests.received_text', { name: waiting.profile.name })}</p>
      <RequestDecision
        conversationId={conversationId}
        memberId={waiting.profile.id}
        name={waiting.profile.name}
      />
    </div>
  );
}

/**
 * One conversation (spec §2): messages oldest to newest, older ones loaded on scrolling up;
 * opening it, and every new message while it is open, marks it read everywhere at once.
 * Messages are text, never HTML.
 */
export function Conversation({ conversationId }: { conversationId: number }) {
  const { t, i18n } = useTranslation([NAMESPACE, 'common']);
  const fictionalWords = useFictionalWords();
  const { data: chats, refetch: refetchChats } = useGetChatsQuery();
  const chat = chats?.find((c) => c.conversation.id === conversationId);
  const { data, error, isLoading, refetch, fetchNextPage, hasNextPage, isFetchingNextPage } =
    useGetMessagesInfiniteQuery(conversationId);
  // Issue 49 §8: the conversation is gone (the other member blocked this one, or it was taken
  // off the list): said quietly, without a retry that cannot help or a composer, and the list
  // read again so it goes from there too.
  const gone = error !== undefined && 'status' in error && error.status === 404;
  useEffect(() => {
    if (gone) void refetchChats();
  }, [gone, refetchChats]);
  const messages = messagesInOrder(data?.pages);
  const newest = messages.at(-1);
  const settings = useAppSelector(selectSettings);
  const me = useAppSelector(selectUser);
  const { data: partner } = useGetMemberQuery(chat?.profile.id ?? 0, {
    skip: !chat || chat.profile.deleted,
  });
  const fictional = partner?.fictional === true;
  // Read receipts: the last of one's own messages the other member has read.
  const otherReadUpTo = data?.pages[0]?.other_read_up_to ?? 0;
  const seenId = messages.findLast((m) => m.from_me && m.id <= otherReadUpTo)?.id;
  // The oldest page loaded says whether the site hides what came before (spec §8).
  const historyLimited = !hasNextPage && data?.pages.at(-1)?.history_limited === true;

  // While it is open, its new messages are read at once: the list does not count them unread.
  useEffect(() => conversationOpened(conversationId), [conversationId]);
  const partnerId = chat?.profile.id;
  useEffect(() => {
    if (partnerId !== undefined) rememberChatOpened(conversationId, partnerId);
  }, [conversationId, partnerId]);
  const [read] = useReadChatMutation();
  const scroller = useRef<HTMLDivElement>(null);
  const top = useRef<HTMLDivElement>(null);
  const readUpTo = useRef(0);
  const [suggestion, setSuggestion] = useState<{ text: string; at: number }>();
  const typingNow = useIsTyping(conversationId);

  // Read up to the newest message, once per new message (the list and badges drop at once).
  useEffect(() => {
    if (!newest || newest.id <= readUpTo.current) return;
    readUpTo.current = newest.id;
    void read({ conversation: conversationId, read_up_to: newest.id });
  }, [newest, conversationId, read]);

  // New messages at the bottom scroll into view; older pages keep the reader's place.
  const lastNewest = useRef<number | undefined>(undefined);
  useLayoutEffect(() => {
    const box = scroller.current;
    if (!box || !newest || newest.id === lastNewest.current) return;
    lastNewest.current = newest.id;
    box.scrollTop = box.scrollHeight;
  }, [newest]);

  // Scrolling up to the top loads the page before.
  useEffect(() => {
    const sentinel = top.current;
    if (!sentinel || !hasNextPage || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting) && !isFetchingNextPage) {
        const box = scroller.current;
        const before = box ? box.scrollHeight - box.scrollTop : 0;
        void fetchNextPage().then(() => {
          if (box) box.scrollTop = box.scrollHeight - before;
        });
      }
    });
    observer.observe(sentinel);
    return () => observer.disconnect();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage]);

  const name = chat ? partnerName(chat, t) : '';
  const request = data?.pages[0]?.request ?? null;
  // The sender of a request writes again once it is accepted.
  const waitingOnOther = request?.from_me === true;
  return (
    <section className="d-flex flex-column h-100" aria-labelledby="conversation-title">
      {/* Who, then what one can do: on a phone the actions go under the name rather than cut
          it to "Luc…" (issue 49 §10). */}
      <header className="d-flex flex-wrap align-items-center column-gap-2 border-bottom p-2">
        <div
          className={`d-flex flex-wrap align-items-center column-gap-2 flex-grow-1 ${styles.who}`}
        >
          <Link
            to={paths.chats}
            className="btn btn-link d-md-none px-1"
            aria-label={t('conversation.back')}
          >
            ‹
          </Link>
          {chat && (
            <MemberPhoto
              image={chat.profile.main_image}
              name={name}
              thumb
              className={`rounded-circle ${styles.avatar}`}
            />
          )}
          <h1 id="conversation-title" className={`h5 mb-0 text-truncate ${styles.name}`}>
            {chat && !chat.profile.deleted ? (
              <Link to={paths.member(chat.profile.id)} className="text-reset">
                {name}
              </Link>
            ) : (
              name || t('conversation.title')
            )}
          </h1>
          {chat && <VerifiedBadge verified={chat.profile.verified} />}
          {fictional && settings?.fictional_icon === 'yes' && (
            <span className="badge text-bg-warning flex-shrink-0">{fictionalWords.label}</span>
          )}
          {partner?.online && (
            <span className="small text-success text-nowrap">
              <span aria-hidden="true">● </span>
              {t('conversation.online')}
            </span>
          )}
        </div>
        {chat && !chat.profile.deleted && (
          <SafetyActions memberId={chat.profile.id} name={name} leaveTo={paths.chats} />
        )}
      </header>
      {fictional && settings?.fictional_warning === 'yes' && (
        <p className="small text-body-secondary border-bottom px-3 py-2 mb-0">
          {t('common:fictional.warning', { name, profile: fictionalWords.singular })}
        </p>
      )}
      {me?.status === 'not_confirmed' && <ConfirmEmailNotice />}
      {request && <RequestNotice conversationId={conversationId} request={request} name={name} />}
      {/* Scrolled by the keyboard too: a scrollable region takes focus (axe
          scrollable-region-focusable, issue 49 §11). */}
      <div
        ref={scroller}
        className="flex-grow-1 overflow-auto p-3"
        aria-live="polite"
        role="region"
        aria-label={t('conversation.title')}
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- see above
        tabIndex={0}
      >
        <div ref={top} />
        {historyLimited && (
          <p className="text-center small text-body-secondary">
            {t('conversation.history_limited')}
          </p>
        )}
        {hasNextPage && (
          <div className="text-center mb-2">
            <button
              type="button"
              className="btn btn-sm btn-outline-secondary"
              disabled={isFetchingNextPage}
              onClick={() => void fetchNextPage()}
            >
              {t('conversation.older')}
            </button>
          </div>
        )}
        {isLoading && (
          <div className="text-center" role="status">
            <span className="spinner-border spinner-border-sm" aria-hidden="true" />
            <span className="visually-hidden">{t('common:loading')}</span>
          </div>
        )}
        {gone ? (
          <p className="text-body-secondary" role="status">
            {t('conversation.gone')} <Link to={paths.chats}>{t('conversation.back')}</Link>
          </p>
        ) : (
          error && <ErrorAlert error={error} onRetry={() => void refetch()} />
        )}
        <ol className="list-unstyled mb-0" aria-label={t('conversation.messages')}>
          {messages.map((message) => (
            <li
              key={message.id}
              className={`d-flex mb-2 ${message.from_me ? 'justify-content-end' : 'justify-content-start'}`}
            >
              <div
                className={`${styles.bubble} px-3 py-2 rounded-3 ${message.from_me ? 'text-bg-primary' : 'bg-body-secondary'}`}
              >
                <span className="visually-hidden">
                  {message.from_me
                    ? t('conversation.you_wrote')
                    : t('conversation.they_wrote', { name })}
                </span>
                <MessageContent
                  message={message}
                  safety={
                    !message.from_me && chat && !chat.profile.deleted ? (
                      <SafetyActions memberId={chat.profile.id} name={name} leaveTo={paths.chats} />
                    ) : undefined
                  }
                />
                <time className="d-block small text-end" dateTime={message.sent_at}>
                  {shortTime(message.sent_at, i18n.language)}
                  {message.id === seenId && <> · {t('conversation.seen')}</>}
                </time>
                {/* Issue 29 §1: its writer was asked "Are you sure?" and sent it anyway. */}
                {message.unkind && !message.from_me && chat && !chat.profile.deleted && (
                  <div className="d-flex flex-wrap align-items-center bg-body text-body rounded mt-1 px-2 py-1 small">
                    <span>{t('conversation.bothers_you')}</span>
                    <SafetyActions memberId={chat.profile.id} name={name} leaveTo={paths.chats} />
                  </div>
                )}
              </div>
            </li>
          ))}
        </ol>
        {typingNow && (
          <p className="small text-body-secondary mb-0" role="status">
            {t('conversation.typing', { name })}
          </p>
        )}
        {data && messages.length === 0 && !waitingOnOther && (
          <Icebreakers onPick={(text) => setSuggestion({ text, at: Date.now() })} />
        )}
      </div>
      {chat?.profile.deleted ? (
        <p className="border-top p-3 mb-0 text-body-secondary">{t('conversation.partner_left')}</p>
      ) : waitingOnOther || gone ? null : (
        <Composer to={{ conversation: conversationId }} suggestion={suggestion} />
      )}
    </section>
  );
}
