import {
  adminIdentityFileParamsSchema,
  adminIdentityVerificationParamsSchema,
  adminIdentityVerificationSchema,
  adminIdentityVerificationsPageSchema,
  adminIdentityVerificationsQuerySchema,
  identityDecisionBodySchema,
} from '@passarela/shared';
import { routesPlugin } from '../../plugins/route-declaration.ts';

/** The admin's queue of identity verifications, the private photos, and the decision (docs/security.md #9). */
export const adminIdentityVerificationsRoutes = routesPlugin('admin', (route, { identityVerificationService: service }) => {
  route.get(
    '/api/admin/identity-verifications',
    {
      access: ['admin'],
      summary: 'Identity verifications: pending ones oldest first, then the decided ones newest first (or one status), with same-CPF warnings',
      querystring: adminIdentityVerificationsQuerySchema,
      response: { 200: adminIdentityVerificationsPageSchema },
    },
    async (request) => service.list(request.query),
  );

  route.get(
    '/api/admin/identity-verifications/:id/files/:file',
    {
      access: ['admin'],
      // Anyone but an admin is told the photo does not exist (docs/security.md #31).
      refusedAs: 'FILE_NOT_FOUND',
      summary: 'One photo of a submission (JPEG), never cached; each opening is recorded in the audit log. 404 to anyone but admins, and once the files were deleted',
      params: adminIdentityFileParamsSchema,
    },
    async (request, reply) => {
      const { id, file: kind } = request.params;
      const file = await service.openFile(request.sessionUser.id, id, kind);
      reply
        .header('cache-control', 'no-store, private')
        .header('x-content-type-options', 'nosniff')
        .header('content-disposition', `inline; filename="${kind === 'document' ? 'documento' : 'selfie'}.jpg"`)
        .type(file.contentType);
      if (file.size !== undefined) reply.header('content-length', file.size);
      return reply.send(file.body);
    },
  );

  route.post(
    '/api/admin/identity-verifications/:id/decision',
    {
      access: ['admin'],
      summary: 'Approve (sets the verified badge) or reject with what to fix; audited, the person is notified',
      params: adminIdentityVerificationParamsSchema,
      body: identityDecisionBodySchema,
      response: { 200: adminIdentityVerificationSchema },
    },
    async (request) => service.decide(request.sessionUser.id, request.params.id, request.body),
  );
});
