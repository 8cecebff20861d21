import type { TFunction } from 'i18next';
import type { ChatSummary } from '@app/shared/contracts';

/** The partner's name, or "Deleted member" once they left for good. */
export function partnerName(chat: ChatSummary, t: TFunction): string {
  return chat.profile.deleted || !chat.profile.name ? t('chat:deleted_member') : chat.profile.name;
}

/** Today: the time; before: the date (in the member's locale). */
export function shortTime(iso: string, now = new Date()): string {
  const date = new Date(iso);
  const sameDay = date.toDateString() === now.toDateString();
  return sameDay
    ? date.toLocaleTimeString(undefined, { hour: '2-digit', minute: '2-digit' })
    : date.toLocaleDateString(undefined, { day: 'numeric', month: 'short' });
}
