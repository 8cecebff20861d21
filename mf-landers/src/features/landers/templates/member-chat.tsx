import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ICEBREAKER_KEYS } from '@app/shared/values';
import { MemberImage } from '@app/shared/member-image';
import { useLanderEnv } from '../../../components/lander-env';
import { ProofBar } from '../../../components/proof-bar';
import { NAMESPACE } from '../../../i18n-namespace';
import { useCampaignWords } from '../use-campaign-words';
import type { TemplateProps } from './types';

/** The longest first message a landing carries into sign-up (the chat's own limit applies after). */
const FIRST_MESSAGE_MAX = 500;

/**
 * A featured member's chat landing: the visitor writes their first message here (an icebreaker
 * to start from), and the form carries it into sign-up, which sends it once the account exists.
 * A plain form: it works before any JavaScript ran.
 */
export function MemberChatLander({ campaign, data }: TemplateProps) {
  const { t } = useTranslation([NAMESPACE, 'common']);
  const words = useCampaignWords(campaign, data);
  const env = useLanderEnv();
  const [message, setMessage] = useState('');
  const member = data.member;
  if (!member) return null;
  const target = new URL(env.signupHref(member.id), 'http://lander.invalid');
  return (
    <div className="ld-chat container py-4">
      <div className="ld-chat-window card mx-auto">
        <div className="card-header d-flex align-items-center gap-2 bg-body">
          <MemberImage
            cdn={env.site.cdnPrefix}
            image={member.main_image}
            name={member.name}
            thumb
            eager
            sizes="48px"
            className="ld-chat-avatar"
          />
          <div>
            <h1 className="h5 mb-0">{words.headline}</h1>
            <div className="small text-body-secondary">
              {member.online && <span className="ld-online" aria-hidden="true" />}
              {t('tile.name_age', { name: member.name, age: member.age })}
              {member.city ? ` · ${member.city}` : ''}
            </div>
          </div>
        </div>
        <div className="card-body">
          {member.about && (
            <figure className="ld-bubble">
              <blockquote lang={member.about_lang ?? undefined} className="mb-0">
                {member.about}
              </blockquote>
              <figcaption className="small text-body-secondary">
                {t('chat.profile_says', { name: member.name })}
              </figcaption>
            </figure>
          )}
          <p className="ld-lead">{words.lead}</p>
          <form action={target.pathname} method="get">
            {[...target.searchParams].map(([name, value]) => (
              <input key={name} type="hidden" name={name} value={value} />
            ))}
            <label htmlFor="ld-first-message" className="form-label">
              {t('chat.label', { name: member.name })}
            </label>
            <textarea
              id="ld-first-message"
              name="message"
              className="form-control mb-2"
              rows={3}
              maxLength={FIRST_MESSAGE_MAX}
              value={message}
              onChange={(event) => setMessage(event.target.value)}
            />
            <div className="d-flex flex-wrap gap-2 mb-3" role="group" aria-label={t('chat.ideas')}>
              {ICEBREAKER_KEYS.slice(0, 3).map((key) => (
                <button
                  key={key}
                  type="button"
                  className="btn btn-sm btn-outline-secondary"
                  onClick={() => setMessage(t(`common:icebreakers.${key}`))}
                >
                  {t(`common:icebreakers.${key}`)}
                </button>
              ))}
            </div>
            <button type="submit" className="btn btn-primary btn-lg">
              {words.cta}
            </button>
          </form>
        </div>
      </div>
      <ProofBar data={data} className="justify-content-center mt-3" />
    </div>
  );
}
