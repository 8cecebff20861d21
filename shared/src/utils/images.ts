import type { Image } from '../contracts/user';

/**
 * URL of a member photo: its file name appended to the site's CDN prefix (spec §3), or the
 * signed link the server gave for a photo that is not public (issue 29 §4). Only an active
 * photo is shown.
 */
export function imageUrl(
  cdnPrefix: string,
  image: Image | null | undefined,
  thumb = false,
): string | null {
  if (!image || image.status !== 'active') return null;
  const link = thumb ? image.thumb_url : image.url;
  return link ?? `${cdnPrefix}${thumb ? image.thumb_filename : image.filename}`;
}

/**
 * The results grid's photo widths: 2 columns on a phone, 3 from 576 px, 4 from 992 px (in a
 * 1320 px container). The server's preload of the first photos asks with the same, so the
 * browser fetches the file the card then shows.
 */
export const CARD_PHOTO_SIZES =
  '(min-width: 1400px) 320px, (min-width: 992px) 25vw, (min-width: 576px) 33vw, 50vw';

/** A card photo's sources: the 200 px thumb, and the 400 px square (or older photos' 600 px main). */
export function thumbSources(cdn: string, image: Image): string {
  const file = (name: string, link: string | null | undefined) => link ?? `${cdn}${name}`;
  const larger = image.match_filename
    ? `${file(image.match_filename, image.match_url)} 400w`
    : `${file(image.filename, image.url)} 600w`;
  return `${file(image.thumb_filename, image.thumb_url)} 200w, ${larger}`;
}

/**
 * The small size of one of the member's own photos (or a photo staff look at): its signed link
 * when it is not public (issue 29 §4), otherwise from the site's CDN prefix.
 */
export function photoThumbUrl(
  cdnPrefix: string,
  photo: { thumb_filename: string; thumb_url?: string },
): string {
  return photo.thumb_url ?? `${cdnPrefix}${photo.thumb_filename}`;
}
