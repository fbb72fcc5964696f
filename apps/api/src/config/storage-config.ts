import path from 'node:path';
import { z } from 'zod';

/** Where uploads are kept: the local disk (default) or an S3-compatible object store. */
export type StorageConfig =
  | { kind: 'local'; rootDir: string }
  | {
      kind: 's3';
      bucket: string;
      region: string;
      /** Absent: AWS itself. Set for MinIO, Cloudflare R2, DigitalOcean Spaces, Magalu Cloud… */
      endpoint: string | undefined;
      /** Absent: the SDK's own chain (instance role, AWS_* variables). */
      credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
      forcePathStyle: boolean;
      /** Where browsers load objects from (the bucket's public address or a CDN in front of it). */
      publicBaseUrl: string;
      /**
       * S3_PRIVATE_BUCKET: a second bucket, never public, for files only admins may open through
       * the API (identity documents, lib/private-files). Same endpoint and keys as the public one.
       */
      privateBucket: string;
    };

const optionalText = z.string().min(1).optional();

/** The S3_* variables (README, "Configuration"). Setting S3_BUCKET turns object storage on. */
export const storageEnvShape = {
  S3_BUCKET: optionalText,
  S3_REGION: optionalText,
  S3_ENDPOINT: z.url().optional(),
  S3_ACCESS_KEY_ID: optionalText,
  S3_SECRET_ACCESS_KEY: optionalText,
  S3_PUBLIC_URL: z.url().optional(),
  S3_FORCE_PATH_STYLE: z.enum(['true', 'false', '1', '0']).optional(),
  S3_PRIVATE_BUCKET: optionalText,
};

type StorageEnv = { [K in keyof typeof storageEnvShape]?: z.infer<(typeof storageEnvShape)[K]> };

/** What is wrong with the S3_* variables, each with how to fix it. */
export function storageConfigProblems(env: StorageEnv): string[] {
  const problems: string[] = [];
  const anyS3 = Object.keys(storageEnvShape).some((name) => env[name as keyof StorageEnv] !== undefined);
  if (anyS3 && !env.S3_BUCKET) problems.push('S3_BUCKET: required when any S3_* variable is set');
  if (env.S3_BUCKET && !env.S3_PUBLIC_URL)
    problems.push('S3_PUBLIC_URL: required with S3_BUCKET (the address browsers load uploads from, e.g. https://midia.passarela.app)');
  if (env.S3_BUCKET && !env.S3_PRIVATE_BUCKET) {
    problems.push('S3_PRIVATE_BUCKET: required with S3_BUCKET (a second bucket, not publicly readable, for identity documents only admins may open)');
  }
  if (env.S3_BUCKET && env.S3_PRIVATE_BUCKET === env.S3_BUCKET) {
    problems.push('S3_PRIVATE_BUCKET: must differ from S3_BUCKET (anyone can read the public bucket; identity documents must not be there)');
  }
  if (Boolean(env.S3_ACCESS_KEY_ID) !== Boolean(env.S3_SECRET_ACCESS_KEY)) {
    problems.push('S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY: set both or neither');
  }
  return problems;
}

export function storageConfigFrom(env: StorageEnv, dataDir: string): StorageConfig {
  if (!env.S3_BUCKET || !env.S3_PUBLIC_URL || !env.S3_PRIVATE_BUCKET) return { kind: 'local', rootDir: path.join(dataDir, 'uploads') };
  const pathStyle = env.S3_FORCE_PATH_STYLE;
  return {
    kind: 's3',
    bucket: env.S3_BUCKET,
    region: env.S3_REGION ?? 'us-east-1',
    endpoint: env.S3_ENDPOINT,
    credentials:
      env.S3_ACCESS_KEY_ID && env.S3_SECRET_ACCESS_KEY ? { accessKeyId: env.S3_ACCESS_KEY_ID, secretAccessKey: env.S3_SECRET_ACCESS_KEY } : undefined,
    // Self-hosted stores (MinIO, a local test server) address buckets by path, not by host name.
    forcePathStyle: pathStyle === undefined ? Boolean(env.S3_ENDPOINT) : pathStyle === 'true' || pathStyle === '1',
    publicBaseUrl: env.S3_PUBLIC_URL.replace(/\/+$/, ''),
    privateBucket: env.S3_PRIVATE_BUCKET,
  };
}
