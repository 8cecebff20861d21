import { S3Client } from '@aws-sdk/client-s3';

/** Where a store's objects live in an S3-compatible bucket (photos, remote builds). */
export interface S3Location {
  bucket: string;
  /** An S3-compatible service's URL (MinIO, R2, …); unset: AWS itself. */
  endpoint?: string;
  region: string;
  /** Bucket in the path (`endpoint/bucket/key`), as most S3-compatible services want. */
  forcePathStyle: boolean;
  /** Key prefix inside the bucket, e.g. `photos/`. */
  prefix: string;
}

/**
 * A client for the location. Credentials come the AWS SDK's usual way (AWS_ACCESS_KEY_ID and
 * AWS_SECRET_ACCESS_KEY, a role).
 */
export function s3ClientFor(location: S3Location): S3Client {
  return new S3Client({
    region: location.region,
    ...(location.endpoint ? { endpoint: location.endpoint } : {}),
    forcePathStyle: location.forcePathStyle,
  });
}
