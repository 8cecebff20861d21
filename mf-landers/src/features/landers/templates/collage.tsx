import { MemberImage } from '@app/shared/member-image';
import { LanderIntro } from '../../../components/lander-intro';
import { useLanderEnv } from '../../../components/lander-env';
import { useCampaignWords } from '../use-campaign-words';
import type { TemplateProps } from './types';

/** Collage: a mosaic of photos behind the offer, the first photo the largest. */
export function CollageLander({ campaign, data }: TemplateProps) {
  const words = useCampaignWords(campaign, data);
  const { site } = useLanderEnv();
  return (
    <div className="ld-collage">
      <div className="ld-collage-grid" aria-hidden="true">
        {data.featured.slice(0, 9).map((member, i) => (
          <MemberImage
            key={member.id}
            cdn={site.cdnPrefix}
            image={member.main_image}
            name={member.name}
            thumb
            eager={i < 3}
            sizes={i === 0 ? '(min-width: 768px) 50vw, 100vw' : '(min-width: 768px) 25vw, 33vw'}
            className={`ld-collage-photo ld-collage-${i}`}
          />
        ))}
      </div>
      <div className="container ld-collage-card-wrap">
        <LanderIntro words={words} data={data} className="ld-card-panel" />
      </div>
    </div>
  );
}
