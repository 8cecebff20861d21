import { useTranslation } from 'react-i18next';
import { MemberImage } from '@app/shared/member-image';
import { LanderIntro } from '../../../components/lander-intro';
import { useLanderEnv } from '../../../components/lander-env';
import { SignupLink } from '../../../components/signup-link';
import { NAMESPACE } from '../../../i18n-namespace';
import { useCampaignWords } from '../use-campaign-words';
import type { TemplateProps } from './types';

/** Collage: a mosaic of photos behind the offer, the first photo the largest. */
export function CollageLander({ campaign, data }: TemplateProps) {
  const { t } = useTranslation(NAMESPACE);
  const words = useCampaignWords(campaign, data);
  const { site } = useLanderEnv();
  return (
    <div className="ld-collage">
      <ul className="ld-collage-grid list-unstyled">
        {data.featured.slice(0, 9).map((member, i) => (
          <li key={member.id} className={`ld-collage-cell ld-collage-${i}`}>
            <SignupLink memberId={member.id} className="ld-collage-link">
              <MemberImage
                cdn={site.cdnPrefix}
                image={member.main_image}
                name={member.name}
                thumb
                eager={i < 3}
                sizes={i === 0 ? '(min-width: 768px) 50vw, 100vw' : '(min-width: 768px) 25vw, 33vw'}
                className="ld-collage-photo"
                decorative
              />
              <span className="ld-trio-name">
                {member.online && <span className="ld-online" aria-hidden="true" />}
                {t('tile.name_age', { name: member.name, age: member.age })}
              </span>
            </SignupLink>
          </li>
        ))}
      </ul>
      <div className="container ld-collage-card-wrap">
        <LanderIntro words={words} data={data} className="ld-card-panel" />
      </div>
    </div>
  );
}
