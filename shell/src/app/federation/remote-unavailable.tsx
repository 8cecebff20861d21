import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageSpinner } from '@app/shared/ui';
import { reloadOnceForChunkError } from '../chunk-reload';

/**
 * Shown in place of a remote's route or widget when that remote cannot be loaded. The retry is a
 * reload: the MF runtime remembers a failed entry for the life of the page. A route whose remote
 * did not load (`reloadFirst`) reloads the page by itself first, at most once a minute (spec §8,
 * as the shell's own chunks do): a remote just deployed is picked up without a click.
 */
export function RemoteUnavailable({
  remote,
  reloadFirst = false,
}: {
  remote: string;
  reloadFirst?: boolean;
}) {
  const { t } = useTranslation('common');
  const [reloading, setReloading] = useState(reloadFirst);
  useEffect(() => {
    if (reloadFirst) setReloading(reloadOnceForChunkError());
  }, [reloadFirst]);
  if (reloading) return <PageSpinner />;
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
