import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { LIKE_MODAL_DELAY_PARAM, paths } from '@app/shared/values';
import { likeModalClosed, likeModalOpened, selectLikeModal } from '@app/shared/bindings';
import { selectIsLoggedIn, useAppDispatch, useAppSelector } from '@app/shared';
import { WidgetSlot } from '../federation/remote-widget';

// mf-members down: no modal, and nothing else changes (a like the member is not shown is still
// on the likes page).
const ignore = () => {};

/**
 * Where the default layout places mf-members' LikeModal (spec §2, §4), and the modal's parent:
 * a query parameter `t` opens it after t seconds and leaves the address at once; pressing the
 * photo or the button opens that member's profile and closes the modal.
 */
export function LikeModalSlot() {
  const { t } = useTranslation('shell');
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const location = useLocation();
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const { open, pressed } = useAppSelector(selectLikeModal);

  const delay = new URLSearchParams(location.search).get(LIKE_MODAL_DELAY_PARAM);
  // Removing `t` from the address changes `delay`: the timer lives on until the layout goes.
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  useEffect(() => {
    if (delay === null) return;
    const params = new URLSearchParams(location.search);
    params.delete(LIKE_MODAL_DELAY_PARAM);
    const search = params.toString();
    void navigate(
      { pathname: location.pathname, search: search ? `?${search}` : '', hash: location.hash },
      { replace: true, state: location.state },
    );
    const seconds = Number(delay);
    if (!loggedIn || !Number.isFinite(seconds) || seconds < 0) return;
    clearTimeout(timer.current);
    timer.current = setTimeout(
      () => dispatch(likeModalOpened({ buttonLabel: t('like_modal.view_profile') })),
      seconds * 1000,
    );
    // Once per address carrying `t`.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [delay]);

  // The modal's photo or button was pressed: the parent opens the profile and closes it.
  const handled = useRef(pressed?.seq ?? 0);
  useEffect(() => {
    if (!pressed || pressed.seq === handled.current) return;
    handled.current = pressed.seq;
    dispatch(likeModalClosed());
    void navigate(paths.member(pressed.id));
  }, [pressed, dispatch, navigate]);

  return <WidgetSlot widget="LikeModal" needed={open} onUnavailable={ignore} />;
}
