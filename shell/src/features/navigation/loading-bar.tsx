import { useEffect, useState } from 'react';
import { useNavigation } from 'react-router';
import { useTranslation } from 'react-i18next';
import {
  LOADING_BAR_DURATION_MS,
  LOADING_BAR_HIDE_MS,
  LOADING_BAR_THROTTLE_MS,
} from '@app/shared/values';
import styles from './loading-bar.module.scss';

type Phase = 'idle' | 'running' | 'done';

/**
 * §9 loading bar: while a navigation waits (a remote's code, a lazy page), a thin bar grows along
 * the top. It appears only after 200 ms, so quick navigations show nothing, creeps over 5 s, and
 * fades 500 ms after the page is there.
 */
export function LoadingBar() {
  const { t } = useTranslation('shell');
  const busy = useNavigation().state !== 'idle';
  const [phase, setPhase] = useState<Phase>('idle');

  useEffect(() => {
    if (busy) {
      const show = setTimeout(() => setPhase('running'), LOADING_BAR_THROTTLE_MS);
      return () => clearTimeout(show);
    }
    setPhase((current) => (current === 'running' ? 'done' : current));
    const hide = setTimeout(() => setPhase('idle'), LOADING_BAR_HIDE_MS);
    return () => clearTimeout(hide);
  }, [busy]);

  if (phase === 'idle') return null;
  return (
    <div
      className={`${styles.bar} ${phase === 'done' ? styles.done : styles.running}`}
      style={{ ['--loading-bar-duration' as string]: `${LOADING_BAR_DURATION_MS}ms` }}
      role="progressbar"
      aria-label={t('nav.loading_page')}
      aria-busy={phase === 'running'}
    />
  );
}
