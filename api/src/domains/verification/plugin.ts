import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { drainJob, type DrainJob } from '../../platform/drain-job';
import { embeddedFaceModel } from './face-model';
import { checkAttempts, expireChallenges } from './verification';

declare module 'fastify' {
  interface FastifyInstance {
    /** Issue 29 §3: the job checking verification frames with the face model. */
    verificationChecks: DrainJob;
  }
}

/** A sweep for attempts a node took but did not check (it stopped first), and lapsed ones. */
const VERIFICATION_SWEEP_MS = 60_000;

export const verificationPlugin = fp(
  async (app: FastifyInstance) => {
    const checks = drainJob(
      'verification checks',
      () =>
        checkAttempts({
          db: app.db,
          store: app.photoStore,
          model: embeddedFaceModel(),
          log: app.log,
        }),
      app.log,
    );
    app.decorate('verificationChecks', checks);
    app.every('verification sweep', VERIFICATION_SWEEP_MS, async () => {
      await expireChallenges(app.db);
      await checks.drain();
    });
    app.addHook('onClose', () => checks.idle());
  },
  { name: 'verification', dependencies: ['background', 'photo-store'] },
);
