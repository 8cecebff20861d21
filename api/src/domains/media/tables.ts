import type { PhotoRejectionReason, imageStatuses } from '@app/shared/contracts';
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
  /** Why a moderator rejected it (told to the member); null unless rejected. */
  rejection_reason: PhotoRejectionReason | null;
  /** When a moderator approved or rejected it; null for photos nobody reviewed. */
  reviewed_at: string | null;
  /** The nudity model's score (issue 29 §2); null until screened, or when it could not be. */
  nudity_score: number | null;
  /** The site's profile threshold at upload: above it, the photo waits for a moderator. */
  nudity_threshold: number | null;
}

/** A photo uploaded for chat: unsent (message_id null) until a message carries it. */
export interface ChatPhotoTable {
  id: Generated<number>;
  owner_id: number;
  filename: string;
  thumb_filename: string;
  width: number;
  height: number;
  created_at: string;
  message_id: number | null;
  /** The nudity model's score (issue 29 §2); null until screened, or when it could not be. */
  nudity_score: number | null;
  /** When the screening job was done with it (scored or failed); null while it waits. */
  screened_at: string | null;
  /** A heavily blurred copy shown until a recipient chooses to view it; null for older photos. */
  blur_filename: string | null;
}

export interface MediaTables {
  profile_image: ProfileImageTable;
  chat_photo: ChatPhotoTable;
}

export type ProfileImageRow = Selectable<ProfileImageTable>;
export type NewProfileImage = Insertable<ProfileImageTable>;
export type ChatPhotoRow = Selectable<ChatPhotoTable>;
export type NewChatPhoto = Insertable<ChatPhotoTable>;
