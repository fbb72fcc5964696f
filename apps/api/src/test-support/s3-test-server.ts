import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';

/** s3rver's fixed development keys. */
const credentials = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

export interface S3TestServer {
  endpoint: string;
  bucket: string;
  /** The bucket of private files (S3_PRIVATE_BUCKET): identity documents. */
  privateBucket: string;
  /** The S3_* variables that point the app at this server. */
  env: Record<string, string>;
  close(): Promise<void>;
}

/**
 * A real S3 API server on loopback (s3rver, files in a temporary folder), so storage is tested
 * against the protocol the AWS SDK speaks, never a mock of the SDK.
 */
export async function startS3TestServer(bucket = 'passarela-test'): Promise<S3TestServer> {
  const directory = mkdtempSync(path.join(os.tmpdir(), 'passarela-s3-'));
  const privateBucket = `${bucket}-private`;
  const server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory, configureBuckets: [{ name: bucket }, { name: privateBucket }] });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    endpoint,
    bucket,
    privateBucket,
    env: {
      S3_BUCKET: bucket,
      S3_ENDPOINT: endpoint,
      S3_REGION: 'us-east-1',
      S3_ACCESS_KEY_ID: credentials.accessKeyId,
      S3_SECRET_ACCESS_KEY: credentials.secretAccessKey,
      // Path-style addresses: the bucket's objects are public at {endpoint}/{bucket}/{key}.
      S3_PUBLIC_URL: `${endpoint}/${bucket}`,
      S3_PRIVATE_BUCKET: privateBucket,
    },
    async close() {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
