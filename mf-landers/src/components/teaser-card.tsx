import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { MemberCard } from '@app/shared/contracts';
import { MemberImage } from '@app/shared/member-image';
import { NAMESPACE } from '../i18n-namespace';
import type { Partner } from '../lib/partner';
import { useLanderEnv } from './lander-env';
import { PartnerCountdown } from './partner-countdown';
import { SignupLink } from './signup-link';

/**
 * Spec §2 teaser card for cam profiles, in its two variants: `cam` invites to sign up and see
 * more of the member; `resell` (the site's member_resell) offers the campaign's partner site,
 * handing over after the partner countdown.
 */
export function TeaserCard({
  member,
  partner,
  who,
}: {
  member: MemberCard;
  partner: Partner | null;
  who: string;
}) {
  const { t } = useTranslation(NAMESPACE);
  const { site } = useLanderEnv();
  const [leaving, setLeaving] = useState(false);
  const variant = site.memberResell && partner ? 'resell' : 'cam';
  return (
    <aside className={`ld-teaser ld-teaser-${variant} card`} aria-labelledby="ld-teaser-title">
      <div className="ld-teaser-photo">
        <MemberImage
          cdn={site.cdnPrefix}
          image={member.main_image}
          name={member.name}
          thumb
          sizes="160px"
        />
        <span className="ld-teaser-badge">{t(`teaser.${variant}.badge`)}</span>
      </div>
      <div className="card-body">
        <h2 id="ld-teaser-title" className="h6 mb-1">
          {t(`teaser.${variant}.title`, { name: member.name, who, partner: partner?.name })}
        </h2>
        <p className="small text-body-secondary mb-2">
          {t(`teaser.${variant}.text`, { name: member.name, partner: partner?.name })}
        </p>
        {variant === 'resell' && partner ? (
          leaving ? (
            <PartnerCountdown partner={partner} onStay={() => setLeaving(false)} />
          ) : (
            <a
              className="btn btn-sm btn-secondary"
              href={partner.url}
              rel="noopener"
              onClick={(event) => {
                event.preventDefault();
                setLeaving(true);
              }}
            >
              {t('teaser.resell.cta', { partner: partner.name })}
            </a>
          )
        ) : (
          <SignupLink memberId={member.id} className="btn btn-sm btn-secondary">
            {t('teaser.cam.cta', { name: member.name })}
          </SignupLink>
        )}
      </div>
    </aside>
  );
}
