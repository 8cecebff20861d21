import { useTranslation } from 'react-i18next';

/**
 * Issue 25 §1 "Likes you": the member liked the viewer and waits for an answer. The server sends
 * the mark to premium viewers only (a free member's search says how many, not who).
 */
export function LikesYouBadge({ likesYou }: { likesYou: boolean }) {
  const { t } = useTranslation('common');
  if (!likesYou) return null;
  return (
    <span className="badge text-bg-danger" data-testid="likes-you">
      <span aria-hidden="true">♥ </span>
      {t('member_card.likes_you')}
    </span>
  );
}
