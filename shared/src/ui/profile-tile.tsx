import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { Image } from '../contracts/user';
import { MemberPhoto } from './member-photo';
import styles from './member-card.module.scss';

/**
 * A member in a grid of likes or matches: the member card's look (name, age, town), linking to
 * `to`, with whatever `badge` the list adds.
 */
export function ProfileTile({
  profile,
  to,
  label,
  eager,
  badge,
  action,
}: {
  profile: { name: string; age?: number; city?: string | null; main_image: Image | null };
  to: string;
  /** The link's accessible name. */
  label: string;
  eager: boolean;
  badge?: ReactNode;
  /** One control of its own under the name (above the card's link), e.g. "Send a message". */
  action?: ReactNode;
}) {
  return (
    <article className={`card h-100 ${styles.card}`}>
      <Link to={to} className="stretched-link" aria-label={label}>
        <MemberPhoto
          image={profile.main_image}
          name={profile.name}
          thumb
          className={`card-img-top ${styles.photo}`}
          eager={eager}
        />
      </Link>
      <div className="card-body py-2">
        <div className="d-flex align-items-center gap-2">
          <h2 className="h6 card-title mb-0 text-truncate">
            {profile.age === undefined ? profile.name : `${profile.name}, ${profile.age}`}
          </h2>
          {badge}
        </div>
        {profile.city && (
          <p className="card-text small text-body-secondary mb-0 text-truncate">{profile.city}</p>
        )}
      </div>
      {action && (
        <div className="card-footer bg-transparent border-0 pt-0 position-relative">{action}</div>
      )}
    </article>
  );
}
