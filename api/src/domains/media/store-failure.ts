import { HttpError } from '../../http/errors';
import type { PhotoStore } from './photo-store';

/** Photos cannot be stored now: the member is told to try again; nothing else is affected. */
export const photoStorageUnavailable = () =>
  new HttpError(
    503,
    'photo_storage_unavailable',
    'Photos cannot be stored right now (the disk is full or read-only, or the bucket is away).',
  );

/**
 * Stores a photo's files, all or none: when storage fails (a full or read-only disk, the bucket
 * away), whatever was written is removed again and the upload answers 503 — a clear error for
 * that upload while everything else serves (issue 23 §5).
 */
export async function saveAll(store: PhotoStore, files: Record<string, Buffer>): Promise<void> {
  const saves = await Promise.allSettled(
    Object.entries(files).map(async ([name, data]) => {
      await store.save(name, data);
      return name;
    }),
  );
  if (saves.every((save) => save.status === 'fulfilled')) return;
  await Promise.allSettled(
    saves.flatMap((save) => (save.status === 'fulfilled' ? [store.remove(save.value)] : [])),
  );
  throw photoStorageUnavailable();
}
