import { useEffect, useRef, useState } from 'react';
import { useSwipeGesture } from '@app/shared/swipe-gesture';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { SWIPE_LIKES_PER_DAY, errorCodes, paths } from '@app/shared/values';
import { selectIsLoggedIn, useAppDispatch, useAppSelector } from '@app/shared';
import { matchScreenOpened } from '@app/shared/bindings';
import type { MemberCard } from '@app/shared/contracts';
import { apiErrorCode } from '@app/shared/utils';
import { useGetSwipeStackQuery } from './api';
import { useSwipeMutation } from '../../lib/likes-api';
import {
  ErrorAlert,
  FictionalBadge,
  LikesYouBadge,
  LoginRequired,
  MemberPhoto,
  PageSpinner,
} from '@app/shared/ui';
import { useMemberTimeZone } from '../../hooks/use-member-time-zone';
import { useTouchScreen } from '@app/shared/ui';
import { NAMESPACE } from '../../i18n';
import styles from './swipe-game-page.module.scss';

/**
 * /swipe-game (spec §6: 4 likes a day): one member at a time; drag the card right to like, left
 * to pass (touch or mouse), or press the buttons or the arrow keys. The server counts the day's
 * likes; when they are used the member may still pass, and learns when new likes come.
 */
export function SwipeGamePage() {
  const { t, i18n } = useTranslation([NAMESPACE, 'common']);
  const touch = useTouchScreen();
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const dispatch = useAppDispatch();
  const zoneSent = useMemberTimeZone(loggedIn);
  const { data, error, isLoading, isFetching, refetch } = useGetSwipeStackQuery(undefined, {
    skip: !loggedIn || !zoneSent,
  });
  const [swipe, swiping] = useSwipeMutation();
  const [done, setDone] = useState<number[]>([]);
  const [likesLeft, setLikesLeft] = useState<number | null>(null);
  const [match, setMatch] = useState<MemberCard | null>(null);
  const card = useRef<HTMLDivElement>(null);

  const stack = (data?.profiles ?? []).filter((profile) => !done.includes(profile.id));
  const current = stack[0];
  const left = likesLeft ?? data?.likes_left ?? SWIPE_LIKES_PER_DAY;
  const resetsAt = swiping.data?.resets_at ?? data?.resets_at;

  // The stack ran out: deal the next members.
  useEffect(() => {
    if (data && !isFetching && data.profiles.length > 0 && stack.length === 0) {
      setDone([]);
      void refetch();
    }
  }, [data, isFetching, stack.length, refetch]);

  useEffect(() => card.current?.focus({ preventScroll: true }), [current?.id]);

  const decide = async (like: boolean) => {
    if (!current || swiping.isLoading) return;
    if (like && left === 0) return;
    const result = await swipe({ id: current.id, like });
    if ('data' in result && result.data) {
      setLikesLeft(result.data.likes_left);
      if (result.data.match) {
        setMatch(current);
        dispatch(matchScreenOpened(current.id));
      }
      setDone((ids) => [...ids, current.id]);
    } else if ('error' in result && apiErrorCode(result.error) === errorCodes.swipe_limit_reached) {
      setLikesLeft(0);
    }
  };

  const gesture = useSwipeGesture((like) => void decide(like), { canLike: left > 0 });

  if (!loggedIn) return <LoginRequired />;

  const resetTime =
    resetsAt &&
    new Intl.DateTimeFormat(i18n.language, { hour: '2-digit', minute: '2-digit' }).format(
      new Date(resetsAt),
    );
  const swipeError = swiping.error && !(likesLeft === 0) ? swiping.error : undefined;

  return (
    <div className="container py-4" style={{ maxWidth: 480 }}>
      <h1 className="h3 mb-1">{t('swipe.title')}</h1>
      <p className="text-body-secondary" aria-live="polite" data-testid="likes-left">
        {left > 0
          ? t('swipe.likes_left', { count: left })
          : t('swipe.limit_reached', { count: SWIPE_LIKES_PER_DAY, time: resetTime })}
      </p>
      {(isLoading || !zoneSent) && <PageSpinner />}
      {error && <ErrorAlert error={error} onRetry={() => void refetch()} />}
      {swipeError && <ErrorAlert error={swipeError} />}
      {match && (
        <div className="alert alert-success d-flex align-items-center gap-2" role="status">
          <span className="flex-grow-1">{t('swipe.match', { name: match.name })}</span>
          <Link className="btn btn-sm btn-success" to={paths.memberChat(match.id)}>
            {t('profile.send_message')}
          </Link>
        </div>
      )}
      {data && !current && !isFetching && (
        <div className="text-center py-5">
          <p>{t('swipe.empty')}</p>
          <Link to={paths.members} className="btn btn-primary">
            {t('likes.browse')}
          </Link>
        </div>
      )}
      {current && (
        <>
          {/* The swipe card is operated by the arrow keys, as by a finger: WAI-ARIA has no role
              for it (a group with its own roledescription; the Like and Pass buttons below do the
              same). */}
          <div
            ref={card}
            className={`card shadow-sm ${styles.card}`}
            // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
            tabIndex={0}
            role="group"
            aria-roledescription={t('swipe.card')}
            aria-label={`${current.name}, ${current.age}`}
            aria-describedby="swipe-help"
            {...gesture.handlers}
            style={gesture.style}
            data-testid="swipe-card"
          >
            <MemberPhoto
              image={current.main_image}
              name={current.name}
              className={`card-img-top ${styles.photo}`}
              eager
            />
            {gesture.stamp === 'like' && (
              <span className={`badge text-bg-success ${styles.stamp} ${styles.like}`}>
                {t('profile.like')}
              </span>
            )}
            {gesture.stamp === 'pass' && (
              <span className={`badge text-bg-secondary ${styles.stamp} ${styles.pass}`}>
                {t('swipe.pass')}
              </span>
            )}
            <div className="card-body">
              <h2 className="h5 mb-0 d-flex align-items-center gap-1">
                {current.name}, {current.age}
                <FictionalBadge fictional={current.fictional} />
                <LikesYouBadge likesYou={current.likes_you} />
              </h2>
              <p className="text-body-secondary mb-0">
                {[
                  current.city,
                  t(`common:country.${current.country}`, { defaultValue: current.country }),
                ]
                  .filter(Boolean)
                  .join(', ')}
              </p>
            </div>
          </div>
          <p id="swipe-help" className="small text-body-secondary mt-2 text-center">
            {t(touch ? 'swipe.help_touch' : 'swipe.help')}
          </p>
          <div className="d-flex justify-content-center gap-3 mt-2">
            <button
              type="button"
              className="btn btn-lg btn-outline-secondary rounded-pill px-4"
              onClick={() => void decide(false)}
              disabled={swiping.isLoading}
            >
              <span aria-hidden="true">✕</span> {t('swipe.pass')}
            </button>
            <button
              type="button"
              className="btn btn-lg btn-primary rounded-pill px-4"
              onClick={() => void decide(true)}
              disabled={swiping.isLoading || left === 0}
            >
              <span aria-hidden="true">♥</span> {t('profile.like')}
            </button>
          </div>
          <p className="text-center mt-3">
            <Link to={paths.member(current.id)}>{t('swipe.view_profile')}</Link>
          </p>
        </>
      )}
    </div>
  );
}
