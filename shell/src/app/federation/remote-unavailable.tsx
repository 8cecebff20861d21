import { useTranslation } from 'react-i18next';

/**
 * Shown in place of a remote's route or widget when that remote cannot be loaded. The retry is a
 * reload: the MF runtime remembers a failed entry for the life of the page.
 */
export function RemoteUnavailable({ remote }: { remote: string }) {
  const { t } = useTranslation('common');
  return (
    <section
      className="container py-5"
      role="alert"
      aria-live="polite"
      data-remote-unavailable={remote}
    >
      <div className="card border-warning mx-auto" style={{ maxWidth: 540 }}>
        <div className="card-body text-center">
          <h1 className="h4 card-title">{t('remote.unavailable_title')}</h1>
          <p className="card-text text-body-secondary">{t('remote.unavailable_text')}</p>
          <button
            type="button"
            className="btn btn-primary"
            onClick={() => window.location.reload()}
          >
            {t('remote.unavailable_retry')}
          </button>
        </div>
      </div>
    </section>
  );
}
