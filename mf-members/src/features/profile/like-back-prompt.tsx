import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { LIKE_BACK_PARAM } from '@app/shared/values';
import { useGetLikesQuery } from '@app/shared/bindings';
import { LikeButton } from '../../components/like-button';
import { NAMESPACE } from '../../i18n';

/**
 * `?lb=1` (spec §3's `lb`, read here as "like back"): the profile of someone who liked the
 * member, opened from that like's push or mail, asks at once whether to like them back; one
 * press makes the match. Nothing when the member already answered (or was never liked).
 */
export function LikeBackPrompt({ memberId, name }: { memberId: number; name: string }) {
  const { t } = useTranslation(NAMESPACE);
  const [params] = useSearchParams();
  const asked = params.get(LIKE_BACK_PARAM) !== null;
  const { data: likes } = useGetLikesQuery(undefined, { skip: !asked });
  const waiting =
    asked &&
    (likes?.liked_by.some((like) => like.id === memberId) ?? false) &&
    !(likes?.profiles.some((profile) => profile.id === memberId) ?? true);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (waiting) heading.current?.focus();
  }, [waiting]);
  if (!waiting) return null;
  return (
    <section className="alert alert-info" aria-labelledby="like-back-title">
      <h2 id="like-back-title" ref={heading} tabIndex={-1} className="h6">
        {t('profile.like_back.title', { name })}
      </h2>
      <p className="mb-2">{t('profile.like_back.text', { name })}</p>
      <div className="d-flex flex-wrap gap-2">
        <LikeButton memberId={memberId} />
      </div>
    </section>
  );
}
