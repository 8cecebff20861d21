import { NUDITY_THRESHOLD } from '@app/shared/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/database';
import * as chatPhotos from './chat-photos-repository';
import type { NudityModel } from './nudity-model';
import type { PhotoStore } from './photo-store';
import * as repo from './repository';
import { drainJob, type DrainJob } from '../../platform/drain-job';
import type { PhotoModeration } from './upload';

/** Photos taken from the database per round: the job goes on until none waits. */
const SCREENING_BATCH = 20;

export interface PhotoScreening extends DrainJob {
  /**
   * Loads the model now (seconds), then screens what waits: a server calls it once listening,
   * so a member's first photo is not the one that waits for the load.
   */
  warm(): Promise<void>;
}

interface ScreeningContext {
  db: Db;
  store: PhotoStore;
  model: NudityModel;
  moderation: PhotoModeration;
  log: FastifyBaseLogger;
}

/**
 * The nudity screening job (issue 29 §2). Uploads answer at once; this job scores each new photo
 * with the embedded model, one at a time on this node (the model uses a core; members' requests
 * keep the other). A profile photo then shows, or waits for a moderator when its score is above
 * the threshold its site had at upload (or when it could not be checked); a chat photo keeps its
 * score for the message that will carry it. Several nodes may screen the same photo: the first
 * to record it wins, the others' work is dropped.
 */
export function photoScreening(context: ScreeningContext): PhotoScreening {
  const job = drainJob(
    'photo screening',
    async () => {
      let screened = 0;
      for (;;) {
        const done = await screenBatch(context);
        screened += done;
        if (done < SCREENING_BATCH) return screened;
      }
    },
    context.log,
  );
  return {
    ...job,
    async warm() {
      await context.model.ready();
      await job.drain();
    },
  };
}

/** Screens one batch of each kind of photo; answers how many were waiting (at most a batch). */
async function screenBatch(context: ScreeningContext): Promise<number> {
  const { db, moderation } = context;
  const [images, chat] = await Promise.all([
    repo.imagesToScreen(db, SCREENING_BATCH),
    chatPhotos.chatPhotosToScreen(db, SCREENING_BATCH),
  ]);
  for (const image of images) {
    const score = await scoreOf(context, image.filename);
    const threshold = image.nudity_threshold ?? NUDITY_THRESHOLD;
    // A photo that could not be checked is for a person to judge, like one above the threshold.
    const shows = score !== null && score <= threshold && moderation === 'auto';
    await repo.recordImageScreening(db, image.id, score, shows ? 'active' : 'pending');
  }
  for (const photo of chat) {
    const score = await scoreOf(context, photo.filename);
    await chatPhotos.recordChatPhotoScreening(db, photo.id, score, new Date().toISOString());
  }
  return Math.max(images.length, chat.length);
}

/** The model's score for a stored photo; null when its file is gone or the model failed. */
async function scoreOf(
  { store, model, log }: ScreeningContext,
  filename: string,
): Promise<number | null> {
  const started = performance.now();
  try {
    const bytes = await store.read(filename);
    if (!bytes) return null;
    const { score } = await model.judge(bytes);
    log.debug({ filename, score, ms: Math.round(performance.now() - started) }, 'photo screened');
    return score;
  } catch (error) {
    log.error({ err: error, filename }, 'a photo could not be screened');
    return null;
  }
}
