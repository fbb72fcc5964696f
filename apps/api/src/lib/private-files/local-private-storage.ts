import { mkdir, open, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { assertSafePrivateKey, contentTypeOfKey, type PrivateStorage } from './private-storage.ts';

/**
 * Private files on the local disk under `rootDir` (DATA_DIR/private). Written to a temporary name
 * and renamed into place, like public uploads, so a crash or a full disk leaves no half a file.
 * Nothing serves this folder: only `get` reads it, for the routes that check who asks.
 */
export function createLocalPrivateStorage(rootDir: string): PrivateStorage & { rootDir: string } {
  const root = path.resolve(rootDir);
  const resolve = (key: string) => {
    assertSafePrivateKey(key);
    const target = path.resolve(root, key);
    if (!target.startsWith(root + path.sep)) throw new Error(`private key escapes the root: ${key}`);
    return target;
  };
  return {
    rootDir: root,
    async put(key, bytes) {
      const target = resolve(key);
      await mkdir(path.dirname(target), { recursive: true, mode: 0o700 });
      const temporary = `${target}.${process.pid}.${Date.now()}.tmp`;
      try {
        await writeFile(temporary, bytes, { mode: 0o600 });
        await rename(temporary, target);
      } catch (error) {
        await rm(temporary, { force: true });
        throw error;
      }
    },
    async get(key) {
      const target = resolve(key);
      // Opened first, so a missing file is a null here rather than an error mid-stream.
      let handle: Awaited<ReturnType<typeof open>>;
      try {
        handle = await open(target, 'r');
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
      try {
        const stat = await handle.stat();
        if (!stat.isFile()) {
          await handle.close();
          return null;
        }
        const size = stat.size;
        return { body: handle.createReadStream({ autoClose: true }), contentType: contentTypeOfKey(key), size };
      } catch (error) {
        await handle.close();
        throw error;
      }
    },
    async delete(prefix) {
      await rm(resolve(prefix.replace(/\/$/, '')), { recursive: true, force: true });
    },
  };
}
