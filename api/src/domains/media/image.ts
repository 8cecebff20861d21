import type { Image } from '@app/shared/contracts';
import type { ProfileImageRow } from '../../db/schema';

/** A stored photo as the Image contract describes it (file names relative to cdn_prefix). */
export function toImage(
  row: Pick<ProfileImageRow, 'filename' | 'thumb_filename' | 'status'>,
): Image {
  return { filename: row.filename, thumb_filename: row.thumb_filename, status: row.status };
}

/** A main photo joined by `mainImageColumns`: null when the member has none. */
export function mainImageFrom(row: {
  main_image_filename: string | null;
  main_image_thumb_filename: string | null;
  main_image_status: ProfileImageRow['status'] | null;
}): Image | null {
  const { main_image_filename, main_image_thumb_filename, main_image_status } = row;
  if (main_image_filename === null || main_image_thumb_filename === null) return null;
  if (main_image_status === null) return null;
  return toImage({
    filename: main_image_filename,
    thumb_filename: main_image_thumb_filename,
    status: main_image_status,
  });
}
