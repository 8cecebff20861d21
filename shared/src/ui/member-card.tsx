import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paths } from '../config/routes';
import type { MemberCard as MemberCardData } from '../contracts/members';
import { FictionalBadge } from './fictional-badge';
import { VerifiedBadge } from './verified-badge';
import { LikesYouBadge } from './likes-you-badge';
import { MemberPhoto } from './member-photo';
import styles from './member-card.module.scss';

/**
 * A member in a grid (search, first matches): photo, name, age and place; opens the profile.
 * `action` (a Like button) sits above the card's link, so it is pressed rather than the card.
 */
export function MemberCard({
  member,
  eager,
  action,
}: {
  member: MemberCardData;
  eager: boolean;
  action?: ReactNode;
}) {
  const { t } = useTranslation('common');
  return (
    <article className={`card h-100 ${styles.card}`}>
      <Link
        to={paths.member(member.id)}
        className="stretched-link"
        aria-label={t('member_card.open', { name: member.name })}
      >
        <MemberPhoto
          image={member.main_image}
          name={member.name}
          thumb
          className={`card-img-top ${styles.photo}`}
          eager={eager}
        />
      </Link>
      <div className="card-body py-2">
        <h2 className="h6 card-title mb-0 d-flex align-items-center gap-1">
          {member.online && (
            <span className={styles.online} title={t('member_card.online')}>
              <span className="visually-hidden">{t('member_card.online')}</span>
            </span>
          )}
          {member.name}, {member.age}
          <FictionalBadge fictional={member.fictional} />
          <VerifiedBadge verified={member.verified} />
        </h2>
        <p className="card-text small text-body-secondary mb-0">
          {[member.city, t(`country.${member.country}`, { defaultValue: member.country })]
            .filter(Boolean)
            .join(', ')}
          {member.distance_km !== null && (
            <span className="d-block" data-testid="member-distance">
              {t('member_card.distance', { count: member.distance_km })}
            </span>
          )}
        </p>
        {member.likes_you && (
          <p className="mb-0 mt-1">
            <LikesYouBadge likesYou />
          </p>
        )}
        {action && <div className={`mt-2 ${styles.action}`}>{action}</div>}
      </div>
    </article>
  );
}
