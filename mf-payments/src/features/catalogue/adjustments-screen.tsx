import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { backofficeRequest, ScreenNotices, useBackofficeQuery } from '@app/shared/backoffice';
import type { CreditAdjustment as Adjustment } from '@app/shared/contracts';
import { NAMESPACE } from '../../i18n';

/**
 * Credit adjustments above the limit wait here for a second staff member (issue 26 §4): never
 * the one who asked — the API refuses that — approved once however often it is clicked.
 */
export default function AdjustmentsScreen() {
  const { t } = useTranslation(NAMESPACE);
  const { data, error, reload } = useBackofficeQuery<{ adjustments: Adjustment[] }>(
    '/credit-adjustments',
  );
  const [failure, setFailure] = useState<unknown>(null);
  const [said, setSaid] = useState('');
  const decide = async (adjustment: Adjustment, verdict: 'approve' | 'refuse') => {
    setFailure(null);
    try {
      await backofficeRequest(`/credit-adjustments/${adjustment.id}/${verdict}`, {
        method: 'POST',
        body: {},
      });
      setSaid(t(`backoffice.adjustment_${verdict}d`, { member: adjustment.user_id }));
      reload();
    } catch (refusal) {
      setFailure(refusal);
    }
  };
  return (
    <section aria-labelledby="adjustments-title">
      <h1 id="adjustments-title" className="h3">
        {t('backoffice.adjustments_title')}
      </h1>
      <ScreenNotices said={said} error={error ?? failure} />
      {data?.adjustments.length === 0 && <p>{t('backoffice.no_adjustment')}</p>}
      <ul className="list-group">
        {data?.adjustments.map((adjustment) => (
          <li
            key={adjustment.id}
            className="list-group-item d-flex flex-wrap gap-2 align-items-center"
          >
            <span className="me-auto">
              {t('backoffice.adjustment', {
                amount: adjustment.amount > 0 ? `+${adjustment.amount}` : adjustment.amount,
                member: adjustment.user_id,
                reason: adjustment.reason,
                staff: adjustment.requested_by,
              })}
            </span>
            <button
              type="button"
              className="btn btn-sm btn-success"
              onClick={() => void decide(adjustment, 'approve')}
            >
              {t('backoffice.approve')}
            </button>
            <button
              type="button"
              className="btn btn-sm btn-outline-danger"
              onClick={() => void decide(adjustment, 'refuse')}
            >
              {t('backoffice.refuse')}
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
