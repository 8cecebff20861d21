import { LanderIntro } from '../../../components/lander-intro';
import { MemberTile } from '../../../components/member-tile';
import { SignupLink } from '../../../components/signup-link';
import { useCampaignWords } from '../use-campaign-words';
import { GRID_SIZES, type TemplateProps } from './types';

/** Gallery: the headline over a wall of photos; on a phone the call to action stays in reach. */
export function GalleryLander({ campaign, data }: TemplateProps) {
  const words = useCampaignWords(campaign, data);
  return (
    <div className="ld-gallery container py-4">
      <LanderIntro words={words} data={data} className="text-center mx-auto" />
      <ul className="ld-grid list-unstyled mt-4">
        {data.featured.map((member, i) => (
          <li key={member.id}>
            <MemberTile member={member} eager={i < 4} sizes={GRID_SIZES} />
          </li>
        ))}
      </ul>
      <div className="ld-sticky-cta d-sm-none">
        <SignupLink className="btn btn-primary w-100">{words.cta}</SignupLink>
      </div>
    </div>
  );
}
