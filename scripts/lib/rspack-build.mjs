// Builds any set of the seven apps in one Rspack MultiCompiler (one process, shared worker pool).
import { execFileSync } from 'node:child_process';
import { rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { rspack } from '@rspack/core';
import { BUILD_INFO_FILE, REMOTES } from '../../shared/platform/apps.mjs';
import { ROOT } from './workspace.mjs';

/**
 * The commit the sources are at (`-dirty` when the tree has changes), SOURCE_COMMIT where there
 * is no repository (an image's build), else null.
 */
function sourceCommit() {
  if (process.env.SOURCE_COMMIT) return process.env.SOURCE_COMMIT;
  try {
    const git = (...args) =>
      execFileSync('git', args, { cwd: ROOT, stdio: ['ignore', 'pipe', 'ignore'] })
        .toString()
        .trim();
    const commit = git('rev-parse', 'HEAD');
    return git('status', '--porcelain', '--untracked-files=no') ? `${commit}-dirty` : commit;
  } catch {
    return null;
  }
}

export async function buildApps(apps, { outDir } = {}) {
  process.env.NODE_ENV ??= 'production';
  if (outDir && apps.length !== 1) throw new Error('outDir builds one app');
  // Where each app's build goes: its dist/, or `outDir` (a test's own copy, which a build of
  // the tree beside it cannot touch).
  const distOf = (app) => outDir ?? path.join(ROOT, app, 'dist');
  // An app's config may be several builds (the landers' island and server builds besides).
  const configs = (
    await Promise.all(
      apps.map(async (app) => {
        const own = [
          (await import(pathToFileURL(path.join(ROOT, app, 'rspack.config.mjs')).href)).default,
        ].flat();
        if (!outDir) return own;
        const dist = path.join(ROOT, app, 'dist');
        return own.map((config) => ({
          ...config,
          output: { ...config.output, path: config.output.path.replace(dist, outDir) },
        }));
      }),
    )
  ).flat();
  // Each app's dist/ starts empty: an app of several builds (the landers) does not clean it
  // itself, its builds writing into it side by side.
  for (const app of apps) rmSync(distOf(app), { recursive: true, force: true });
  const compiler = rspack(configs);
  const stats = await new Promise((resolve, reject) =>
    compiler.run((error, result) => (error ? reject(error) : resolve(result))),
  );
  await new Promise((resolve) => compiler.close(resolve));
  const failed = stats.stats.filter((s) => s.hasErrors());
  for (const s of failed) console.error(s.toString({ all: false, errors: true, colors: true }));
  if (failed.length)
    throw new Error(`Build failed for ${failed.map((s) => s.compilation.name ?? '?').join(', ')}`);
  // Beside each remote's files, not among them (the same sources, the same version): where and
  // when it was built, which the registry keeps and `pnpm remote:status` shows.
  const info = JSON.stringify({ commit: sourceCommit(), built_at: new Date().toISOString() });
  for (const app of apps.filter((name) => REMOTES.includes(name)))
    writeFileSync(path.join(distOf(app), BUILD_INFO_FILE), `${info}\n`);
}
