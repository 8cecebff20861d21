// Files served precompressed (issue 27 §1): brotli at its highest quality is 12 % smaller than
// the gzip a server makes on the fly (the members page's scripts: 240.9 → 211.7 KiB), which a
// phone on a slow network waits for before anything paints. Made once per file, when a build is
// written (the shell's, the back office's) or a remote version published, never per request.
import { promisify } from 'node:util';
import zlib from 'node:zlib';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** What browsers download as text. Source maps are not: only developer tools read them. */
const COMPRESSIBLE = /\.(m?js|css|json|svg|webmanifest|html)$/;
/** Below this a compressed copy saves less than a packet. */
const MIN_BYTES = 1024;
/** The suffixes of a file's compressed copies, as @fastify/static's `preCompressed` looks them up. */
export const PRECOMPRESSED_SUFFIXES = ['.br', '.gz'];

/**
 * A file's compressed copies, `[name, bytes]`, beside it: none for a file not worth it. Runs off
 * the event loop (zlib's thread pool), so a server publishing a version keeps answering.
 * @param {string} name
 * @param {Uint8Array} data
 * @returns {Promise<[string, Buffer][]>}
 */
export async function precompressed(name, data) {
  if (!COMPRESSIBLE.test(name) || data.length < MIN_BYTES) return [];
  const [br, gz] = await Promise.all([
    brotli(data, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: data.length,
      },
    }),
    gzip(data, { level: zlib.constants.Z_BEST_COMPRESSION }),
  ]);
  return [
    [`${name}.br`, br],
    [`${name}.gz`, gz],
  ];
}
