import { useTranslation } from 'react-i18next';
import { MemberImage } from '@app/shared/member-image';
import { LanderIntro } from '../../../components/lander-intro';
import { useLanderEnv } from '../../../components/lander-env';
import { SignupLink } from '../../../components/signup-link';
import { NAMESPACE } from '../../../i18n-namespace';
import { useCampaignWords } from '../use-campaign-words';
import type { TemplateProps } from './types';

const FEATURES = ['icebreakers', 'gifts', 'photos', 'gifs'] as const;

/** Line icons for what chat offers, drawn here (no icon font to load). */
const ICONS: Record<(typeof FEATURES)[number], string> = {
  icebreakers: 'M4 5h16v10H8l-4 4z',
  gifts: 'M4 10h16v10H4zM2 6h20v4H2zM12 6v14M12 6c-2-4-6-3-5 0M12 6c2-4 6-3 5 0',
  photos: 'M3 6h4l2-2h6l2 2h4v13H3zM12 17a4 4 0 1 0 0-8 4 4 0 0 0 0 8z',
  gifs: 'M3 5h18v14H3zM8 10H6v4h2v-2M11 10v4M14 14v-4h3M14 12h2',
};

/** Icons: faces of the site as round icons, then what chatting there offers, each with its icon. */
export function IconsLander({ campaign, data }: TemplateProps) {
  const { t } = useTranslation(NAMESPACE);
  const words = useCampaignWords(campaign, data);
  const { site } = useLanderEnv();
  return (
    <div className="ld-icons container py-4 text-center">
      <ul className="ld-avatars list-unstyled">
        {data.featured.slice(0, 8).map((member, i) => (
          <li key={member.id}>
            <SignupLink memberId={member.id} className="ld-avatar">
              <MemberImage
                cdn={site.cdnPrefix}
                image={member.main_image}
                name={member.name}
                thumb
                eager={i < 4}
                sizes="96px"
              />
              {member.online && <span className="ld-online ld-avatar-online" aria-hidden="true" />}
              <span className="ld-avatar-name">{member.name}</span>
            </SignupLink>
          </li>
        ))}
      </ul>
      <LanderIntro words={words} data={data} className="mx-auto" />
      <ul className="ld-features list-unstyled row g-3 mt-3">
        {FEATURES.map((feature) => (
          <li key={feature} className="col-6 col-md-3">
            <svg
              className="ld-feature-icon"
              viewBox="0 0 24 24"
              width="40"
              height="40"
              aria-hidden="true"
              focusable="false"
            >
              <path d={ICONS[feature]} />
            </svg>
            <h2 className="h6 mt-2 mb-1">{t(`icons.${feature}.title`)}</h2>
            <p className="small text-body-secondary mb-0">{t(`icons.${feature}.text`)}</p>
          </li>
        ))}
      </ul>
    </div>
  );
}
