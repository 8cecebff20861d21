import { useTranslation } from 'react-i18next';
import { selectIsLoggedIn, useAppDispatch, useAppSelector } from '@app/shared';
import { matchScreenOpened, useGetLikesQuery } from '@app/shared/bindings';
import { useLikeMemberMutation, useUnlikeMemberMutation } from '../lib/likes-api';
import { ErrorAlert, SignupButton } from '@app/shared/ui';
import { NAMESPACE } from '../i18n';

/**
 * Like and unlike a member (spec §2, §4): pressed while the member likes them; a mutual like
 * says "It's a match!" and opens the match screen at once (the other member's opens by the
 * event stream). A visitor gets the sign-up modal with this member featured instead.
 */
export function LikeButton({ memberId, small = false }: { memberId: number; small?: boolean }) {
  const { t } = useTranslation(NAMESPACE);
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const dispatch = useAppDispatch();
  const size = small ? 'btn-sm' : '';
  const { data: likes } = useGetLikesQuery(undefined, { skip: !loggedIn });
  const [like, liking] = useLikeMemberMutation();
  const [unlike, unliking] = useUnlikeMemberMutation();
  if (!loggedIn)
    return (
      <SignupButton className={`btn btn-outline-primary ${size}`} profileId={memberId}>
        <span aria-hidden="true">♥</span> {t('profile.like')}
      </SignupButton>
    );
  const liked = likes?.profiles.some((p) => p.id === memberId) ?? false;
  const matched = likes?.matches.some((p) => p.id === memberId) ?? false;
  const busy = liking.isLoading || unliking.isLoading;
  const likeBack = async () => {
    const answer = await like(memberId);
    if (answer.data?.match) dispatch(matchScreenOpened(memberId));
  };
  return (
    <>
      <button
        type="button"
        className={`btn ${liked ? 'btn-primary' : 'btn-outline-primary'} ${size}`}
        aria-pressed={liked}
        disabled={busy || !likes}
        onClick={() => void (liked ? unlike(memberId) : likeBack())}
      >
        <span aria-hidden="true">♥</span> {liked ? t('profile.liked') : t('profile.like')}
      </button>
      {matched && (
        <span className="badge text-bg-success align-self-center" role="status">
          {t('profile.match')}
        </span>
      )}
      {(liking.error ?? unliking.error) && <ErrorAlert error={liking.error ?? unliking.error} />}
    </>
  );
}
