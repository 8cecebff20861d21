import type { imageStatuses } from '@app/shared/contracts';
import type { Generated, Insertable, Selectable } from 'kysely';

export interface ProfileImageTable {
  id: Generated<number>;
  user_id: number;
  filename: string;
  thumb_filename: string;
  /** The square match-modal size; null for photos stored before uploads made one. */
  match_filename: string | null;
  status: (typeof imageStatuses)[number];
  /** 0 is the main image. */
  position: number;
  created_at: string;
}

export interface MediaTables {
  profile_image: ProfileImageTable;
}

export type ProfileImageRow = Selectable<ProfileImageTable>;
export type NewProfileImage = Insertable<ProfileImageTable>;
