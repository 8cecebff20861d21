// Subresource integrity (issue 12), the same on the build, the server and the scripts.
import { createHash } from 'node:crypto';

/**
 * The `sha384-…` of a file's bytes, as an integrity attribute wants it.
 * @param {Uint8Array | string} data
 * @returns {string}
 */
export function sha384(data) {
  return `sha384-${createHash('sha384').update(data).digest('base64')}`;
}

/**
 * A build's content hash (sha256, hex) over its file names and bytes in name order: the deploy
 * scripts name a version by it and the server checks an upload by it, so both say the same.
 * @param {Map<string, Uint8Array>} files
 * @returns {string}
 */
export function contentHash(files) {
  const hash = createHash('sha256');
  for (const name of [...files.keys()].sort()) {
    hash.update(name);
    hash.update(/** @type {Uint8Array} */ (files.get(name)));
  }
  return hash.digest('hex');
}
