import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { PRECOMPRESSED_SUFFIXES, precompressed } from '@app/shared/platform/precompress';
import {
  GetObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  type S3Client,
} from '@aws-sdk/client-s3';
import type { Db } from '../../db/database';
import { s3ClientFor, type S3Location } from '../../storage/s3';
import * as repo from './repository';

/**
 * Where published remote builds live, as `<remote>/<version>/<file>`: a folder on disk (the
 * embedded default, served under /remotes/) or an S3-compatible bucket (several nodes, a CDN).
 * A version's files never change once written.
 */
export interface RemoteStore {
  /** Writes a version's files at once: a reader never sees half a version. */
  putVersion(remote: string, version: string, files: Map<string, Buffer>): Promise<void>;
  /** One file of a version, or null when there is none. */
  read(remote: string, version: string, file: string): Promise<Buffer | null>;
  /** Whether the version has been written. */
  hasVersion(remote: string, version: string): Promise<boolean>;
  /**
   * A folder on this node holding one sub-folder of a version (the landers' server build, which
   * Node imports from disk): the folder itself on disk, a cached copy from a bucket.
   */
  localFolder(remote: string, version: string, subfolder: string): Promise<string | null>;
  /** Set for the disk store: served as static files from here. */
  readonly root?: string;
}

/** A file name inside a version: relative, no `..`, no dotfiles, no backslashes. */
export function isSafeFileName(file: string): boolean {
  return (
    file.length > 0 &&
    file.length < 300 &&
    !file.startsWith('/') &&
    !file.includes('\\') &&
    file.split('/').every((part) => part !== '' && part !== '..' && !part.startsWith('.'))
  );
}

/** What a build's files are served as. */
const TYPES: Readonly<Record<string, string>> = {
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.woff2': 'font/woff2',
};

export const contentTypeOf = (file: string) =>
  TYPES[path.extname(file)] ?? 'application/octet-stream';

/**
 * A version's files with the compressed copies the server answers with (issue 27 §1). Copies
 * come from the files themselves: one that arrived in the upload is dropped, so what a browser
 * decodes is always what the deploy checked.
 */
export async function withCompressedCopies(
  files: Map<string, Buffer>,
): Promise<Map<string, Buffer>> {
  const written = new Map<string, Buffer>();
  for (const [file, data] of files) {
    const suffix = PRECOMPRESSED_SUFFIXES.find((end) => file.endsWith(end));
    if (suffix && files.has(file.slice(0, -suffix.length))) continue;
    written.set(file, data);
    for (const [copy, bytes] of await precompressed(file, data)) written.set(copy, bytes);
  }
  return written;
}

export function diskRemoteStore(root: string): RemoteStore {
  const folder = (remote: string, version: string) => path.join(root, remote, version);
  return {
    root,
    async putVersion(remote, version, files) {
      const target = folder(remote, version);
      const temporary = `${target}.tmp-${randomBytes(6).toString('hex')}`;
      for (const [file, data] of files) {
        const destination = path.join(temporary, file);
        await fs.mkdir(path.dirname(destination), { recursive: true });
        await fs.writeFile(destination, data);
      }
      await fs.mkdir(path.dirname(target), { recursive: true });
      try {
        await fs.rename(temporary, target);
      } catch (error) {
        // Published meanwhile (the same content: versions are content hashes): keep theirs.
        await fs.rm(temporary, { recursive: true, force: true });
        if (
          (error as NodeJS.ErrnoException).code !== 'ENOTEMPTY' &&
          (error as NodeJS.ErrnoException).code !== 'EEXIST'
        )
          throw error;
      }
    },
    async read(remote, version, file) {
      if (!isSafeFileName(file)) return null;
      try {
        return await fs.readFile(path.join(folder(remote, version), file));
      } catch {
        return null;
      }
    },
    async hasVersion(remote, version) {
      try {
        return (await fs.stat(folder(remote, version))).isDirectory();
      } catch {
        return false;
      }
    },
    async localFolder(remote, version, subfolder) {
      const dir = path.join(folder(remote, version), subfolder);
      try {
        return (await fs.stat(dir)).isDirectory() ? dir : null;
      } catch {
        return null;
      }
    },
  };
}

