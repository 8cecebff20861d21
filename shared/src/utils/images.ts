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
