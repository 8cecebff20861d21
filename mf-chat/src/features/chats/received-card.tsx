import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Image, Message } from '@app/shared/contracts';
import { MemberPhoto } from '@app/shared/ui';
import { NAMESPACE } from '../../i18n';
import styles from './chats.module.scss';
import { MessageContent } from './message-content';

/**
 * A message someone wrote, as a card of its own outside a conversation (a request waiting, a
 * message hidden by the member's words): who — their photo and `heading` — what they wrote, and
 * what the member may do about it (`children`).
 */
export function ReceivedCard({
  from,
  heading,
  message,
  children,
}: {
  from: { name: string; main_image: Image | null };
  heading: ReactNode;
  message: Message;
  children: ReactNode;
}) {
  const { t } = useTranslation([NAMESPACE, 'common']);
  return (
    <li className="list-group-item">
      <div className="d-flex align-items-center gap-2 mb-2">
        <MemberPhoto
          image={from.main_image}
          name={from.name}
          thumb
          className={`rounded-circle flex-shrink-0 ${styles.avatar}`}
        />
        {heading}
      </div>
      <div className={`${styles.bubble} bg-body-secondary rounded-3 px-3 py-2 mb-2`}>
        <span className="visually-hidden">{t('conversation.they_wrote', { name: from.name })}</span>
        <MessageContent message={message} />
      </div>
      {children}
    </li>
  );
}
