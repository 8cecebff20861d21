import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paths } from '@app/shared/values';
import { selectIsLoggedIn, useAppSelector } from '@app/shared';
import { useGetOwnProfileQuery } from '@app/shared/bindings';
import { ErrorAlert, LoginRequired, PageSpinner } from '@app/shared/ui';
import { NAMESPACE } from '../../i18n';
import { DetailsForm } from './details-form';
import { PhotosSection } from './photos-section';
import { VerificationSection } from './verification-section';

/** /profile: the member's own photos and details, and a look at the profile as others see it. */
export function OwnProfilePage() {
  const { t } = useTranslation(NAMESPACE);
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const userProfileId = useAppSelector((state) => state.auth.user?.profile.id);
  const {
    data: profile,
    error,
    isLoading,
    refetch,
  } = useGetOwnProfileQuery(undefined, {
    skip: !loggedIn,
  });
  if (!loggedIn) return <LoginRequired />;
  return (
    <div className="container py-4" style={{ maxWidth: 960 }}>
      <div className="d-flex flex-wrap align-items-center gap-2 mb-3">
        <h1 className="h3 mb-0 flex-grow-1">{t('own_profile.title')}</h1>
        {userProfileId !== undefined && (
          <Link to={paths.member(userProfileId)} className="btn btn-outline-primary">
            {t('own_profile.view')}
          </Link>
        )}
      </div>
      {isLoading && <PageSpinner />}
      {error && <ErrorAlert error={error} onRetry={() => void refetch()} />}
      {profile && (
        <>
          <PhotosSection photos={profile.photos} />
          <VerificationSection
            hasPhoto={profile.photos.some((photo) => photo.status === 'active')}
          />
          <DetailsForm profile={profile} />
        </>
      )}
    </div>
  );
}
