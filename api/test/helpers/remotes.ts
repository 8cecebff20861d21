import assert from 'node:assert/strict';
import type { FastifyInstance } from 'fastify';
import type { OwnedRoute } from '@app/shared/contracts';
import { containerName, KERNEL_IMPORTS_FILE } from '@app/shared/platform/apps';
import { changeChannel, publishVersion } from '../../src/platform/remotes/service';

/**
 * A remote's build as the platform sees one: its manifest (container name, entry, an exposed
 * routes module and what it shares), the files it names, and its routes.json. `tag` makes the
 * content (and so the version) differ.
 */
export function fakeBuild(
  remote: string,
  {
    routes = [{ path: `/${remote}`, layout: 'default' }],
    tag = 'v1',
    shared = [{ name: 'react', requiredVersion: '^19.0.0', singleton: true }],
    publicPath = 'auto',
    omit = [] as string[],
    kernel,
    widgets = [],
  }: {
    routes?: OwnedRoute[];
    tag?: string;
    shared?: Array<{ name: string; requiredVersion: string; singleton: boolean }>;
    publicPath?: string;
    omit?: string[];
    /** The widgets (and `backoffice`) it exposes besides its routes. */
    widgets?: string[];
    /** What the build says it takes from the kernel (kernel-imports.json); none when absent. */
    kernel?: { kernel: string; range: string; uses: Record<string, string> };
  } = {},
): Map<string, Buffer> {
  const files = new Map<string, Buffer>();
  const routesChunk = `routes.${tag}.js`;
  files.set(
    'mf-manifest.json',
    Buffer.from(
      JSON.stringify({
        id: containerName(remote),
        name: containerName(remote),
        metaData: {
          name: containerName(remote),
          publicPath,
          remoteEntry: { name: 'remoteEntry.js', path: '', type: 'global' },
        },
        shared: shared.map((s) => ({
          ...s,
          version: s.requiredVersion.replace('^', ''),
          assets: {},
        })),
        exposes: [
          {
            name: 'routes',
            path: './routes',
            assets: { js: { sync: [routesChunk], async: [] }, css: { sync: [], async: [] } },
          },
          ...widgets.map((name) => ({ name, path: `./${name}` })),
        ],
      }),
    ),
  );
  files.set(
    'remoteEntry.js',
    Buffer.from(`var ${containerName(remote)} = ${JSON.stringify(tag)};`),
  );
  files.set(routesChunk, Buffer.from(`export default ${JSON.stringify(tag)};`));
  files.set('routes.json', Buffer.from(JSON.stringify(routes)));
  if (kernel) files.set(KERNEL_IMPORTS_FILE, Buffer.from(JSON.stringify(kernel)));
  for (const file of omit) files.delete(file);
  return files;
}

/** Publishes a build and makes it stable (or the candidate, for a share of browsers). */
export async function deployBuild(
  app: FastifyInstance,
  remote: string,
  files: Map<string, Buffer>,
  { candidate = false, percent = 100 }: { candidate?: boolean; percent?: number } = {},
) {
  const { version } = await publishVersion(app.remotes, remote, files, { by: 'test' });
  const { status } = await import('../../src/platform/remotes/service');
  const channel = (await status(app.db)).find((c) => c.remote === remote);
  await changeChannel(
    app.remotes,
    remote,
    candidate
      ? { expectedRevision: channel?.revision ?? 0, candidate: version, percent }
      : { expectedRevision: channel?.revision ?? 0, stable: version, candidate: null },
    { by: 'test' },
  );
  return version;
}

/**
 * A published version is served from its store: its entry with a year's caching, and 404 for a
 * file it does not have or a name that climbs out of it.
 */
export async function assertServesVersion(
  app: FastifyInstance,
  remote: string,
  version: string,
  entry: string,
) {
  const served = await app.inject({
    method: 'GET',
    url: `/remotes/${remote}/${version}/remoteEntry.js`,
  });
  assert.equal(served.statusCode, 200);
  assert.equal(served.body, entry);
  assert.equal(served.headers['content-type'], 'text/javascript; charset=utf-8');
  assert.equal(served.headers['cache-control'], 'public, max-age=31536000, immutable');
  for (const file of ['nothing.js', '..%2F..%2Fsecret'])
    assert.equal(
      (await app.inject({ method: 'GET', url: `/remotes/${remote}/${version}/${file}` }))
        .statusCode,
      404,
    );
}
