import { mkdirSync } from 'node:fs';
import fastifyStatic from '@fastify/static';
import type { AppInstance } from '../../app-instance.ts';
import { AppError } from '../../lib/app-error.ts';
import { LOCAL_MEDIA_PREFIX } from '../../lib/storage/local-disk-storage.ts';
import { assertSafeStorageKey } from '../../lib/storage/storage.ts';

/**
 * Whether the path after /media/ can be a stored upload's key: the storage's own key rule (safe
 * segments, no `..`, no encoded slash or dot tricks once decoded) and a `.webp` name. Anything else
 * is a plain 404 before the static server looks at the disk, so DATA_DIR/private, the sibling of
 * DATA_DIR/uploads holding identity documents (lib/private-files), is never reachable from here.
 */
function isServableMediaPath(url: string): boolean {
  const pathname = url.split('?')[0] ?? '';
  if (!pathname.startsWith(LOCAL_MEDIA_PREFIX)) return false;
  let key: string;
  try {
    key = decodeURIComponent(pathname.slice(LOCAL_MEDIA_PREFIX.length));
  } catch {
    return false;
  }
  try {
    assertSafeStorageKey(key);
  } catch {
    return false;
  }
  return key.endsWith('.webp');
}

/**
 * Serves locally stored uploads at /media/*. Every stored file is a server-generated WebP under a
 * name that changes on each upload, so it can be cached for a year; `nosniff` keeps a browser
 * from ever treating one as anything but an image (docs/security.md #14). With object storage
 * (S3_BUCKET) browsers load uploads from the bucket's address and this route does not exist.
 */
export async function mediaRoutes(app: AppInstance) {
  if (app.config.storage.kind !== 'local') return;
  const root = app.config.storage.rootDir;
  mkdirSync(root, { recursive: true });
  // This plugin's scope only: every /media request, before the static server.
  app.addHook('onRequest', async (request) => {
    if (!isServableMediaPath(request.url)) throw new AppError('FILE_NOT_FOUND');
  });
  await app.register(fastifyStatic, {
    root,
    prefix: LOCAL_MEDIA_PREFIX,
    decorateReply: false,
    index: false,
    dotfiles: 'deny',
    allowedPath: (pathName) => pathName.endsWith('.webp'),
    setHeaders(reply) {
      reply.header('x-content-type-options', 'nosniff');
      reply.header('cache-control', 'public, max-age=31536000, immutable');
      reply.header('content-security-policy', "default-src 'none'; sandbox");
    },
  });
}
