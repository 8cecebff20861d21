import { useEffect, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { describeApiError } from '@app/shared/utils';
import { FREE_CONVERSATIONS, paths, MESSAGE_MAX_LENGTH, messageCost } from '@app/shared/values';
import { selectSettings, selectUser, useAppSelector } from '@app/shared';
import type { GiftId, SendMessageResponse } from '@app/shared/contracts';
import { NAMESPACE } from '../../i18n';
import { useGetChatAllowanceQuery, useSendMessageMutation, useSignalTypingMutation } from './api';
import { GifPicker, GiftPicker, PhotoPicker } from './attachment-pickers';
import { TYPING_SIGNAL_EVERY_MS } from './typing';

/** A fresh id per message; a retry of the same message keeps it (one message, one charge). */
function newClientId(): string {
  return typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID()
    : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 12)}`;
}

/**
 * Refusals that come with the way past them (spec §8 "with a buy button"; issue 25 §2: the right
 * action): credits for a balance too low, premium for the free members' conversation limit.
 */
const WAY_PAST: Readonly<Record<string, { to: string; label: string }>> = {
  'error.not_enough_credits': { to: paths.credits, label: 'composer.buy' },
  'error.premium_required': { to: paths.premium, label: 'composer.premium' },
};

/** What besides text a message can carry (spec §2 chat), each chosen in its own panel. */
const PANELS = ['gift', 'photo', 'gif'] as const;
type Panel = (typeof PANELS)[number];
const PANEL_TITLES = {
  gift: 'gift_picker.title',
  photo: 'photo_picker.title',
  gif: 'gif_picker.title',
} as const;
type Content =
  | { text: string; unkind_confirmed?: true }
  | { gift: GiftId }
  | { photo: number }
  | { gif: string };

/**
 * Writing a message: the site's message_length with a counter, Enter sends (Shift+Enter for a
 * new line). On failure the draft stays, with the reason and, where credits help, a buy link.
 */
export function Composer({
  to,
  onSent,
  suggestion,
}: {
  to: { conversation: number } | { profile: number };
  onSent?: (answer: SendMessageResponse) => void;
  /** A line picked elsewhere (an icebreaker) replaces the draft; `at` tells picks apart. */
  suggestion?: { text: string; at: number };
}) {
  const { t } = useTranslation([NAMESPACE, 'common']);
  const settings = useAppSelector(selectSettings);
  const max = Math.min(settings?.message_length ?? MESSAGE_MAX_LENGTH, MESSAGE_MAX_LENGTH);
  const user = useAppSelector(selectUser);
  const credits = user?.credits ?? 0;
  // Costs before they bite (issue 25 §2): what a send costs, the balance, and the free members'
  // rule on starting conversations, said before the server would refuse.
  const cost = (kind: 'text' | 'photo' | 'gif') => (settings ? messageCost(kind, settings) : 0);
  const firstMessage = 'profile' in to;
  const { data: allowance } = useGetChatAllowanceQuery(undefined, {
    skip: !firstMessage,
    refetchOnMountOrArgChange: true,
  });
  const conversationsLeft = firstMessage ? (allowance?.free_conversations_left ?? null) : null;
  const atFreeLimit = conversationsLeft === 0;
  const unaffordable = cost('text') > credits;
  const [text, setText] = useState('');
  const clientId = useRef(newClientId());
  const [send, { isLoading, error, reset }] = useSendMessageMutation();
  const [signalTyping] = useSignalTypingMutation();
  const lastSignal = useRef(0);
  /** Tells the other member the member is typing, at most every TYPING_SIGNAL_EVERY_MS. */
  const typing = () => {
    if (!('conversation' in to) || Date.now() - lastSignal.current < TYPING_SIGNAL_EVERY_MS) return;
    lastSignal.current = Date.now();
    void signalTyping({ conversation: to.conversation });
  };
  const box = useRef<HTMLTextAreaElement>(null);

  useEffect(() => {
    if (!suggestion) return;
    setText(suggestion.text.slice(0, max));
    box.current?.focus();
  }, [suggestion, max]);

  const [panel, setPanel] = useState<Panel | null>(null);

  /** Sends text or an attachment; the id stays for a retry of the same thing, then renews. */
  const sendContent = async (content: Content) => {
    if (isLoading) return false;
    reset();
    const result = await send({ ...to, ...content, client_id: clientId.current });
    if (!('data' in result && result.data)) return false;
    clientId.current = newClientId();
    onSent?.(result.data);
    return true;
  };

  const submit = async (event?: FormEvent) => {
    event?.preventDefault();
    // Enter as the button: nothing is sent while the rule or the balance says no.
    if (!text.trim() || atFreeLimit || unaffordable) return;
    if (await sendContent({ text })) setText('');
  };

  /** A gift, photo or GIF: a message of its own; the text draft stays as it is. */
  const sendAttachment = async (content: Content) => {
    // Not a retry of an earlier failed text: a message of its own.
    if (error) clientId.current = newClientId();
    if (await sendContent(content)) setPanel(null);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      void submit();
    }
  };

  /** Issue 29 §1: sent after "Are you sure?" — the same text, now confirmed. */
  const sendAnyway = async () => {
    if (await sendContent({ text, unkind_confirmed: true })) setText('');
  };

  const problem = error ? describeApiError(error) : null;
  const askedIfSure = problem?.key === 'error.message_unkind';
  return (
    <form onSubmit={(event) => void submit(event)} className="border-top p-2 bg-body" noValidate>
      {askedIfSure && (
        <div className="alert alert-warning py-2 mb-2" role="alert">
          <p className="fw-semibold mb-1">{t('composer.are_you_sure')}</p>
          <p className="small mb-2">{t('composer.are_you_sure_text')}</p>
          <div className="d-flex flex-wrap gap-2">
            <button
              type="button"
              className="btn btn-sm btn-primary"
              onClick={() => {
                reset();
                box.current?.focus();
              }}
            >
              {t('composer.edit_message')}
            </button>
            <button
              type="button"
              className="btn btn-sm btn-outline-secondary"
              disabled={isLoading}
              onClick={() => void sendAnyway()}
            >
              {t('composer.send_anyway')}
            </button>
          </div>
        </div>
      )}
      {problem && !askedIfSure && (
        <div
          className="alert alert-warning py-2 mb-2 d-flex flex-wrap gap-2 align-items-center"
          role="alert"
        >
          <span className="me-auto">
            {problem.key === 'error.premium_required'
              ? t('composer.free_rule_none', { count: FREE_CONVERSATIONS })
              : t(`common:${problem.key}`, problem.params)}
          </span>
          {WAY_PAST[problem.key] && (
            <Link to={WAY_PAST[problem.key]!.to} className="btn btn-sm btn-primary">
              {t(WAY_PAST[problem.key]!.label)}
            </Link>
          )}
        </div>
      )}
      {panel && (
        <div
          id="chat-attachment-panel"
          className="border rounded-2 p-2 mb-2"
          role="region"
          aria-label={t(PANEL_TITLES[panel])}
        >
          <div className="d-flex justify-content-between align-items-center mb-2">
            <h2 className="h6 mb-0">{t(PANEL_TITLES[panel])}</h2>
            <button
              type="button"
              className="btn-close"
              aria-label={t('composer.close')}
              onClick={() => setPanel(null)}
            />
          </div>
          {panel === 'gift' && (
            <GiftPicker
              busy={isLoading}
              credits={credits}
              onPick={(gift) => void sendAttachment({ gift })}
            />
          )}
          {panel === 'photo' && (
            <PhotoPicker busy={isLoading} onPick={(photo) => void sendAttachment({ photo })} />
          )}
          {panel === 'gif' && (
            <GifPicker busy={isLoading} onPick={(gif) => void sendAttachment({ gif })} />
          )}
        </div>
      )}
      <div className="d-flex gap-1 mb-2" role="group" aria-label={t('composer.attach')}>
        {PANELS.map((name) => (
          <button
            key={name}
            type="button"
            className={`btn btn-sm btn-outline-secondary${panel === name ? ' active' : ''}`}
            aria-expanded={panel === name}
            aria-controls={panel === name ? 'chat-attachment-panel' : undefined}
            onClick={() => setPanel(panel === name ? null : name)}
          >
            {t(`composer.${name}`)}
            {name !== 'gift' && cost(name) > 0 && (
              <>
                {' '}
                {/* The button's own colour: readable on its pressed state too (issue 49 §11). */}
                <span className="fw-normal">
                  · {t('composer.attachment_cost', { count: cost(name) })}
                </span>
              </>
            )}
          </button>
        ))}
      </div>
      <div className="d-flex gap-2 align-items-end">
        <label htmlFor="chat-composer" className="visually-hidden">
          {t('composer.label')}
        </label>
        <textarea
          ref={box}
          id="chat-composer"
          className="form-control"
          rows={2}
          maxLength={max}
          value={text}
          placeholder={t('composer.placeholder')}
          aria-describedby="chat-composer-cost chat-composer-count"
          onChange={(event) => {
            setText(event.target.value);
            typing();
            // A changed draft is a new message: a new id.
            if (error) clientId.current = newClientId();
          }}
          onKeyDown={onKeyDown}
        />
        <button
          type="submit"
          className="btn btn-primary"
          disabled={isLoading || !text.trim() || atFreeLimit || unaffordable}
        >
          {isLoading && (
            <span className="spinner-border spinner-border-sm me-1" aria-hidden="true" />
          )}
          {t('composer.send')}
        </button>
      </div>
      <div className="d-flex flex-wrap gap-2 form-text">
        <span id="chat-composer-cost" className="me-auto" data-testid="composer-cost">
          {[
            cost('text') > 0 ? t('composer.cost', { count: cost('text'), credits }) : null,
            conversationsLeft !== null && conversationsLeft > 0
              ? t('composer.free_rule', { count: FREE_CONVERSATIONS, left: conversationsLeft })
              : null,
          ]
            .filter(Boolean)
            .join(' · ')}
        </span>
        <span id="chat-composer-count">
          {t('composer.count', { count: [...text].length, max })}
        </span>
      </div>
      {!problem && (atFreeLimit || unaffordable) && (
        <div
          className="alert alert-info py-2 mt-2 mb-0 d-flex flex-wrap gap-2 align-items-center"
          data-testid="composer-rule"
        >
          <span className="me-auto">
            {atFreeLimit
              ? t('composer.free_rule_none', { count: FREE_CONVERSATIONS })
              : t('composer.unaffordable', { count: cost('text'), credits })}
          </span>
          <Link to={atFreeLimit ? paths.premium : paths.credits} className="btn btn-sm btn-primary">
            {t(atFreeLimit ? 'composer.premium' : 'composer.buy')}
          </Link>
        </div>
      )}
    </form>
  );
}
