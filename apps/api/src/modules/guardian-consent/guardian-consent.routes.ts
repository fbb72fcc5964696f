import { guardianConsentResponseSchema, guardianConsentStatusResponseSchema, guardianConsentTokenBodySchema } from '@passarela/shared';
import type { AppInstance } from '../../app-instance.ts';
import { requireSessionUser } from '../../plugins/route-access.ts';

/**
 * A minor's guardian (README "Minors reach contractors through a guardian"): the page of the
 * emailed link reads and confirms it (no account needed, the token is the proof); the model asks
 * for the email again from "Meu Perfil". The token travels in the body, never in a URL the server
 * would log.
 */
export async function guardianConsentRoutes(app: AppInstance) {
  const { guardianConsentService } = app.services;

  app.post(
    '/api/guardian-consents/lookup',
    {
      config: { access: 'public' },
      schema: {
        tags: ['guardian-consent'],
        summary: 'What a guardian’s emailed link authorises (model’s name, validity); a used, expired or replaced link: 400',
        body: guardianConsentTokenBodySchema,
        response: { 200: guardianConsentResponseSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return { consent: await guardianConsentService.lookup(request.body.token, request.ip) };
    },
  );

  app.post(
    '/api/guardian-consents/confirm',
    {
      config: { access: 'public' },
      schema: {
        tags: ['guardian-consent'],
        summary: 'The guardian confirms (once): the consent is recorded with name, email, time, IP and text version',
        body: guardianConsentTokenBodySchema,
        response: { 200: guardianConsentResponseSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return { consent: await guardianConsentService.confirm(request.body.token, request.ip) };
    },
  );

  app.post(
    '/api/profiles/me/guardian-consent/resend',
    {
      config: { access: ['model'] },
      schema: {
        tags: ['guardian-consent'],
        summary: 'Email the guardian on file a new confirmation link (rate-limited); earlier links stop working',
        response: { 200: guardianConsentStatusResponseSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return { guardian_consent: await guardianConsentService.resend(requireSessionUser(request).id) };
    },
  );
}
