import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../../config';
import { diskPhotoStore, type PhotoStore } from './photo-store';

declare module 'fastify' {
  interface FastifyInstance {
    photoStore: PhotoStore;
  }
}

/** The photo storage port: files under UPLOADS_DIR, the embedded default. */
export const photoStorePlugin = fp(
  async (app: FastifyInstance, { config }: { config: Config }) => {
    app.decorate('photoStore', diskPhotoStore(config.uploadsDir));
  },
  { name: 'photo-store' },
);
