// Exposed as `./TimeBonusBanner`: the shell places it at the top of the default layout.
import { Link, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { formatCountdown, isMembersArea } from '@app/shared/utils';
import { paths } from '@app/shared/values';
import { NAMESPACE } from '../../i18n';
import { useTimeBonus } from '../../hooks/use-time-bonus';
import styles from './time-bonus.module.scss';

/**
 * §2 top banner: star, the title with the countdown, star; the whole banner links to credits. In
 * a landmark of its own, so nothing on the page sits outside one (issue 25 §4).
 */
export default function TimeBonusBanner() {
  const { t } = useTranslation(NAMESPACE);
  const { pathname } = useLocation();
  const bonus = useTimeBonus();
  if (!bonus || !isMembersArea(pathname)) return null;
  const countdown = formatCountdown(bonus.secondsLeft);
  return (
    <aside aria-label={t('time_bonus.banner_label')}>
      <Link to={paths.credits} className={styles.banner} data-testid="time-bonus-banner">
        <span aria-hidden="true">★</span>
        {/* One line on a phone too: the first row of results stays in view (issue 25 §4). */}
        <span className="d-sm-none">
          {t('time_bonus.banner_short', { percentage: bonus.percentage, countdown })}
        </span>
        <span className="d-none d-sm-inline">
          {t('time_bonus.banner', { percentage: bonus.percentage, countdown })}
        </span>
        <span aria-hidden="true">★</span>
      </Link>
    </aside>
  );
}
