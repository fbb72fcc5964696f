import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { assertSafeStorageKey, type Storage } from './storage.ts';

/** URL prefix the media route serves local files under. */
export const LOCAL_MEDIA_PREFIX = '/media/';

/**
 * Files under `DATA_DIR/uploads`, served by the media route. Writes go to a temporary name first
 * and are renamed into place, so a crash or a full disk never leaves a half-written image behind.
 */
export function createLocalDiskStorage(rootDir: string): Storage & { rootDir: string } {
  const resolve = (key: string) => {
    assertSafeStorageKey(key);
    const target = path.resolve(rootDir, key);
    if (!target.startsWith(path.resolve(rootDir) + path.sep)) throw new Error(`storage key escapes the root: ${key}`);
    return target;
  };

  return {
    rootDir,

    async put(key, bytes) {
      const target = resolve(key);
      await mkdir(path.dirname(target), { recursive: true });
      const temporary = `${target}.${process.pid}.${Date.now()}.tmp`;
      try {
        await writeFile(temporary, bytes);
        await rename(temporary, target);
      } catch (error) {
        await rm(temporary, { force: true });
        throw error;
      }
    },

    async delete(prefix) {
      await rm(resolve(prefix.replace(/\/$/, '')), { recursive: true, force: true });
    },

    publicUrl(key) {
      assertSafeStorageKey(key);
      return `${LOCAL_MEDIA_PREFIX}${key}`;
    },
  };
}
