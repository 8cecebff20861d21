import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config';
import { seedDemo } from '../seed/seed';

/** Fills an empty database with the demo site and members when SEED_DEMO is on. */
export const seedPlugin = fp(
  async (app: FastifyInstance, { config }: { config: Config }) => {
    if (!config.seedDemo) return;
    const started = performance.now();
    const seeded = await seedDemo(app.db, {
      siteDomain: config.defaultSiteDomain,
      uploadsDir: config.uploadsDir,
      images: config.seedImages,
    });
    if (seeded) {
      const ms = Math.round(performance.now() - started);
      app.log.info({ members: seeded.members, images: seeded.images, ms }, 'demo data seeded');
    }
  },
  { name: 'seed', dependencies: ['db'] },
);
