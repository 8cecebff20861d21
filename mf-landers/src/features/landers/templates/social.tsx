import { useTranslation } from 'react-i18next';
import { MemberImage } from '@app/shared/member-image';
import { LanderIntro } from '../../../components/lander-intro';
import { useLanderEnv } from '../../../components/lander-env';
import { SignupLink } from '../../../components/signup-link';
import { NAMESPACE } from '../../../i18n-namespace';
import { useCampaignWords } from '../use-campaign-words';
import type { TemplateProps } from './types';

/** Social network: a feed of the members' latest photos, liking and commenting after sign-up. */
export function SocialLander({ campaign, data }: TemplateProps) {
  const { t } = useTranslation(NAMESPACE);
  const words = useCampaignWords(campaign, data);
  const { site } = useLanderEnv();
  return (
    <div className="ld-social container py-4">
      <div className="row g-4">
        <div className="col-12 col-lg-4">
          <LanderIntro words={words} data={data} className="ld-social-intro" />
        </div>
        <ol className="col-12 col-lg-8 list-unstyled ld-feed" aria-label={t('social.feed')}>
          {data.featured.map((member, i) => {
            return (
              <li key={member.id} className="card ld-post">
                <div className="card-header d-flex align-items-center gap-2 bg-body">
                  <MemberImage
                    cdn={site.cdnPrefix}
                    image={member.main_image}
                    name={member.name}
                    thumb
                    sizes="40px"
                    decorative
                    className="ld-post-avatar"
                  />
                  <div>
                    <div className="fw-semibold">
                      {t('tile.name_age', { name: member.name, age: member.age })}
                    </div>
                    <div className="small text-body-secondary">
                      {member.city ?? ''}
                      {member.online || member.last_active === 'today'
                        ? `${member.city ? ' · ' : ''}${t(member.online ? 'social.online' : 'social.today')}`
                        : ''}
                    </div>
                  </div>
                </div>
                <MemberImage
                  cdn={site.cdnPrefix}
                  image={member.main_image}
                  name={member.name}
                  eager={i === 0}
                  className="ld-post-photo"
                />
                <div className="card-body d-flex gap-2">
                  <SignupLink memberId={member.id} className="btn btn-sm btn-outline-primary">
                    <span aria-hidden="true">♥ </span>
                    {t('social.like', { name: member.name })}
                  </SignupLink>
                  <SignupLink memberId={member.id} className="btn btn-sm btn-outline-secondary">
                    {t('social.write', { name: member.name })}
                  </SignupLink>
                </div>
              </li>
            );
          })}
        </ol>
      </div>
    </div>
  );
}
