import fastifyMultipart from '@fastify/multipart';
import { identityVerificationFieldsSchema, identityVerificationStateSchema } from '@passarela/shared';
import { AppError } from '../../lib/app-error.ts';
import { parseOrFail } from '../../lib/validation.ts';
import { routesPlugin } from '../../plugins/route-declaration.ts';
import { identityMultipartLimits, readIdentityUploadForm } from './identity-upload-form.ts';

/**
 * "Verificar identidade" in Configurações: the person's own submission (the user id always comes
 * from the session). Admins have no badge to earn, so they cannot send one.
 */
export const identityVerificationRoutes = routesPlugin('identity-verification', async (route, { identityVerificationService: service }, app) => {
  // Multipart is accepted by the routes of this plugin only (the submission).
  await app.register(fastifyMultipart, { limits: identityMultipartLimits, throwFileSizeLimit: true });

  route.get(
    '/api/identity-verification',
    {
      access: 'user',
      summary: 'The caller’s identity verification: none, pending, approved (also from an admin’s badge) or rejected with what to fix',
      response: { 200: identityVerificationStateSchema },
    },
    async (request) => service.getState(request.sessionUser.id),
  );

  route.post(
    '/api/identity-verification',
    {
      access: ['model', 'contractor', 'photographer'],
      summary:
        'Send an ID document photo and a selfie holding it, with the CPF, for an admin to review (multipart: fields `document_type` and `cpf`, files `document` and `selfie`, JPEG, PNG or WebP up to 10 MB each)',
      response: { 201: identityVerificationStateSchema },
    },
    async (request, reply) => {
      const form = await readIdentityUploadForm(request);
      // The CPF never reaches a log line: no field value is logged, and this error names the field only.
      const fields = parseOrFail(identityVerificationFieldsSchema, form.fields, 'body');
      const { document, selfie } = form.files;
      if (!document || !selfie)
        throw new AppError('IDENTITY_FILES_REQUIRED', undefined, { missing: [document ? null : 'document', selfie ? null : 'selfie'].filter(Boolean) });
      const state = await service.submit(request.sessionUser.id, { documentType: fields.document_type, cpf: fields.cpf, files: { document, selfie } });
      return reply.status(201).send(state);
    },
  );
});
