import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MemberImage } from '@app/shared/member-image';
import { useSwipeGesture } from '@app/shared/swipe-gesture';
import { useTouchScreen } from '@app/shared/touch-screen';
import { useLanderEnv } from '../../../components/lander-env';
import { ProofBar } from '../../../components/proof-bar';
import { SignupLink } from '../../../components/signup-link';
import { NAMESPACE } from '../../../i18n-namespace';
import { useCampaignWords } from '../use-campaign-words';
import type { TemplateProps } from './types';

/**
 * Tinder swipe: a visitor swipes a few profiles before signing up — by touch or mouse, the Like
 * and Pass buttons, or ← and → on the focused card. Nothing is sent: the likes are a taste, and
 * sign-up is where they become real.
 */
export function TinderSwipeLander({ campaign, data }: TemplateProps) {
  const { t } = useTranslation(NAMESPACE);
  const touch = useTouchScreen();
  const words = useCampaignWords(campaign, data);
  const { site } = useLanderEnv();
  const [index, setIndex] = useState(0);
  const [liked, setLiked] = useState<string[]>([]);
  const card = useRef<HTMLDivElement>(null);
  const member = data.featured[index];

  const swipe = (like: boolean) => {
    if (!member) return;
    if (like) setLiked((names) => [...names, member.name]);
    setIndex((i) => i + 1);
    // The next card takes the focus, so the keys go on working.
    requestAnimationFrame(() => card.current?.focus());
  };
  const gesture = useSwipeGesture(swipe);

  return (
    <div className="ld-swipe container py-4">
      <div className="text-center mb-3">
        <h1 className="ld-headline">{words.headline}</h1>
        <p className="ld-lead mx-auto">{words.lead}</p>
      </div>
      <div className="ld-swipe-area mx-auto">
        {member ? (
          <>
            {/* Operated by the arrow keys, as by a finger: WAI-ARIA has no role for a swipe card
                (a group with its own roledescription; the buttons below do the same). */}
            <div
              ref={card}
              className="ld-swipe-card"
              // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
              tabIndex={0}
              role="group"
              aria-roledescription={t('swipe.card')}
              aria-label={t('tile.name_age', { name: member.name, age: member.age })}
              aria-describedby="ld-swipe-help"
              {...gesture.handlers}
              style={gesture.style}
            >
              <MemberImage
                cdn={site.cdnPrefix}
                image={member.main_image}
                name={member.name}
                eager={index === 0}
                decorative
                className="ld-swipe-photo"
              />
              {gesture.stamp === 'like' && (
                <span className="ld-stamp ld-stamp-like">{t('swipe.like')}</span>
              )}
              {gesture.stamp === 'pass' && (
                <span className="ld-stamp ld-stamp-pass">{t('swipe.pass')}</span>
              )}
              <span className="ld-swipe-caption">
                <span className="fw-semibold">
                  {t('tile.name_age', { name: member.name, age: member.age })}
                </span>
                {member.city && <span>{member.city}</span>}
              </span>
            </div>
            <p id="ld-swipe-help" className="visually-hidden">
              {/* A finger swipes; a keyboard uses the arrows (issue 49 §13). */}
              {t(touch ? 'swipe.help_touch' : 'swipe.help')}
            </p>
            <div className="d-flex justify-content-center gap-3 mt-3">
              <button
                type="button"
                className="btn btn-outline-secondary btn-lg"
                onClick={() => swipe(false)}
              >
                <span aria-hidden="true">✕ </span>
                {t('swipe.pass')}
              </button>
              <button type="button" className="btn btn-primary btn-lg" onClick={() => swipe(true)}>
                <span aria-hidden="true">♥ </span>
                {t('swipe.like')}
              </button>
            </div>
          </>
        ) : (
          <div className="ld-swipe-done card text-center">
            <div className="card-body">
              <h2 className="h4">{t('swipe.done_title', { count: liked.length })}</h2>
              <p>{t('swipe.done_text')}</p>
              <SignupLink className="btn btn-primary btn-lg">{words.cta}</SignupLink>
            </div>
          </div>
        )}
        <p className="small text-body-secondary text-center mt-3" aria-live="polite">
          {liked.length > 0 && t('swipe.liked', { name: liked.at(-1) })}
        </p>
      </div>
      {member && (
        <div className="text-center">
          <SignupLink className="btn btn-link">{words.cta}</SignupLink>
        </div>
      )}
      <ProofBar data={data} className="justify-content-center" />
    </div>
  );
}
