import { useTranslation } from 'react-i18next';
import { MemberImage } from '@app/shared/member-image';
import { LanderIntro } from '../../../components/lander-intro';
import { useLanderEnv } from '../../../components/lander-env';
import { TeaserCard } from '../../../components/teaser-card';
import { NAMESPACE } from '../../../i18n-namespace';
import { useCampaignWords } from '../use-campaign-words';
import type { TemplateProps } from './types';

/** Seconds each photo of the slideshow holds before the next fades in. */
const SLIDE_SECONDS = 4;

/**
 * Transitions video: a full-width slideshow where the members' photos cross-fade and drift, as a
 * film would (CSS only; the first photo stays still for visitors who ask for less motion).
 */
export function TransitionsVideoLander({ campaign, data }: TemplateProps) {
  const { t } = useTranslation(NAMESPACE);
  const words = useCampaignWords(campaign, data);
  const { site } = useLanderEnv();
  const slides = data.featured.slice(0, 6);
  return (
    <div className="ld-film">
      <div
        className="ld-film-stage"
        role="img"
        aria-label={t('film.label', { names: slides.map((m) => m.name).join(', ') })}
        style={{
          ['--ld-slides' as string]: slides.length,
          ['--ld-slide-s' as string]: `${SLIDE_SECONDS}s`,
        }}
      >
        {slides.map((member, i) => (
          <div
            key={member.id}
            className="ld-film-slide"
            style={{ animationDelay: `${i * SLIDE_SECONDS}s` }}
          >
            <MemberImage
              cdn={site.cdnPrefix}
              image={member.main_image}
              name={member.name}
              eager={i === 0}
              decorative
            />
            <span className="ld-film-caption">
              {t('tile.name_age', { name: member.name, age: member.age })}
              {member.city ? ` · ${member.city}` : ''}
            </span>
          </div>
        ))}
      </div>
      <div className="container py-4">
        <div className="row g-4">
          <div className="col-12 col-md-7">
            <LanderIntro words={words} data={data} />
          </div>
          <div className="col-12 col-md-5">
            {slides[1] && (
              <TeaserCard member={slides[1]} partner={campaign.partner} who={words.who} />
            )}
          </div>
        </div>
      </div>
    </div>
  );
}