export interface S3RemoteStoreOptions extends S3Location {
  /** Where this node keeps local copies of server builds. */
  cacheDir: string;
}

export function s3RemoteStore(options: S3RemoteStoreOptions, client?: S3Client): RemoteStore {
  const s3 = client ?? s3ClientFor(options);
  const key = (remote: string, version: string, file: string) =>
    `${options.prefix}${remote}/${version}/${file}`;
  const read = async (remote: string, version: string, file: string) => {
    if (!isSafeFileName(file)) return null;
    try {
      const answer = await s3.send(
        new GetObjectCommand({ Bucket: options.bucket, Key: key(remote, version, file) }),
      );
      return Buffer.from(await answer.Body!.transformToByteArray());
    } catch (error) {
      if ((error as { name?: string }).name === 'NoSuchKey') return null;
      throw error;
    }
  };
  return {
    async putVersion(remote, version, files) {
      // The manifest last: a version is there once its manifest is.
      const ordered = [...files].sort(([a], [b]) =>
        a === 'mf-manifest.json' ? 1 : b === 'mf-manifest.json' ? -1 : 0,
      );
      for (const [file, data] of ordered)
        await s3.send(
          new PutObjectCommand({
            Bucket: options.bucket,
            Key: key(remote, version, file),
            Body: data,
            ContentType: contentTypeOf(file),
            CacheControl: 'public, max-age=31536000, immutable',
          }),
        );
    },
    read,
    async hasVersion(remote, version) {
      return (await read(remote, version, 'mf-manifest.json')) !== null;
    },
    async localFolder(remote, version, subfolder) {
      return cachedFolder(options.cacheDir, remote, version, subfolder, async () => {
        const prefix = key(remote, version, '');
        const listed = await s3.send(
          new ListObjectsV2Command({
            Bucket: options.bucket,
            Prefix: key(remote, version, `${subfolder}/`),
          }),
        );
        const files = new Map<string, Buffer>();
        for (const object of listed.Contents ?? []) {
          if (!object.Key) continue;
          const file = object.Key.slice(prefix.length);
          const data = await read(remote, version, file);
          if (data) files.set(file, data);
        }
        return files;
      });
    },
  };
}

/**
 * Several nodes and no bucket: a version's files in the database (table remote_file), read by
 * every node. Written in one transaction, so a reader never sees half a version.
 */
export function databaseRemoteStore(db: Db, cacheDir: string): RemoteStore {
  return {
    async putVersion(remote, version, files) {
      await repo.insertFiles(db, remote, version, files);
    },
    async read(remote, version, file) {
      if (!isSafeFileName(file)) return null;
      return repo.readBuildFile(db, remote, version, file);
    },
    async hasVersion(remote, version) {
      return (await repo.readBuildFile(db, remote, version, 'mf-manifest.json')) !== null;
    },
    async localFolder(remote, version, subfolder) {
      return cachedFolder(cacheDir, remote, version, subfolder, () =>
        repo.filesUnder(db, remote, version, `${subfolder}/`),
      );
    },
  };
}

/**
 * A version's sub-folder copied to this node's disk once (versions never change), from the
 * files `load` answers by their names in the version; null when there are none.
 */
async function cachedFolder(
  cacheDir: string,
  remote: string,
  version: string,
  subfolder: string,
  load: () => Promise<Map<string, Buffer>>,
): Promise<string | null> {
  const dir = path.join(cacheDir, remote, version, subfolder);
  try {
    if ((await fs.stat(dir)).isDirectory()) return dir;
  } catch {
    // not cached yet
  }
  const files = await load();
  if (files.size === 0) return null;
  const temporary = `${dir}.tmp-${randomBytes(6).toString('hex')}`;
  for (const [name, data] of files) {
    const file = name.slice(subfolder.length + 1);
    if (!name.startsWith(`${subfolder}/`) || !isSafeFileName(file)) continue;
    await fs.mkdir(path.dirname(path.join(temporary, file)), { recursive: true });
    await fs.writeFile(path.join(temporary, file), data);
  }
  await fs.mkdir(path.dirname(dir), { recursive: true });
  await fs.rename(temporary, dir).catch(() => fs.rm(temporary, { recursive: true, force: true }));
  return dir;
}
