import { useTranslation } from 'react-i18next';
import type { LandingData } from '@app/shared/contracts';
import { MEMBERS_COUNT_CAP } from '@app/shared/values';
import { NAMESPACE } from '../i18n-namespace';
import { countText } from '../lib/fill';

/** The proof a visitor looks for: members online right now, members in their country. */
export function ProofBar({ data, className = '' }: { data: LandingData; className?: string }) {
  const { t, i18n } = useTranslation([NAMESPACE, 'common']);
  const country = data.country
    ? t(`common:country.${data.country}`, { defaultValue: data.country })
    : '';
  return (
    <ul className={`ld-proof list-unstyled ${className}`}>
      <li>
        <span className="ld-online" aria-hidden="true" />
        {t('proof.online', {
          count: data.online_now,
          number: countText(data.online_now, MEMBERS_COUNT_CAP, i18n.language),
        })}
      </li>
      {country && data.near_you > 0 && (
        <li>
          {t('proof.near', {
            count: data.near_you,
            number: countText(data.near_you, MEMBERS_COUNT_CAP, i18n.language),
            country,
          })}
        </li>
      )}
    </ul>
  );
}
