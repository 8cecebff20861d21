import { useTranslation } from 'react-i18next';
import type { Image } from '../contracts/user';
import { selectSettings } from '../site/site-slice';
import { useAppSelector } from '../store/hooks';
import { imageUrl } from '../utils/images';

/** A member's photo from the site's CDN, or a neutral placeholder when there is none to show. */
export function MemberPhoto({
  image,
  name,
  thumb = false,
  className = '',
  eager = false,
}: {
  image: Image | null | undefined;
  name: string;
  thumb?: boolean;
  className?: string;
  eager?: boolean;
}) {
  const { t } = useTranslation('common');
  const settings = useAppSelector(selectSettings);
  const src = imageUrl(settings?.cdn_prefix ?? '/uploads/', image, thumb);
  const size = thumb ? 200 : 600;
  if (!src) {
    return (
      <div
        className={`member-photo-placeholder bg-body-secondary d-flex align-items-center justify-content-center ${className}`}
        role="img"
        aria-label={t('photo.none', { name })}
      >
        <span className="fs-1 text-body-tertiary" aria-hidden="true">
          {name.slice(0, 1).toUpperCase()}
        </span>
      </div>
    );
  }
  return (
    <img
      src={src}
      alt={t('photo.of', { name })}
      width={size}
      height={size}
      loading={eager ? 'eager' : 'lazy'}
      // The first photos of a page are its largest paint: ask for them first.
      fetchPriority={eager ? 'high' : 'auto'}
      decoding="async"
      className={className}
    />
  );
}
