import { useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paths } from '@app/shared/values';
import type { Image } from '@app/shared/contracts';
import { MemberPhoto } from '@app/shared/ui';
import { NAMESPACE } from '../../i18n';
import styles from './member-profile-page.module.scss';

/** How far (px) a photo must be dragged to turn to the next one. */
const PAGE_SWIPE_PX = 50;

/**
 * A member's photos one at a time: swipe on a phone, the arrows or the arrow keys on a desktop,
 * thumbnails to jump. Photos gated for the viewer (spec §6) never reach the browser; a teaser
 * says how many more a premium member sees.
 */
export function PhotoGallery({
  images,
  gated,
  name,
}: {
  images: Image[];
  gated: number;
  name: string;
}) {
  const { t } = useTranslation([NAMESPACE, 'common']);
  const [index, setIndex] = useState(0);
  const dragStart = useRef<number | null>(null);
  const count = images.length;
  const turn = (by: number) => count > 1 && setIndex((i) => (i + by + count) % count);

  const onKey = (event: KeyboardEvent) => {
    if (event.key === 'ArrowRight') turn(1);
    else if (event.key === 'ArrowLeft') turn(-1);
    else return;
    event.preventDefault();
  };
  const onPointerDown = (event: PointerEvent) => {
    dragStart.current = event.clientX;
  };
  const onPointerUp = (event: PointerEvent) => {
    if (dragStart.current === null) return;
    const moved = event.clientX - dragStart.current;
    dragStart.current = null;
    if (moved < -PAGE_SWIPE_PX) turn(1);
    else if (moved > PAGE_SWIPE_PX) turn(-1);
  };

  return (
    <div>
      {/* Swiped through by a finger (its buttons do the same for the keyboard). */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions */}
      <div
        className={`position-relative ${styles.gallery}`}
        role="group"
        aria-roledescription={t('profile.gallery')}
        aria-label={
          count > 1 ? t('profile.photo_of', { index: index + 1, count }) : t('profile.photos')
        }
        tabIndex={count > 1 ? 0 : undefined}
        onKeyDown={onKey}
        onPointerDown={onPointerDown}
        onPointerUp={onPointerUp}
        onPointerCancel={() => (dragStart.current = null)}
      >
        <MemberPhoto
          image={images[index] ?? null}
          name={name}
          className={styles.profilePhoto}
          eager
        />
        {count > 1 && (
          <>
            <button
              type="button"
              className={`btn btn-light rounded-circle ${styles.galleryPrev}`}
              onClick={() => turn(-1)}
              aria-label={t('profile.previous_photo')}
            >
              ‹
            </button>
            <button
              type="button"
              className={`btn btn-light rounded-circle ${styles.galleryNext}`}
              onClick={() => turn(1)}
              aria-label={t('profile.next_photo')}
            >
              ›
            </button>
          </>
        )}
      </div>
      {(count > 1 || gated > 0) && (
        <ul className="row row-cols-4 g-2 mt-1 list-unstyled" aria-label={t('profile.photos')}>
          {count > 1 &&
            images.map((image, i) => (
              <li key={image.filename} className="col">
                <button
                  type="button"
                  className={`btn p-0 border-0 w-100 ${i === index ? styles.thumbCurrent : ''}`}
                  aria-current={i === index}
                  aria-label={t('profile.show_photo', { index: i + 1 })}
                  onClick={() => setIndex(i)}
                >
                  <MemberPhoto
                    image={image}
                    name={name}
                    thumb
                    sizes="120px"
                    className={styles.profilePhoto}
                  />
                </button>
              </li>
            ))}
          {gated > 0 && (
            <li className="col">
              <Link
                to={paths.premium}
                className={`d-flex flex-column align-items-center justify-content-center text-center small p-1 bg-body-secondary text-decoration-none ${styles.teaser}`}
              >
                <span aria-hidden="true" className="fs-4">
                  🔒
                </span>
                {t('profile.photos_gated', { count: gated })}
              </Link>
            </li>
          )}
        </ul>
      )}
    </div>
  );
}
