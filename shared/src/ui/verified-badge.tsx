import { useTranslation } from 'react-i18next';

/**
 * Issue 29 §3: a member whose photos were verified (their face matched a selfie taken with a
 * liveness check) says so wherever they are shown: cards, profiles, requests, conversations.
 */
export function VerifiedBadge({ verified }: { verified: boolean }) {
  const { t } = useTranslation('common');
  if (!verified) return null;
  return (
    <span className="badge text-bg-info" title={t('verified.label')}>
      <span aria-hidden="true">✓</span>
      <span className="visually-hidden">{t('verified.label')}</span>
    </span>
  );
}
