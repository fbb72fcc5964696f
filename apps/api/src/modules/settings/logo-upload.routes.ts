import { randomUUID } from 'node:crypto';
import fastifyMultipart from '@fastify/multipart';
import { PROFILE_IMAGE_MAX_BYTES } from '@passarela/shared';
import { z } from 'zod';
import type { AppInstance } from '../../app-instance.ts';
import { AppError } from '../../lib/app-error.ts';
import { multipartError } from '../../lib/multipart-error.ts';
import { processImage } from '../../lib/images/process-image.ts';
import type { Storage } from '../../lib/storage/storage.ts';

/** Wide enough for the tallest logo (56 px) at 2x on a wide mark; never enlarged. */
const LOGO_WIDTH = 640;

/**
 * POST /api/admin/settings/logo: the logo image through the same pipeline as every upload (bytes
 * checked, re-encoded to WebP with its transparency, metadata dropped), stored under a new name.
 * It answers the URL; the admin saves it as SITE_LOGO_URL with the rest of the form (audited).
 */
export function logoUploadRoutes(storage: Storage) {
  return async (app: AppInstance) => {
    await app.register(fastifyMultipart, {
      limits: { fileSize: PROFILE_IMAGE_MAX_BYTES, files: 1, fields: 0, parts: 1, headerPairs: 50 },
      throwFileSizeLimit: true,
    });
    app.post(
      '/api/admin/settings/logo',
      {
        config: { access: ['admin'] },
        schema: {
          tags: ['settings', 'admin'],
          summary: 'Upload a logo image (field `logo`); answers its URL',
          response: { 201: z.object({ url: z.string() }) },
        },
      },
      async (request, reply) => {
        if (!request.isMultipart()) throw new AppError('UNSUPPORTED_MEDIA_TYPE');
        let bytes: Buffer | undefined;
        try {
          const part = await request.file();
          if (!part || part.fieldname !== 'logo') throw new AppError('PHOTO_REQUIRED', 'Escolha a imagem do logo.');
          bytes = await part.toBuffer();
        } catch (error) {
          throw multipartError(error);
        }
        const [variant] = await processImage(bytes, { widths: [LOGO_WIDTH] });
        if (!variant) throw new AppError('INVALID_IMAGE');
        const key = `site/logo-${randomUUID()}.webp`;
        await storage.put(key, variant.bytes, 'image/webp');
        return reply.status(201).send({ url: storage.publicUrl(key) });
      },
    );
  };
}
