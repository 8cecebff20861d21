import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  PutObjectCommand,
  type S3Client,
} from '@aws-sdk/client-s3';
import { s3ClientFor, type S3Location } from '../../storage/s3';

/**
 * Where processed photos live. The embedded default is a folder on disk; with S3_BUCKET set, an
 * S3-compatible bucket, private. Either way the site serves them (/uploads/, signed links).
 */
export interface PhotoStore {
  save(name: string, data: Buffer): Promise<void>;
  /** Removing a file that is already gone is not an error. */
  remove(name: string): Promise<void>;
  /** A stored file's bytes, or null when it is gone (a member's data export reads them). */
  read(name: string): Promise<Buffer | null>;
  /** Throws when photos cannot be written now (readiness: a full or read-only disk, no bucket). */
  check(): Promise<void>;
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
    async read(name) {
      try {
        return await fs.readFile(path.join(dir, path.basename(name)));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    async check() {
      // A write, not a permission bit: a full disk passes access() and fails here.
      const probe = path.join(dir, `.ready-${randomBytes(6).toString('hex')}`);
      await fs.writeFile(probe, 'ok');
      await fs.rm(probe, { force: true });
    },
  };
}

export type S3PhotoStoreOptions = S3Location;

/**
 * Photos in an S3-compatible bucket that nobody reads but the site (ADR 0029): private files —
 * chat photos, verification frames, photos after a main one — sit beside public ones. A file
 * never changes (every upload has a new random name): cached for a year.
 */
export function s3PhotoStore(options: S3PhotoStoreOptions, client?: S3Client): PhotoStore {
  const s3 = client ?? s3ClientFor(options);
  const key = (name: string) => `${options.prefix}${path.basename(name)}`;
  return {
    async save(name, data) {
      await s3.send(
        new PutObjectCommand({
          Bucket: options.bucket,
          Key: key(name),
          Body: data,
          ContentType: 'image/webp',
          CacheControl: 'public, max-age=31536000, immutable',
        }),
      );
    },
    async remove(name) {
      // S3 answers a delete of a missing key with success, as the port asks.
      await s3.send(new DeleteObjectCommand({ Bucket: options.bucket, Key: key(name) }));
    },
    async read(name) {
      try {
        const object = await s3.send(
          new GetObjectCommand({ Bucket: options.bucket, Key: key(name) }),
        );
        return object.Body ? Buffer.from(await object.Body.transformToByteArray()) : null;
      } catch (error) {
        if ((error as { name?: string }).name === 'NoSuchKey') return null;
        throw error;
      }
    },
    async check() {
      await s3.send(new HeadBucketCommand({ Bucket: options.bucket }));
    },
  };
}
