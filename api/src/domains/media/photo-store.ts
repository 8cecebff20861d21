import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';

/**
 * Where processed photos live, served under /uploads/. The embedded default is a folder on
 * disk; an object-store adapter (S3-compatible) implements the same two calls.
 */
export interface PhotoStore {
  save(name: string, data: Buffer): Promise<void>;
  /** Removing a file that is already gone is not an error. */
  remove(name: string): Promise<void>;
}

/** Files written under a temporary name and renamed, so a half-written photo is never served. */
export function diskPhotoStore(dir: string): PhotoStore {
  return {
    async save(name, data) {
      const target = path.join(dir, path.basename(name));
      const temporary = `${target}.${randomBytes(6).toString('hex')}.part`;
      await fs.writeFile(temporary, data, { flag: 'wx' });
      await fs.rename(temporary, target);
    },
    async remove(name) {
      await fs.rm(path.join(dir, path.basename(name)), { force: true });
    },
  };
}
