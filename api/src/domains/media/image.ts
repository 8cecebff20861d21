import type { Image } from '@app/shared/contracts';
import type { ProfileImageRow } from '../../db/schema';

/** A stored photo as the Image contract describes it (file names relative to cdn_prefix). */
export function toImage(
  row: Pick<ProfileImageRow, 'filename' | 'thumb_filename' | 'status'>,
): Image {
  return { filename: row.filename, thumb_filename: row.thumb_filename, status: row.status };
}
