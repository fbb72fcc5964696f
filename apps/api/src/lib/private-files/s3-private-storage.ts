import type { Readable } from 'node:stream';
import type { StorageConfig } from '../../config/storage-config.ts';
import { loadOnce } from '../load-once.ts';
import { assertSafePrivateKey, type PrivateStorage } from './private-storage.ts';

type S3Config = Extract<StorageConfig, { kind: 's3' }>;

/** The SDK's "no such object" answers: a missing key is a null, not an error. */
function isMissing(error: unknown): boolean {
  const { name, $metadata } = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  return name === 'NoSuchKey' || name === 'NotFound' || $metadata?.httpStatusCode === 404;
}

/**
 * Private files in their own bucket (S3_PRIVATE_BUCKET), reached with the same endpoint and keys as
 * the public one. The bucket must not be publicly readable (README "Configuration"); objects carry
 * `Cache-Control: private, no-store`, so a cache in front would not keep one either.
 */
export function createS3PrivateStorage(config: S3Config): PrivateStorage {
  const Bucket = config.privateBucket;
  // Loaded with the first private file, not at start (the SDK is about 1 MB of code).
  const connect = loadOnce(async () => {
    const sdk = await import('@aws-sdk/client-s3');
    const { region, endpoint, forcePathStyle, credentials } = config;
    return { sdk, client: new sdk.S3Client({ region, endpoint, forcePathStyle, credentials }) };
  });

  return {
    async put(key, bytes, contentType) {
      assertSafePrivateKey(key);
      const { sdk, client } = await connect();
      await client.send(new sdk.PutObjectCommand({ Bucket, Key: key, Body: bytes, ContentType: contentType, CacheControl: 'private, no-store' }));
    },

    async get(key) {
      assertSafePrivateKey(key);
      const { sdk, client } = await connect();
      try {
        const object = await client.send(new sdk.GetObjectCommand({ Bucket, Key: key }));
        if (!object.Body) return null;
        return { body: object.Body as Readable, contentType: object.ContentType ?? 'application/octet-stream', size: object.ContentLength };
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },

    // A submission's folder holds two objects: listed and deleted one by one.
    async delete(prefix) {
      const key = prefix.replace(/\/$/, '');
      assertSafePrivateKey(key);
      const { sdk, client } = await connect();
      const keys = [key];
      let marker: string | undefined;
      for (;;) {
        const page = await client.send(new sdk.ListObjectsCommand({ Bucket, Prefix: `${key}/`, Marker: marker }));
        for (const object of page.Contents ?? []) if (object.Key) keys.push(object.Key);
        marker = keys.at(-1);
        if (!page.IsTruncated || marker === key) break;
      }
      for (const Key of keys) await client.send(new sdk.DeleteObjectCommand({ Bucket, Key }));
    },
  };
}
