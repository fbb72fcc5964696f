import fastifyMultipart from '@fastify/multipart';
import { PROFILE_IMAGE_MAX_BYTES } from '@passarela/shared';
import { z } from 'zod';
import { AppError } from '../../lib/app-error.ts';
import { multipartError } from '../../lib/multipart-error.ts';
import { routesPlugin } from '../../plugins/route-declaration.ts';

/**
 * POST /api/admin/settings/logo: the logo image (site-logo.service.ts). It answers the URL; the
 * admin saves it as SITE_LOGO_URL with the rest of the form (audited).
 */
export const logoUploadRoutes = routesPlugin(['settings', 'admin'], async (route, { siteLogoService }, app) => {
  await app.register(fastifyMultipart, {
    limits: { fileSize: PROFILE_IMAGE_MAX_BYTES, files: 1, fields: 0, parts: 1, headerPairs: 50 },
    throwFileSizeLimit: true,
  });
  route.post(
    '/api/admin/settings/logo',
    { access: ['admin'], summary: 'Upload a logo image (field `logo`); answers its URL', response: { 201: z.object({ url: z.string() }) } },
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
      return reply.status(201).send(await siteLogoService.store(bytes));
    },
  );
});
