/**
 * How a profile photo's files are named (uploads, and the demo's seed alike): `<name>.webp`, its
 * small size `<name>-thumb.webp` and its square `<name>-match.webp`. The uploads folder finds a
 * requested file's photo by the main name (one index), then checks the name is really one of
 * that photo's.
 */
const SIZES = ['-thumb', '-match'] as const;
const EXTENSION = '.webp';

export function profilePhotoFiles(name: string) {
  return {
    filename: `${name}${EXTENSION}`,
    thumb_filename: `${name}-thumb${EXTENSION}`,
    match_filename: `${name}-match${EXTENSION}`,
  };
}

/** The main file of the photo a file name belongs to (itself when it is the main one). */
export function mainFileOf(file: string): string {
  for (const size of SIZES)
    if (file.endsWith(`${size}${EXTENSION}`))
      return `${file.slice(0, -(size.length + EXTENSION.length))}${EXTENSION}`;
  return file;
}
