import { useTranslation } from 'react-i18next';
import { MemberImage } from '@app/shared/member-image';
import { LanderIntro } from '../../../components/lander-intro';
import { useLanderEnv } from '../../../components/lander-env';
import { MemberTile } from '../../../components/member-tile';
import { NAMESPACE } from '../../../i18n-namespace';
import { useCampaignWords } from '../use-campaign-words';
import { GRID_SIZES, type TemplateProps } from './types';

/** A featured member's landing: their photo and own words, writing to them a click away. */
export function MemberProfileLander({ campaign, data }: TemplateProps) {
  const { t } = useTranslation(NAMESPACE);
  const words = useCampaignWords(campaign, data);
  const { site } = useLanderEnv();
  const member = data.member;
  if (!member) return null;
  return (
    <div className="ld-member container py-4">
      <div className="row g-4 align-items-center">
        <div className="col-12 col-md-5">
          <MemberImage
            cdn={site.cdnPrefix}
            image={member.main_image}
            name={member.name}
            eager
            className="ld-member-photo"
          />
        </div>
        <div className="col-12 col-md-7">
          <LanderIntro words={words} data={data} memberId={member.id}>
            {member.about && (
              <blockquote className="ld-about" lang={member.about_lang ?? undefined}>
                {member.about}
              </blockquote>
            )}
          </LanderIntro>
        </div>
      </div>
      {data.featured.length > 0 && (
        <>
          <h2 className="h5 mt-5">{t('member.more', { who: words.who })}</h2>
          <ul className="ld-grid list-unstyled">
            {data.featured.map((other) => (
              <li key={other.id}>
                <MemberTile member={other} sizes={GRID_SIZES} />
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}
