import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../i18n-namespace';
import type { Partner } from '../lib/partner';

const leave = (url: string) => window.location.assign(url);

/**
 * Spec §9 partner redirect: a lander handing the visitor over to a partner says where and
 * counts down the seconds, with a way to go at once or to stay. The count is announced politely.
 */
export function PartnerCountdown({
  partner,
  onStay,
  go = leave,
}: {
  partner: Partner;
  onStay: () => void;
  /** Leaves for the partner (the page's navigation; a test's stand-in). */
  go?: (url: string) => void;
}) {
  const { t } = useTranslation(NAMESPACE);
  const [left, setLeft] = useState(partner.seconds);
  useEffect(() => {
    if (left <= 0) {
      go(partner.url);
      return;
    }
    const timer = window.setTimeout(() => setLeft((seconds) => seconds - 1), 1000);
    return () => window.clearTimeout(timer);
  }, [left, partner.url, go]);
  return (
    <div className="ld-partner card shadow-sm" role="region" aria-label={partner.name}>
      <div className="card-body">
        <p className="mb-3" aria-live="polite">
          {t('partner.countdown', { partner: partner.name, count: Math.max(left, 0) })}
        </p>
        <div className="d-flex flex-wrap gap-2">
          <a className="btn btn-primary" href={partner.url} rel="noopener">
            {t('partner.go')}
          </a>
          <button type="button" className="btn btn-outline-secondary" onClick={onStay}>
            {t('partner.stay')}
          </button>
        </div>
      </div>
    </div>
  );
}
