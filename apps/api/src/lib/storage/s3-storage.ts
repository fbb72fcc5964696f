import { DeleteObjectsCommand, ListObjectsCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import type { StorageConfig } from '../../config/storage-config.ts';
import { assertSafeStorageKey, type Storage } from './storage.ts';

type S3StorageConfig = Extract<StorageConfig, { kind: 's3' }>;

/** S3 deletes at most 1,000 keys per request. */
const deleteBatch = 1000;

/**
 * Uploads in an S3-compatible bucket (AWS S3, MinIO, Cloudflare R2, Magalu Cloud…), so every app
 * instance behind a load balancer reads and writes the same files. Objects are written whole by one
 * request (no half-written image is ever visible) under server-generated keys that change on each
 * upload, hence the year-long immutable cache.
 */
export function createS3Storage(config: S3StorageConfig, client = s3ClientFor(config)): Storage {
  // Pages by marker (the last key seen), which every S3-compatible store supports alike.
  async function keysUnder(prefix: string): Promise<string[]> {
    const keys: string[] = [];
    let marker: string | undefined;
    for (;;) {
      const page = await client.send(new ListObjectsCommand({ Bucket: config.bucket, Prefix: prefix, Marker: marker }));
      for (const object of page.Contents ?? []) if (object.Key) keys.push(object.Key);
      marker = keys.at(-1);
      if (!page.IsTruncated || !marker) return keys;
    }
  }

  return {
    async put(key, bytes, contentType) {
      assertSafeStorageKey(key);
      await client.send(
        new PutObjectCommand({
          Bucket: config.bucket,
          Key: key,
          Body: bytes,
          ContentType: contentType,
          CacheControl: 'public, max-age=31536000, immutable',
        }),
      );
    },

    // Like the local disk: the object `prefix` itself and everything in the folder `prefix/`.
    async delete(prefix) {
      const key = prefix.replace(/\/$/, '');
      assertSafeStorageKey(key);
      const keys = [key, ...(await keysUnder(`${key}/`))];
      for (let start = 0; start < keys.length; start += deleteBatch) {
        const batch = keys.slice(start, start + deleteBatch).map((Key) => ({ Key }));
        await client.send(new DeleteObjectsCommand({ Bucket: config.bucket, Delete: { Objects: batch, Quiet: true } }));
      }
    },

    publicUrl(key) {
      assertSafeStorageKey(key);
      return `${config.publicBaseUrl}/${key}`;
    },
  };
}

function s3ClientFor(config: S3StorageConfig): S3Client {
  return new S3Client({
    region: config.region,
    endpoint: config.endpoint,
    forcePathStyle: config.forcePathStyle,
    credentials: config.credentials,
  });
}
