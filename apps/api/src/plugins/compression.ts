import { constants } from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/**
 * Brotli or gzip for every text answer the server builds per request (HTML, JSON), chosen from the
 * browser's Accept-Encoding: most of our users are on phones over 4G, where bytes are the wait.
 * Brotli at quality 4 compresses a JSON page about as well as gzip's best in a fraction of the
 * CPU; the build's static files come precompressed at quality 11 (apps/web/build/precompress-assets.ts)
 * and are served as they are (plugins/web-app.ts), so this never recompresses them.
 */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(fastifyCompress, {
    global: true,
    encodings: ['br', 'gzip'],
    threshold: 1024,
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } },
    zlibOptions: { level: 6 },
  });
}
