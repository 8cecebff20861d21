import fs from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';

/**
 * A real S3 protocol server (s3rver) on a free port with one bucket, for the S3 adapters' tests;
 * its fixed credentials are put where the AWS SDK reads them in production (the environment).
 * `close()` stops it, removes its files and gives the environment back.
 */
export async function startS3rver(bucket: string) {
  const saved = { ...process.env };
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 's3rver-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory: dir,
    configureBuckets: [{ name: bucket, configs: [] }],
  });
  const { port } = (await server.run()) as AddressInfo;
  const endpoint = `http://127.0.0.1:${port}`;
  process.env.AWS_ACCESS_KEY_ID = 'S3RVER';
  process.env.AWS_SECRET_ACCESS_KEY = 'S3RVER';
  return {
    endpoint,
    /** A client of the bucket, to look at what the product wrote. */
    client: new S3Client({ region: 'us-east-1', endpoint, forcePathStyle: true }),
    async close() {
      await server.close();
      await fs.rm(dir, { recursive: true, force: true });
      process.env = saved;
    },
  };
}
