import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../../config';
import { embeddedNudityModel } from './nudity-model';
import { photoScreening, type PhotoScreening } from './photo-screening';
import { diskPhotoStore, s3PhotoStore, type PhotoStore } from './photo-store';

declare module 'fastify' {
  interface FastifyInstance {
    photoStore: PhotoStore;
    photoScreening: PhotoScreening;
  }
}

/** A sweep for photos a node stored but did not screen (it stopped first). */
const SCREENING_SWEEP_MS = 60_000;

/**
 * The photo storage port: files under UPLOADS_DIR (embedded default), or an S3 bucket; and the
 * nudity screening job over what is stored (issue 29 §2).
 */
export const photoStorePlugin = fp(
  async (app: FastifyInstance, { config }: { config: Config }) => {
    const store = config.s3 ? s3PhotoStore(config.s3) : diskPhotoStore(config.uploadsDir);
    app.decorate('photoStore', store);
    const screening = photoScreening({
      db: app.db,
      store,
      model: embeddedNudityModel(),
      moderation: config.photoModeration,
      log: app.log,
    });
    app.decorate('photoScreening', screening);
    app.every('photo screening', SCREENING_SWEEP_MS, () => screening.drain());
    app.addHook('onClose', () => screening.idle());
  },
  { name: 'photo-store', dependencies: ['background'] },
);
