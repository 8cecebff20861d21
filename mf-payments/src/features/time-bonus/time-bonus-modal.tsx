// Exposed as `./TimeBonusModal`: the shell places it in the default layout.
import { useEffect, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { TIME_BONUS_MODAL_DELAY_MS, TIME_BONUS_MODAL_DISMISSAL, paths } from '@app/shared/values';
import { formatCountdown, isMembersArea } from '@app/shared/utils';
import { selectUser, useAppSelector } from '@app/shared';
import { Dialog } from '@app/shared/ui';
import { NAMESPACE } from '../../i18n';
import { useTimeBonus } from '../../hooks/use-time-bonus';
import styles from './time-bonus.module.scss';

/** §9: the "act fast" line is given the value 4 (hours the offer lasts from sign-up). */
const ACT_FAST_HOURS = 4;

function dismissed(): boolean {
  try {
    return localStorage.getItem(TIME_BONUS_MODAL_DISMISSAL) !== null;
  } catch {
    return false;
  }
}

/**
 * §2/§4 time-bonus modal: opens 40 s after entering the members area when the member is logged
 * in, has 0 credits, has not dismissed it and the bonus is visible. Leaving the area cancels it;
 * closing records the dismissal (with its time); going to credits closes it and navigates.
 */
export default function TimeBonusModal() {
  const { t } = useTranslation(NAMESPACE);
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const user = useAppSelector(selectUser);
  const bonus = useTimeBonus();
  const [open, setOpen] = useState(false);
  const [closed, setClosed] = useState(dismissed);
  const inArea = isMembersArea(pathname);
  const waiting = inArea && user !== null && user.credits === 0 && !closed;

  useEffect(() => {
    if (!waiting) {
      setOpen(false);
      return;
    }
    const timer = setTimeout(() => setOpen(true), TIME_BONUS_MODAL_DELAY_MS);
    return () => clearTimeout(timer);
  }, [waiting]);

  if (!open || !waiting || !bonus) return null;
  const close = () => {
    try {
      localStorage.setItem(TIME_BONUS_MODAL_DISMISSAL, new Date().toISOString());
    } catch {
      // Not kept: closed for this page view only.
    }
    setClosed(true);
  };
  const goToCredits = () => {
    setOpen(false);
    navigate(paths.credits);
  };
  return (
    <Dialog title={t('time_bonus.special_offer')} onClose={close}>
      <div className="text-center" data-testid="time-bonus-modal">
        <p className={styles.percentage}>
          {t('time_bonus.percentage', { percentage: bonus.percentage })}
        </p>
        <p className="h5">{t('time_bonus.welcome_bonus')}</p>
        <button type="button" className="btn btn-primary btn-lg my-3 w-100" onClick={goToCredits}>
          {t('time_bonus.unlock')}
        </button>
        <p className="fw-semibold">{t('time_bonus.act_fast', { hours: ACT_FAST_HOURS })}</p>
        <p>
          <Link
            to={paths.credits}
            onClick={(event) => {
              event.preventDefault();
              goToCredits();
            }}
          >
            {t('time_bonus.offer_valid', { countdown: formatCountdown(bonus.secondsLeft) })}
          </Link>
        </p>
        <p className="small text-body-secondary mb-0">{t('time_bonus.instantly_received')}</p>
      </div>
    </Dialog>
  );
}
