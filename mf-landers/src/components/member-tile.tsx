import { useTranslation } from 'react-i18next';
import type { MemberCard } from '@app/shared/contracts';
import { MemberImage } from '@app/shared/member-image';
import { NAMESPACE } from '../i18n-namespace';
import { useLanderEnv } from './lander-env';
import { SignupLink } from './signup-link';

/**
 * A featured member: photo, name and age, town, online now; the whole tile leads to sign-up
 * with them as the first message's recipient.
 */
export function MemberTile({
  member,
  eager = false,
  sizes,
  className = '',
}: {
  member: MemberCard;
  eager?: boolean;
  sizes?: string;
  className?: string;
}) {
  const { t } = useTranslation([NAMESPACE, 'common']);
  const { site } = useLanderEnv();
  return (
    <SignupLink memberId={member.id} className={`ld-tile ${className}`}>
      <MemberImage
        cdn={site.cdnPrefix}
        image={member.main_image}
        name={member.name}
        thumb
        eager={eager}
        sizes={sizes}
        className="ld-tile-photo"
      />
      <span className="ld-tile-caption">
        <span className="ld-tile-name">
          {member.online && <span className="ld-online" title={t('tile.online')} />}
          {t('tile.name_age', { name: member.name, age: member.age })}
          {site.fictionalIcon && member.fictional && (
            // In words, as on the members' cards (issue 49 §6): a star alone says nothing.
            <span className="ld-fictional">
              <span aria-hidden="true">★ </span>
              {site.texts.fictional_singular}
            </span>
          )}
        </span>
        {member.city && <span className="ld-tile-city">{member.city}</span>}
        {member.online && <span className="visually-hidden">{t('tile.online')}</span>}
      </span>
    </SignupLink>
  );
}
