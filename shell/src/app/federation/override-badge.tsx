import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { REMOTE_OVERRIDE_PATH } from '@app/shared/platform/apps';
import { loadRegistry, type Registry } from '@app/shared/federation-host';
import styles from './override-badge.module.scss';

/** The remotes this browser gets in a version of its own, with the version each runs. */
export function overriddenRemotes(registry: Registry): Array<{ remote: string; version: string }> {
  return (registry.overrides ?? []).map((remote) => ({
    remote,
    version: registry.remotes[remote]?.version ?? '?',
  }));
}

/**
 * Issue 12: a browser that opened an override link (QA, a review) sees which remotes it runs in
 * another version than everyone's, and can go back to them. Nobody else ever sees it.
 */
export function OverrideBadge({
  load = loadRegistry,
}: {
  /** Where the registry comes from (tests give their own). */
  load?: () => Promise<Registry>;
}) {
  const { t } = useTranslation('shell');
  const [overridden, setOverridden] = useState<Array<{ remote: string; version: string }>>([]);
  useEffect(() => {
    let live = true;
    void load().then((registry) => {
      if (live) setOverridden(overriddenRemotes(registry));
    });
    return () => {
      live = false;
    };
  }, [load]);
  if (overridden.length === 0) return null;
  const names = overridden.map(({ remote, version }) => `${remote}@${version}`).join(', ');
  return (
    <aside className={styles.badge} aria-label={t('remote_override.label')}>
      <span>{t('remote_override.text', { names })}</span>{' '}
      <a className={styles.clear} href={`${REMOTE_OVERRIDE_PATH}?clear=1`}>
        {t('remote_override.clear')}
      </a>
    </aside>
  );
}
