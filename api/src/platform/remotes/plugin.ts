import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../../config';
import { ShellReleaseRefused, shellKernel, shellReleaseReasons } from './kernel-check';
import { loadReportFilter, type LoadReportFilter } from './load-reports';
import { importLocalRegistry, sharedSecret, type RemotesDeps } from './service';
import { databaseRemoteStore, diskRemoteStore, s3RemoteStore, type RemoteStore } from './store';
import { deployTokens, type DeployTokens } from './tokens';

declare module 'fastify' {
  interface FastifyInstance {
    remotes: RemotesDeps & {
      /** Deploy tokens' hashes by name (a remote, or `*`). */
      tokens: DeployTokens;
      /** The key override links are signed with (the same on every node). */
      overrideKey: string;
      /** The key load tickets are signed with (the same on every node). */
      ticketKey: string;
      canary: Config['canary'];
      /** Which server renders count as loads (routes.ts reportServerRender), per node. */
      renders: { reports: LoadReportFilter; sources: LoadReportFilter };
    };
  }
}

/**
 * The registry of remotes as a service (issue 12): where builds are stored, who may deploy, the
 * canary policy; at boot, a local build's versions are made live (embedded default).
 */
export const remotesPlugin = fp(
  async (app: FastifyInstance, { config }: { config: Config }) => {
    // Where a node keeps its copy of the landers' server builds it imports.
    const cacheDir = path.join(config.dataDir, 'remote-cache');
    const store: RemoteStore =
      config.remotesStore === 's3' && config.s3
        ? s3RemoteStore({ ...config.s3, prefix: `${config.s3.prefix}remotes/`, cacheDir })
        : config.remotesStore === 'database'
          ? databaseRemoteStore(app.db, cacheDir)
          : diskRemoteStore(config.remotesDir);
    app.decorate('remotes', {
      db: app.db,
      store,
      shellDist: config.shellDist,
      allowedOrigins: config.remoteOrigins,
      canary: config.canary,
      now: () => new Date(),
      tokens: await deployTokens(app.db, config.deployTokens, config.dataDir),
      overrideKey: await sharedSecret(app.db, 'override_key'),
      ticketKey: await sharedSecret(app.db, 'load_ticket_key'),
      renders: { reports: loadReportFilter(), sources: loadReportFilter() },
    });
    await importLocalRegistry(app.remotes, config.remotesDir, (message) => app.log.warn(message));
    // A shell release is checked against the remotes browsers get (issue 47 §1): one whose
    // kernel drops or changes a name a live remote uses does not start in production (the old
    // nodes keep serving); the demo says so and starts.
    app.addHook('onReady', async () => {
      const kernel = await shellKernel(config.shellDist);
      const broken = kernel ? await shellReleaseReasons(app.db, kernel) : [];
      if (broken.length === 0) return;
      const message = `This shell's kernel ${kernel!.version} would break live remotes: ${broken.join('; ')}.`;
      if (config.mode === 'production') throw new ShellReleaseRefused(message);
      app.log.warn(message);
    });
  },
  { name: 'remotes', dependencies: ['db'] },
);
