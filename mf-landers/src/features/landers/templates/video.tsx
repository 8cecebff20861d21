import { useTranslation } from 'react-i18next';
import { MemberImage } from '@app/shared/member-image';
import { LanderIntro } from '../../../components/lander-intro';
import { useLanderEnv } from '../../../components/lander-env';
import { SignupLink } from '../../../components/signup-link';
import { TeaserCard } from '../../../components/teaser-card';
import { NAMESPACE } from '../../../i18n-namespace';
import { useCampaignWords } from '../use-campaign-words';
import type { TemplateProps } from './types';

/**
 * Video: the leading member's photo in motion in a phone frame (a slow camera move drawn by CSS,
 * still for visitors who ask for less motion), the others as a strip, and the teaser card.
 */
export function VideoLander({ campaign, data }: TemplateProps) {
  const { t } = useTranslation(NAMESPACE);
  const words = useCampaignWords(campaign, data);
  const { site } = useLanderEnv();
  const [star, ...others] = data.featured;
  return (
    <div className="ld-video container py-4">
      <div className="row g-4 align-items-center">
        <div className="col-12 col-md-6 col-lg-5 order-md-2">
          {star && (
            <SignupLink memberId={star.id} className="ld-phone">
              <span className="ld-phone-screen">
                <MemberImage
                  cdn={site.cdnPrefix}
                  image={star.main_image}
                  name={star.name}
                  eager
                  className="ld-motion"
                  decorative
                />
                <span className="ld-phone-bar">
                  <span className="ld-rec" aria-hidden="true" />
                  {t('tile.name_age', { name: star.name, age: star.age })}
                </span>
              </span>
            </SignupLink>
          )}
        </div>
        <div className="col-12 col-md-6 col-lg-7">
          <LanderIntro words={words} data={data} memberId={star?.id} />
          <ul className="ld-strip list-unstyled">
            {others.map((member) => (
              <li key={member.id}>
                <SignupLink memberId={member.id} className="ld-strip-item">
                  <MemberImage
                    cdn={site.cdnPrefix}
                    image={member.main_image}
                    name={member.name}
                    thumb
                    sizes="80px"
                  />
                </SignupLink>
              </li>
            ))}
          </ul>
          {others[0] && (
            <TeaserCard member={others[0]} partner={campaign.partner} who={words.who} />
          )}
        </div>
      </div>
    </div>
  );
}
