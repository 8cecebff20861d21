import { useTranslation } from 'react-i18next';
import type { Image } from '../contracts/user';
import { CARD_PHOTO_SIZES, imageUrl, thumbSources } from '../utils/images';

/**
 * A member's photo from the site's CDN (`cdn`), or a neutral placeholder when there is none to
 * show. Free of the store, for pages rendered on the server too.
 */
export function MemberImage({
  cdn,
  image,
  name,
  thumb = false,
  className = '',
  eager = false,
  sizes = CARD_PHOTO_SIZES,
  decorative = false,
}: {
  /** The site's cdn_prefix. */
  cdn: string;
  image: Image | null | undefined;
  name: string;
  thumb?: boolean;
  className?: string;
  eager?: boolean;
  /** How wide a thumb shows, for choosing its source (the card grid's by default). */
  sizes?: string;
  /** The member is named right beside it (a link's text): the photo needs no words of its own. */
  decorative?: boolean;
}) {
  const { t } = useTranslation('common');
  const src = imageUrl(cdn, image, thumb);
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
      alt={decorative ? '' : t('photo.of', { name })}
      width={size}
      height={size}
      // A thumb in a card is wider than 200 px on most screens, twice that on a phone's 2×
      // screen: the browser picks the square 400 px size (or the 600 px main of older photos).
      srcSet={thumb && image ? thumbSources(cdn, image) : undefined}
      sizes={thumb ? sizes : undefined}
      loading={eager ? 'eager' : 'lazy'}
      // The first photos of a page are its largest paint: ask for them first.
      fetchPriority={eager ? 'high' : 'auto'}
      decoding="async"
      className={className}
    />
  );
}
