import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../../config';
import { diskPhotoStore, s3PhotoStore, type PhotoStore } from './photo-store';

declare module 'fastify' {
  interface FastifyInstance {
    photoStore: PhotoStore;
  }
}

/** The photo storage port: files under UPLOADS_DIR (embedded default), or an S3 bucket. */
export const photoStorePlugin = fp(
  async (app: FastifyInstance, { config }: { config: Config }) => {
    app.decorate(
      'photoStore',
      config.s3 ? s3PhotoStore(config.s3) : diskPhotoStore(config.uploadsDir),
    );
  },
  { name: 'photo-store' },
);
