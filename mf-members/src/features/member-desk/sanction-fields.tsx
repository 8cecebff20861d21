import { useTranslation } from 'react-i18next';
import {
  SUSPENSION_DEFAULT_DAYS,
  SUSPENSION_MAX_DAYS,
  sanctionReasons,
} from '@app/shared/contracts';
import { NAMESPACE } from '../../i18n';

/**
 * A sanction's fields, as a member's file and the member list's bulk bar ask them: the days of
 * a suspension, the reason the member is told (from the list) and the team's note. Named `days`,
 * `reason` and `note` in the form.
 */
export function SanctionFields({ idPrefix, withDays }: { idPrefix: string; withDays: boolean }) {
  const { t } = useTranslation(NAMESPACE);
  return (
    <>
      {withDays && (
        <div className="col-4 col-lg-2">
          <label htmlFor={`${idPrefix}-days`} className="form-label">
            {t('report_queue.days')}
          </label>
          <input
            id={`${idPrefix}-days`}
            name="days"
            type="number"
            min={1}
            max={SUSPENSION_MAX_DAYS}
            defaultValue={SUSPENSION_DEFAULT_DAYS}
            className="form-control"
            required
          />
        </div>
      )}
      <div className="col-8 col-lg-4">
        <label htmlFor={`${idPrefix}-reason`} className="form-label">
          {t('report_queue.sanction_reason')}
        </label>
        <select id={`${idPrefix}-reason`} name="reason" className="form-select" required>
          {sanctionReasons.map((reason) => (
            <option key={reason} value={reason}>
              {t(`report_queue.sanction_reasons.${reason}`)}
            </option>
          ))}
        </select>
      </div>
      <div className="col-12 col-lg-6">
        <label htmlFor={`${idPrefix}-note`} className="form-label">
          {t('report_queue.note')}
        </label>
        <input id={`${idPrefix}-note`} name="note" className="form-control" maxLength={1000} />
      </div>
    </>
  );
}
