import { useEffect, useRef, useState } from 'react';
import { Link, useMatch, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PHOTO_LINKS_REFRESH_MS, paths } from '@app/shared/values';
import { profileFieldShown } from '@app/shared/utils';
import {
  selectIsLoggedIn,
  selectSettings,
  selectUser,
  useAppSelector,
  useFictionalWords,
} from '@app/shared';
import { useGetLikesQuery, useGetMemberQuery } from '@app/shared/bindings';
import { useSeeLikeMutation } from './api';
import { useUnblockMemberMutation } from '../../lib/blocks-api';
import {
  ErrorAlert,
  LikesYouBadge,
  LoginRequired,
  MemberPhoto,
  PageSpinner,
  SafetyActions,
  SignupButton,
  NotFoundView,
  VerifiedBadge,
} from '@app/shared/ui';
import { useCanBrowseMembers } from '../../hooks/use-can-browse-members';
import { NAMESPACE } from '../../i18n';
import { LikeButton } from '../../components/like-button';
import { lastActiveWords } from './last-active';
import { selectCachedCard, type CachedCard } from './cached-card';
import { LikeBackPrompt } from './like-back-prompt';
import { PassButton } from './pass-button';
import { PhotoGallery } from './photo-gallery';
import { SimilarProfiles } from './similar-profiles';
import styles from './member-profile-page.module.scss';

/**
 * The top of a profile drawn from the card the member was opened from (spec §3
 * otherCachedProfiles) while the rest loads: the photo, name, age and town appear at once.
 */
function ProfilePreview({ card }: { card: CachedCard }) {
  const { t } = useTranslation([NAMESPACE, 'common']);
  return (
    <article className="container py-4" aria-labelledby="profile-name" aria-busy="true">
      <Link to={paths.members} className="d-inline-block mb-3">
        ‹ {t('profile.back')}
      </Link>
      <div className="row g-4" style={{ minHeight: '100vh' }}>
        <div className="col-12 col-md-5">
          <MemberPhoto
            image={card.main_image}
            name={card.name}
            thumb
            className={styles.profilePhoto}
            eager
          />
        </div>
        <div className="col-12 col-md-7">
          <h1 id="profile-name" className="h2 mb-1">
            {card.name}, {card.age}
          </h1>
          {card.city && <p className="text-body-secondary mb-1">{card.city}</p>}
          <PageSpinner />
        </div>
      </div>
    </article>
  );
}

