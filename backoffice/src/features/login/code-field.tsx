import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../i18n';

/** A 6-digit code from the authenticator, or one of the recovery codes. */
export function CodeField({ label }: { label: string }) {
  const { t } = useTranslation(NAMESPACE);
  return (
    <div className="mb-3">
      <label htmlFor="second-factor-code" className="form-label">
        {label}
      </label>
      <input
        id="second-factor-code"
        name="code"
        className="form-control"
        autoComplete="one-time-code"
        inputMode="text"
        minLength={6}
        maxLength={20}
        required
        aria-describedby="second-factor-hint"
      />
      <div id="second-factor-hint" className="form-text">
        {t('login.code_hint')}
      </div>
    </div>
  );
}
