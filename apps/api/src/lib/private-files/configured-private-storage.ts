import path from 'node:path';
import type { AppConfig } from '../../config/env.ts';
import { createLocalPrivateStorage } from './local-private-storage.ts';
import type { PrivateStorage } from './private-storage.ts';
import { createS3PrivateStorage } from './s3-private-storage.ts';

/**
 * Where private files live: DATA_DIR/private beside DATA_DIR/uploads (which /media serves; this
 * folder nothing serves), or the S3_PRIVATE_BUCKET bucket when uploads go to S3.
 */
export function privateFilesDir(dataDir: string): string {
  return path.join(dataDir, 'private');
}

export function createConfiguredPrivateStorage(config: Pick<AppConfig, 'storage' | 'dataDir'>): PrivateStorage {
  return config.storage.kind === 's3' ? createS3PrivateStorage(config.storage) : createLocalPrivateStorage(privateFilesDir(config.dataDir));
}
