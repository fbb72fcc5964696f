import type { StorageConfig } from '../../config/storage-config.ts';
import { loadOnce } from '../load-once.ts';
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
export function createS3Storage(config: S3StorageConfig): Storage {
  // The SDK is about 1 MB of code: loaded with the first upload, deletion or listing, not at start.
  const connect = loadOnce(async () => {
    const sdk = await import('@aws-sdk/client-s3');
    const client = new sdk.S3Client({
      region: config.region,
      endpoint: config.endpoint,
      forcePathStyle: config.forcePathStyle,
      credentials: config.credentials,
    });
    return { sdk, client };
  });

  // Pages by marker (the last key seen), which every S3-compatible store supports alike.
  async function keysUnder(prefix: string): Promise<string[]> {
    const keys: string[] = [];
    let marker: string | undefined;
    const { sdk, client } = await connect();
    for (;;) {
      const page = await client.send(new sdk.ListObjectsCommand({ Bucket: config.bucket, Prefix: prefix, Marker: marker }));
      for (const object of page.Contents ?? []) if (object.Key) keys.push(object.Key);
      marker = keys.at(-1);
      if (!page.IsTruncated || !marker) return keys;
    }
  }

  return {
    async put(key, bytes, contentType) {
      assertSafeStorageKey(key);
      const { sdk, client } = await connect();
      await client.send(
        new sdk.PutObjectCommand({
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
      const { sdk, client } = await connect();
      for (let start = 0; start < keys.length; start += deleteBatch) {
        const batch = keys.slice(start, start + deleteBatch).map((Key) => ({ Key }));
        await client.send(new sdk.DeleteObjectsCommand({ Bucket: config.bucket, Delete: { Objects: batch, Quiet: true } }));
      }
    },

    publicUrl(key) {
      assertSafeStorageKey(key);
      return `${config.publicBaseUrl}/${key}`;
    },
  };
}