/** /members/{id} and /likes/m/{id}: one member's profile. */
export function MemberProfilePage() {
  const { t } = useTranslation([NAMESPACE, 'common']);
  const fictional = useFictionalWords();
  const { id } = useParams();
  const memberId = Number(id);
  const valid = Number.isInteger(memberId) && memberId > 0;
  const canBrowse = useCanBrowseMembers();
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const user = useAppSelector(selectUser);
  const settings = useAppSelector(selectSettings);
  // Issue 29 §4: photos after the main one come with signed links that expire; while some are
  // shown, the profile is asked again before they do, so the gallery never breaks.
  const [photoLinks, setPhotoLinks] = useState(false);
  const {
    data: member,
    error,
    isLoading,
    refetch,
  } = useGetMemberQuery(memberId, {
    skip: !valid || !canBrowse,
    pollingInterval: photoLinks ? PHOTO_LINKS_REFRESH_MS : 0,
  });
  useEffect(() => {
    setPhotoLinks(member?.images.some((image) => image.url !== undefined) ?? false);
  }, [member]);

  // §4: opening a like's profile clears that like's new flag: from the likes page (/likes/m/{id})
  // and, issue 25 §1, from anywhere else (search, a match, a link) while the like is new.
  const fromLikes = useMatch('/likes/m/:id') !== null;
  const { data: likes } = useGetLikesQuery(undefined, { skip: !loggedIn || !valid });
  const newLike = likes?.liked_by.some((like) => like.id === memberId && like.like_new) ?? false;
  const [seeLike] = useSeeLikeMutation();
  const cached = useAppSelector((state) => (valid ? selectCachedCard(state, memberId) : null));
  // Once per profile opened: the likes list refetching after it must not say it again.
  const seenFor = useRef<number | null>(null);
  useEffect(() => {
    if (!(fromLikes || newLike) || !loggedIn || !valid || seenFor.current === memberId) return;
    seenFor.current = memberId;
    void seeLike(memberId);
  }, [fromLikes, newLike, loggedIn, valid, memberId, seeLike]);

  if (!canBrowse) return <LoginRequired />;

  if (!valid || (error && 'status' in error && error.status === 404))
    return <NotFoundView back={{ to: paths.members, label: t('profile.back') }} />;
  // A screen's height while loading: the footer stays below the fold rather than jumping (CLS).
  if (isLoading)
    return cached ? (
      <ProfilePreview card={cached} />
    ) : (
      <div className="container py-4" style={{ minHeight: '100vh' }}>
        <PageSpinner />
      </div>
    );
  if (error || !member)
    return (
      <div className="container py-4">
        <ErrorAlert error={error} onRetry={() => void refetch()} />
      </div>
    );

  const own = user?.profile.id === member.id;
  const activity = lastActiveWords(member.last_active, member.online);
  // Attributes a member has not given yet (null) are left out rather than shown empty.
  // What the site does not show on profiles (visible_profile_fields) is left out too.
  const shown = (field: string) => profileFieldShown(settings, field);
  const given = (label: string, value: string | null, text: (value: string) => string) =>
    value === null ? [] : [[label, text(value)] as [string, string]];
  const facts: [string, string][] = [
    ...given(t('common:field.gender'), member.gender, (v) => t(`common:gender.${v}`)),
    ...given(t('common:field.sexuality'), shown('sexuality') ? member.sexuality : null, (v) =>
      t(`common:attributes.sexuality.${v}`, { context: member.gender ?? undefined }),
    ),
    ...given(
      t('common:field.relationship_status'),
      shown('relationship_status') ? member.relationship_status : null,
      // Words that agree with the member ("Divorcée" for a woman, in French).
      (v) =>
        t(`common:attributes.relationship_status.${v}`, { context: member.gender ?? undefined }),
    ),
    ...given(t('common:field.body_type'), shown('body_type') ? member.body_type : null, (v) =>
      t(`common:attributes.body_type.${v}`),
    ),
    ...given(t('common:field.hair_colour'), shown('hair_colour') ? member.hair_colour : null, (v) =>
      t(`common:attributes.hair_colour.${v}`),
    ),
    ...given(t('common:field.eye_colour'), shown('eye_colour') ? member.eye_colour : null, (v) =>
      t(`common:attributes.eye_colour.${v}`),
    ),
    ...(shown('tattoos')
      ? [
          [
            t('common:field.tattoos'),
            member.tattoos ? t('common:field.yes') : t('common:field.no'),
          ] as [string, string],
        ]
      : []),
  ];
  // City and region are often the same name (Antwerpen, Antwerpen): say it once.
  const place = [
    shown('city') ? member.city : null,
    shown('region') ? member.region : null,
    t(`common:country.${member.country}`, { defaultValue: member.country }),
  ]
    .filter((part, index, parts): part is string => !!part && parts.indexOf(part) === index)
    .join(', ');

  return (
    <article className="container py-4" aria-labelledby="profile-name">
      <Link to={paths.members} className="d-inline-block mb-3">
        ‹ {t('profile.back')}
      </Link>
      <div className="row g-4">
        <div className="col-12 col-md-5">
          <PhotoGallery images={member.images} gated={member.gated_images} name={member.name} />
        </div>
        <div className="col-12 col-md-7">
          <h1 id="profile-name" className="h2 mb-1">
            {member.name}, {member.age}
            {member.fictional && settings?.fictional_icon === 'yes' && (
              <span className="badge text-bg-warning fs-6 align-middle ms-2">
                {fictional.label}
              </span>
            )}
            {member.likes_you && (
              <span className="fs-6 align-middle ms-2">
                <LikesYouBadge likesYou />
              </span>
            )}
            {member.verified && (
              <span className="fs-6 align-middle ms-2">
                <VerifiedBadge verified />
              </span>
            )}
          </h1>
          {member.fictional && settings?.fictional_warning === 'yes' && (
            <p className="small text-body-secondary mb-1">
              {t('common:fictional.warning', { name: member.name, profile: fictional.singular })}
            </p>
          )}
          <p className="text-body-secondary mb-1">
            {place}
            {member.distance_km !== null && (
              <span data-testid="member-distance">
                {' · '}
                {t('common:member_card.distance', { count: member.distance_km })}
              </span>
            )}
          </p>
          <p className="small mb-3" data-testid="last-active">
            {activity === 'online' ? (
              <span className="badge text-bg-success">{t('common:member_card.online')}</span>
            ) : (
              <span className="text-body-secondary">{t(`profile.last_active.${activity}`)}</span>
            )}
          </p>
          {loggedIn && !own && !member.blocked_by_me && (
            <LikeBackPrompt memberId={member.id} name={member.name} />
          )}
          <div className="d-flex flex-wrap gap-2 mb-4">
            {own ? (
              <Link to={paths.profile} className="btn btn-primary">
                {t('profile.edit')}
              </Link>
            ) : member.blocked_by_me ? (
              <YouBlocked memberId={member.id} name={member.name} onUnblocked={refetch} />
            ) : loggedIn ? (
              <>
                <Link to={paths.memberChat(member.id)} className="btn btn-primary">
                  {t('profile.send_message')}
                </Link>
                <LikeButton memberId={member.id} />
                <PassButton memberId={member.id} />
                <SafetyActions
                  memberId={member.id}
                  name={member.name}
                  onBlocked={() => void refetch()}
                />
              </>
            ) : (
              <>
                {/* A visitor writes through sign-up: the modal opens with this member featured. */}
                <SignupButton className="btn btn-primary" profileId={member.id}>
                  {t('profile.send_message')}
                </SignupButton>
                <LikeButton memberId={member.id} />
              </>
            )}
          </div>
          {member.about && (
            <section className="mb-4" aria-labelledby="about-title">
              <h2 id="about-title" className="h5">
                {t('profile.about')}
              </h2>
              <p
                className="mb-0"
                style={{ whiteSpace: 'pre-line' }}
                lang={member.about_lang ?? undefined}
              >
                {member.about}
              </p>
            </section>
          )}
          <section className="mb-4" aria-labelledby="facts-title">
            <h2 id="facts-title" className="h5">
              {t('profile.details')}
            </h2>
            <dl className="row mb-0">
              {facts.map(([label, value]) => (
                <div key={label} className="col-12 col-sm-6 d-flex gap-2">
                  <dt className="fw-normal text-body-secondary">{label}</dt>
                  <dd className="mb-1">{value}</dd>
                </div>
              ))}
            </dl>
          </section>
          {shown('interests') && member.interests.length > 0 && (
            <section aria-labelledby="interests-title">
              <h2 id="interests-title" className="h5">
                {t('profile.interests')}
              </h2>
              <ul className="list-inline mb-0">
                {member.interests.map((interest) => (
                  <li
                    key={interest}
                    className="list-inline-item badge rounded-pill text-bg-light border"
                  >
                    {t(`common:interests.${interest}`, { defaultValue: interest })}
                  </li>
                ))}
              </ul>
            </section>
          )}
        </div>
      </div>
      {!own && <SimilarProfiles memberId={member.id} />}
    </article>
  );
}

/** The blocker's view of a member they blocked (issue 25 §2): said, with the way back. */
function YouBlocked({
  memberId,
  name,
  onUnblocked,
}: {
  memberId: number;
  name: string;
  onUnblocked: () => void;
}) {
  const { t } = useTranslation('common');
  const [unblock, { isLoading, error }] = useUnblockMemberMutation();
  return (
    <div className="alert alert-secondary w-100 mb-0" data-testid="you-blocked">
      <p className="mb-2">{t('safety.you_blocked', { name })}</p>
      {/* Filled: an outline on the alert's tint read too faint (issue 49 §11). */}
      <button
        type="button"
        className="btn btn-sm btn-secondary"
        disabled={isLoading}
        onClick={() =>
          void unblock({ profile: memberId }).then((answer) => {
            if (!('error' in answer)) onUnblocked();
          })
        }
      >
        {t('safety.unblock')}
      </button>
      {error && <ErrorAlert error={error} />}
    </div>
  );
}
