import { PHOTO_MAX_PIXELS } from '@app/shared/contracts';
import sharp from 'sharp';

/** The sizes the interface shows a photo in (profile, lists and chat, match modal). */
export const PHOTO_SIZES = {
  /** The profile page's photo, never upscaled, shape kept. */
  main: { width: 1200, height: 1200, fit: 'inside' },
  /** Search cards, chat list and avatars. */
  thumb: { width: 200, height: 200, fit: 'cover' },
  /** The square photo of the match modal (spec §3). */
  match: { width: 400, height: 400, fit: 'cover' },
} as const;
export type PhotoSize = keyof typeof PHOTO_SIZES;

/** What sharp may decode. Judged from the bytes: a file's name or stated type proves nothing. */
const READABLE_FORMATS = new Set(['jpeg', 'png', 'webp', 'gif', 'avif']);
const WEBP_QUALITY = 82;

export class UnreadablePhoto extends Error {}
export class OversizePhoto extends Error {}

/**
 * Decodes an uploaded image and encodes each size afresh as WebP. Nothing of the original file
 * survives: no EXIF (GPS position, camera serial), no ICC tricks, no payload hidden after the
 * image data. The photo is turned upright first, as its EXIF orientation said.
 */
export async function processPhoto(input: Buffer): Promise<Record<PhotoSize, Buffer>>;
export async function processPhoto<S extends PhotoSize>(
  input: Buffer,
  sizes: readonly S[],
): Promise<Record<S, Buffer>>;
export async function processPhoto(
  input: Buffer,
  sizes: readonly PhotoSize[] = ['main', 'thumb', 'match'],
): Promise<Partial<Record<PhotoSize, Buffer>>> {
  const options = { limitInputPixels: PHOTO_MAX_PIXELS, failOn: 'error' } as const;
  let format: string | undefined;
  try {
    ({ format } = await sharp(input, options).metadata());
  } catch (error) {
    throw refusal(error);
  }
  if (!format || !READABLE_FORMATS.has(format)) throw new UnreadablePhoto(`Format ${format}.`);
  const encode = async (size: PhotoSize) => {
    const { width, height, fit } = PHOTO_SIZES[size];
    try {
      return await sharp(input, options)
        .rotate()
        .resize({ width, height, fit, withoutEnlargement: size === 'main' })
        .webp({ quality: WEBP_QUALITY })
        .toBuffer();
    } catch (error) {
      throw refusal(error);
    }
  };
  const encoded = await Promise.all(sizes.map(encode));
  return Object.fromEntries(sizes.map((size, index) => [size, encoded[index]]));
}

/** Why sharp could not take a file: too many pixels, or not an image it can decode. */
function refusal(error: unknown): Error {
  const message = error instanceof Error ? error.message : String(error);
  return /pixel limit/i.test(message) ? new OversizePhoto(message) : new UnreadablePhoto(message);
}
