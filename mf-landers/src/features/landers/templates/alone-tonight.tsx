import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MemberTile } from '../../../components/member-tile';
import { PartnerCountdown } from '../../../components/partner-countdown';
import { ProofBar } from '../../../components/proof-bar';
import { SignupLink } from '../../../components/signup-link';
import { NAMESPACE } from '../../../i18n-namespace';
import { useCampaignWords } from '../use-campaign-words';
import type { TemplateProps } from './types';

/**
 * Alone tonight: an evening page — who is online right now, and one call to action. Its partner
 * variant hands the visitor over to the campaign's partner after the countdown (spec §9).
 */
export function AloneTonightLander({ campaign, data }: TemplateProps) {
  const { t } = useTranslation(NAMESPACE);
  const words = useCampaignWords(campaign, data);
  const partner = campaign.partner;
  const [leaving, setLeaving] = useState(false);
  const online = data.featured.filter((member) => member.online);
  const shown = (online.length >= 2 ? online : data.featured).slice(0, 4);
  return (
    <div className="ld-night">
      <div className="container py-5 text-center">
        <h1 className="ld-headline">{words.headline}</h1>
        <p className="ld-lead mx-auto">{words.lead}</p>
        <ul className="ld-night-row list-unstyled">
          {shown.map((member, i) => (
            <li key={member.id}>
              <MemberTile member={member} eager={i < 2} sizes="(min-width: 768px) 200px, 45vw" />
            </li>
          ))}
        </ul>
        {partner ? (
          leaving ? (
            <div className="mx-auto ld-night-partner">
              <PartnerCountdown partner={partner} onStay={() => setLeaving(false)} />
            </div>
          ) : (
            <div className="d-flex flex-wrap gap-2 justify-content-center">
              <a
                className="btn btn-primary btn-lg ld-cta"
                href={partner.url}
                rel="noopener"
                onClick={(event) => {
                  event.preventDefault();
                  setLeaving(true);
                }}
              >
                {words.cta}
              </a>
              <SignupLink className="btn btn-outline-light btn-lg">{t('night.stay')}</SignupLink>
            </div>
          )
        ) : (
          <SignupLink className="btn btn-primary btn-lg ld-cta">{words.cta}</SignupLink>
        )}
        <ProofBar data={data} className="justify-content-center" />
      </div>
    </div>
  );
}
