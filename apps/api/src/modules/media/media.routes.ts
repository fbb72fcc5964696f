import { mkdirSync } from 'node:fs';
import fastifyStatic from '@fastify/static';
import type { AppInstance } from '../../app-instance.ts';
import { LOCAL_MEDIA_PREFIX } from '../../lib/storage/local-disk-storage.ts';

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
