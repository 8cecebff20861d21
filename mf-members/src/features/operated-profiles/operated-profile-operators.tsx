import type { OperatedProfile, OperatorChoices } from '@app/shared/contracts';
import { backofficeRequest, errorText, useBackofficeQuery } from '@app/shared/backoffice';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../i18n';

/**
 * Who answers the profile (issue 48 §1): some operators, or any (none chosen). An operator given
 * profiles sees only theirs in the queue; the queue shows each conversation's operators.
 */
export function OperatedProfileOperators({
  profile,
  onChanged,
}: {
  profile: OperatedProfile;
  onChanged: () => void;
}) {
  const { t } = useTranslation(NAMESPACE);
  const { data, error } = useBackofficeQuery<OperatorChoices>('/operated-profiles/operators');
  const [chosen, setChosen] = useState(() => new Set(profile.operators.map((o) => o.id)));
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState<unknown>(null);
  const [said, setSaid] = useState('');
  const toggle = (id: number) =>
    setChosen((before) => {
      const next = new Set(before);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  const save = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setBusy(true);
    setFailed(null);
    setSaid('');
    try {
      await backofficeRequest(`/operated-profiles/${profile.id}/operators`, {
        method: 'PUT',
        body: { staff_ids: [...chosen] },
      });
      setSaid(t('operated_profiles.operators.saved'));
      onChanged();
    } catch (caught) {
      setFailed(caught);
    } finally {
      setBusy(false);
    }
  };
  return (
    <section aria-labelledby="operated-operators-title" className="mb-4">
      <h2 id="operated-operators-title" className="h5">
        {t('operated_profiles.operators.title')}
      </h2>
      <form onSubmit={(event) => void save(event)}>
        <fieldset>
          <legend className="small text-body-secondary fw-normal fs-6">
            {t('operated_profiles.operators.lead')}
          </legend>
          {data && data.operators.length === 0 && (
            <p className="small">{t('operated_profiles.operators.none')}</p>
          )}
          {data?.operators.map((operator) => (
            <div className="form-check" key={operator.id}>
              <input
                id={`operator-${operator.id}`}
                type="checkbox"
                className="form-check-input"
                checked={chosen.has(operator.id)}
                onChange={() => toggle(operator.id)}
              />
              <label htmlFor={`operator-${operator.id}`} className="form-check-label">
                {operator.email}
              </label>
            </div>
          ))}
        </fieldset>
        {data && data.operators.length > 0 && (
          <div className="d-flex align-items-center gap-3 mt-2">
            <button type="submit" className="btn btn-outline-primary" disabled={busy}>
              {t('operated_profiles.operators.save')}
            </button>
            <span role="status" className="text-success small">
              {said}
            </span>
          </div>
        )}
      </form>
      {error || failed ? (
        <div className="alert alert-danger mt-2" role="alert">
          {errorText(t, failed ?? error)}
        </div>
      ) : null}
    </section>
  );
}
