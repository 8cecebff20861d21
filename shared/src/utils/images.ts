import type { Image } from '../contracts/user';

/**
 * URL of a member photo: its file name appended to the site's CDN prefix (spec §3). Only an
 * active photo is shown.
 */
export function imageUrl(
  cdnPrefix: string,
  image: Image | null | undefined,
  thumb = false,
): string | null {
  if (!image || image.status !== 'active') return null;
  return `${cdnPrefix}${thumb ? image.thumb_filename : image.filename}`;
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
  const larger = image.match_filename
    ? `${cdn}${image.match_filename} 400w`
    : `${cdn}${image.filename} 600w`;
  return `${cdn}${image.thumb_filename} 200w, ${larger}`;
}
