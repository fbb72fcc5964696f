import type { AppConfig } from '../../config/env.ts';
import { createLocalDiskStorage } from './local-disk-storage.ts';
import { createS3Storage } from './s3-storage.ts';
import type { Storage } from './storage.ts';

/** The storage the configuration names: the S3-compatible bucket, or DATA_DIR/uploads. */
export function createConfiguredStorage(config: Pick<AppConfig, 'storage'>): Storage {
  return config.storage.kind === 's3' ? createS3Storage(config.storage) : createLocalDiskStorage(config.storage.rootDir);
}
