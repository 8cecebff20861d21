import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PHOTO_LIMIT_PREMIUM, PREMIUM_MATCH_CHANCE_PERCENT, paths } from '@app/shared/values';
import { selectUser, useAppSelector } from '@app/shared';
import { NAMESPACE } from '../../i18n';

/** `/premium` (spec §1, §6): what premium gives, with the 46 % claim; any bundle makes it. */
export function PremiumPage() {
  const { t } = useTranslation(NAMESPACE);
  const user = useAppSelector(selectUser);
  const benefits = [
    t('premium.benefit_photos'),
    t('premium.benefit_uploads', { count: PHOTO_LIMIT_PREMIUM }),
    t('premium.benefit_conversations'),
    t('premium.benefit_access'),
  ];
  return (
    <div className="container py-4" style={{ maxWidth: 720 }}>
      <h1 className="h3">{t('premium.title')}</h1>
      <p className="lead">{t('premium.claim', { percent: PREMIUM_MATCH_CHANCE_PERCENT })}</p>
      {user?.paid_user && (
        <div className="alert alert-success" role="status">
          {t('premium.already')}
        </div>
      )}
      <ul className="list-unstyled my-4">
        {benefits.map((benefit) => (
          <li key={benefit} className="d-flex gap-2 mb-2">
            <span className="text-success fw-bold" aria-hidden="true">
              ✓
            </span>
            <span>{benefit}</span>
          </li>
        ))}
      </ul>
      <p className="text-body-secondary">{t('premium.how')}</p>
      <Link className="btn btn-primary btn-lg" to={paths.credits}>
        {user?.paid_user ? t('premium.more_credits') : t('premium.cta')}
      </Link>
    </div>
  );
}
