import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { createAvatar } from '@dicebear/core';
// Avataaars by Pablo Stanley (https://avataaars.com/), "free for personal and commercial use";
// DiceBear code MIT. See README-LICENCES.md. Chosen as DiceBear's most human-looking style.
import { avataaars } from '@dicebear/collection';
import sharp from 'sharp';

/** Demo photos as the upload pipeline would store them: 600×600 WebP plus a 200×200 thumb. */
const PHOTO_SIZE = 600;
const THUMB_SIZE = 200;
/** Renders at once; sharp works on libuv's pool, so a few in flight keep both cores busy. */
const CONCURRENCY = 4;

export type HairColour = 'blond' | 'brown' | 'black' | 'red' | 'grey' | 'bald';

export interface AvatarSpec {
  /** Same seed, same face. */
  seed: string;
  gender: 'male' | 'female';
  hairColour: HairColour;
}

export interface StoredPhoto {
  filename: string;
  thumb_filename: string;
}

// The avatar's hair matches the profile's hair colour.
const hairHex: Record<HairColour, string[]> = {
  blond: ['d6b370', 'b58143', 'ecdcbf'],
  brown: ['724133', '4a312c', 'a55728'],
  black: ['2c1b18'],
  red: ['c93305', 'a55728'],
  grey: ['e8e1e1'],
  bald: ['4a312c'],
};

const femaleTops = [
  'bigHair',
  'bob',
  'bun',
  'curly',
  'curvy',
  'frida',
  'longButNotTooLong',
  'miaWallace',
  'straight01',
  'straight02',
  'straightAndStrand',
] as const;
const maleTops = [
  'shortFlat',
  'shortRound',
  'shortWaved',
  'shortCurly',
  'theCaesar',
  'theCaesarAndSidePart',
  'sides',
  'frizzle',
  'shaggy',
] as const;

function avatarSvg({ seed, gender, hairColour }: AvatarSpec): string {
  const male = gender === 'male';
  const colours = hairHex[hairColour];
  return createAvatar(avataaars, {
    seed,
    size: PHOTO_SIZE,
    backgroundColor: ['b6e3f4', 'c0aede', 'd1d4f9', 'ffd5dc', 'ffdfbf'],
    // Human skin tones only (the style also has a cartoon yellow).
    skinColor: ['614335', 'ae5d29', 'd08b5b', 'edb98a', 'ffdbb4'],
    // Friendly expressions only: the style also has crying, dizzy and worse.
    eyes: ['default', 'happy', 'wink', 'side', 'squint'],
    eyebrows: ['default', 'defaultNatural', 'raisedExcited', 'raisedExcitedNatural', 'flatNatural'],
    mouth: ['default', 'smile', 'twinkle', 'serious'],
    top: male ? [...maleTops] : [...femaleTops],
    topProbability: male && hairColour === 'bald' ? 0 : 100,
    hairColor: colours,
    facialHair: ['beardLight', 'beardMedium', 'moustacheFancy'],
    facialHairColor: colours,
    facialHairProbability: male ? 35 : 0,
    accessories: ['prescription01', 'prescription02', 'round', 'wayfarers'],
    accessoriesProbability: 15,
    clothing: [
      'blazerAndShirt',
      'blazerAndSweater',
      'collarAndSweater',
      'hoodie',
      'shirtCrewNeck',
      'shirtScoopNeck',
      'shirtVNeck',
    ],
  }).toString();
}

/** Renders one photo and its thumb into `dir` under fresh random names. */
export async function renderPhoto(
  spec: AvatarSpec,
  dir: string,
  name = randomBytes(16).toString('hex'),
): Promise<StoredPhoto> {
  const photo = { filename: `${name}.webp`, thumb_filename: `${name}-thumb.webp` };
  // Rasterise the SVG once, then encode both sizes from the pixels. The background is opaque,
  // and dropping the alpha channel halves the WebP encoding time.
  const { data, info } = await sharp(Buffer.from(avatarSvg(spec)))
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const encode = (size: number, file: string) =>
    sharp(data, { raw: info })
      .resize(size, size)
      .webp({ quality: 80, effort: 2 })
      .toFile(path.join(dir, file));
  await Promise.all([encode(PHOTO_SIZE, photo.filename), encode(THUMB_SIZE, photo.thumb_filename)]);
  return photo;
}

/** Renders many photos, CONCURRENCY at a time, in the order given. */
export async function renderPhotos(
  specs: readonly AvatarSpec[],
  dir: string,
): Promise<StoredPhoto[]> {
  await fs.mkdir(dir, { recursive: true });
  const photos: StoredPhoto[] = new Array(specs.length);
  let next = 0;
  const worker = async () => {
    while (next < specs.length) {
      const index = next++;
      photos[index] = await renderPhoto(specs[index]!, dir);
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  return photos;
}

/** One shared picture for every demo member when photo rendering is off (fast test setup). */
export async function placeholderPhoto(dir: string): Promise<StoredPhoto> {
  const placeholder = { filename: 'placeholder.webp', thumb_filename: 'placeholder-thumb.webp' };
  try {
    await fs.access(path.join(dir, placeholder.thumb_filename));
    return placeholder;
  } catch {
    await fs.mkdir(dir, { recursive: true });
    return renderPhoto(
      { seed: 'placeholder', gender: 'female', hairColour: 'brown' },
      dir,
      'placeholder',
    );
  }
}
