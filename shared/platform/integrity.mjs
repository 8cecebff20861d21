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
