import type { TFunction } from 'i18next';
import type { ChatSummary } from '@app/shared/contracts';

/** The partner's name, or "Deleted member" once they left for good. */
export function partnerName(chat: ChatSummary, t: TFunction): string {
  return chat.profile.deleted || !chat.profile.name ? t('chat:deleted_member') : chat.profile.name;
}

/**
 * Today: the time; before: the date, as the site's language writes them (the page's language,
 * not the browser's: French reads "14:05" and "3 déc.", issue 25 §4).
 */
export function shortTime(iso: string, language: string, now = new Date()): string {
  const date = new Date(iso);
  const sameDay = date.toDateString() === now.toDateString();
  return sameDay
    ? date.toLocaleTimeString(language, { hour: '2-digit', minute: '2-digit' })
    : date.toLocaleDateString(language, { day: 'numeric', month: 'short' });
}

/** A day and time ahead, in full: "Monday, November 30 at 2:05 PM", "lundi 30 novembre à 14:05". */
export function dayAndTime(iso: string, language: string): string {
  return new Date(iso).toLocaleString(language, {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    hour: 'numeric',
    minute: '2-digit',
  });
}
