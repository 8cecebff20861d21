// Writes each emitted script's and style's brotli and gzip copies beside it (production builds),
// for the server's static files to answer with (shared/platform/precompress.mjs says why).
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { precompressed } from '../platform/precompress.mjs';

export class PrecompressPlugin {
  /** @param {import('@rspack/core').Compiler} compiler */
  apply(compiler) {
    if (compiler.options.mode !== 'production') return;
    compiler.hooks.afterEmit.tapPromise('PrecompressPlugin', async (compilation) => {
      const dist = /** @type {string} */ (compiler.options.output.path);
      await Promise.all(
        compilation.getAssets().map(async ({ name }) => {
          const file = path.join(dist, name);
          for (const [copy, bytes] of await precompressed(file, await readFile(file)))
            await writeFile(copy, bytes);
        }),
      );
    });
  }
}
