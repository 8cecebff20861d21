import { useTranslation } from 'react-i18next';
import { MemberImage } from '@app/shared/member-image';
import { useLanderEnv } from '../../../components/lander-env';
import { ProofBar } from '../../../components/proof-bar';
import { SignupLink } from '../../../components/signup-link';
import { NAMESPACE } from '../../../i18n-namespace';
import { useCampaignWords } from '../use-campaign-words';
import type { TemplateProps } from './types';

/** A featured member as a match card: like them (through sign-up), with others near by below. */
export function MemberCardLander({ campaign, data }: TemplateProps) {
  const { t } = useTranslation(NAMESPACE);
  const words = useCampaignWords(campaign, data);
  const { site } = useLanderEnv();
  const member = data.member;
  if (!member) return null;
  return (
    <div className="ld-match container py-4">
      <div className="ld-match-card card mx-auto">
        <MemberImage
          cdn={site.cdnPrefix}
          image={member.main_image}
          name={member.name}
          eager
          className="card-img-top ld-match-photo"
        />
        <div className="card-body text-center">
          <h1 className="ld-headline h3">{words.headline}</h1>
          <p className="ld-lead">{words.lead}</p>
          <div className="d-flex justify-content-center gap-3">
            <SignupLink className="btn btn-outline-secondary btn-lg">{t('swipe.pass')}</SignupLink>
            <SignupLink memberId={member.id} className="btn btn-primary btn-lg">
              <span aria-hidden="true">♥ </span>
              {words.cta}
            </SignupLink>
          </div>
        </div>
      </div>
      <ul className="ld-faces list-unstyled" aria-label={t('member.more', { who: words.who })}>
        {data.featured.map((other) => (
          <li key={other.id}>
            <SignupLink memberId={other.id} className="ld-face">
              <MemberImage
                cdn={site.cdnPrefix}
                image={other.main_image}
                name={other.name}
                thumb
                sizes="64px"
              />
            </SignupLink>
          </li>
        ))}
      </ul>
      <ProofBar data={data} className="justify-content-center" />
    </div>
  );
}
