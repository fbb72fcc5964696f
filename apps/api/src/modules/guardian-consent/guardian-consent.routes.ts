import { guardianConsentResponseSchema, guardianConsentStatusResponseSchema, guardianConsentTokenBodySchema } from '@passarela/shared';
import { routesPlugin } from '../../plugins/route-declaration.ts';

/** The two steps of the guardian's page, each with the emailed token alone. */
const guardianSteps = {
  lookup: 'What a guardian’s emailed link authorises (model’s name, validity); a used, expired or replaced link: 400',
  confirm: 'The guardian confirms (once): the consent is recorded with name, email, time, IP and text version',
} as const;

/**
 * A minor's guardian (README "Minors reach contractors through a guardian"): the page of the
 * emailed link reads and confirms it (no account needed, the token is the proof); the model asks
 * for the email again from "Meu Perfil". The token travels in the body, never in a URL the server
 * would log.
 */
export const guardianConsentRoutes = routesPlugin('guardian-consent', (route, { guardianConsentService }) => {
  for (const step of ['lookup', 'confirm'] as const) {
    route.post(
      `/api/guardian-consents/${step}`,
      { access: 'public', summary: guardianSteps[step], body: guardianConsentTokenBodySchema, response: { 200: guardianConsentResponseSchema } },
      async (request, reply) => {
        // Public, but about one person: never cached.
        reply.header('cache-control', 'no-store');
        return { consent: await guardianConsentService[step](request.body.token, request.ip) };
      },
    );
  }

  route.post(
    '/api/profiles/me/guardian-consent/resend',
    {
      access: ['model'],
      summary: 'Email the guardian on file a new confirmation link (rate-limited); earlier links stop working',
      response: { 200: guardianConsentStatusResponseSchema },
    },
    async (request) => ({ guardian_consent: await guardianConsentService.resend(request.sessionUser.id) }),
  );
});
