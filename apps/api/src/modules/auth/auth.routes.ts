import fastifyMultipart from '@fastify/multipart';
import {
  emailedTokenInput,
  safetyTipsMomentParamsSchema,
  safetyTipsSeenResponseSchema,
  sessionResponseSchema, signedInResponseSchema, signInBodySchema, signOutResponseSchema, signUpBodySchema } from '@passarela/shared';
import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import type { AppInstance } from '../../app-instance.ts';
import { parseOrFail } from '../../lib/validation.ts';
import { keepAnswersPrivate } from '../../plugins/route-access.ts';
import { routesOf, routesPlugin } from '../../plugins/route-declaration.ts';
import { VERIFY_EMAIL_PATH } from './auth.ts';
import { clientContext } from './client-context.ts';
import { readSignUpForm, signUpMultipartLimits } from './sign-up-form.ts';

/** Auth answers may carry a new or cleared session cookie. */
function setSessionCookies(reply: FastifyReply, setCookies: string[]) {
  if (setCookies.length > 0) reply.header('set-cookie', setCookies);
}

export const authRoutes = routesPlugin('auth', async (route, { authService }, app) => {
  // Auth answers are personal, the public ones (sign-in, the session) included: never cached.
  keepAnswersPrivate(app);
  // Multipart is accepted by sign-up only, in a scope of its own: the other auth routes take JSON
  // or nothing, and a route that parses multipart must have its form known to the fuzz suite
  // (security/fuzz/fuzz-coverage.test.ts).
  await app.register(async (signUpScope: AppInstance) => {
    await signUpScope.register(fastifyMultipart, { limits: signUpMultipartLimits, throwFileSizeLimit: true });
    routesOf(signUpScope, 'auth').post(
      '/api/auth/sign-up',
      {
        access: 'public',
        summary: 'Create an account (multipart: `data` = JSON of the sign-up body, `photo` = JPEG/PNG/WebP) and sign in',
        response: { 201: signedInResponseSchema },
      },
      async (request, reply) => {
        const form = await readSignUpForm(request);
        const data = parseOrFail(signUpBodySchema, form.data, 'body');
        const { result, setCookies } = await authService.signUp(data, form.photo, clientContext(request));
        setSessionCookies(reply, setCookies);
        return reply.status(201).send({ user: result });
      },
    );
  });

  route.post(
    '/api/auth/sign-in',
    { access: 'public', summary: 'Sign in with email and password', body: signInBodySchema, response: { 200: signedInResponseSchema } },
    async (request, reply) => {
      const { result, setCookies } = await authService.signIn(request.body, clientContext(request));
      setSessionCookies(reply, setCookies);
      return { user: result };
    },
  );

  route.post(
    '/api/auth/sign-out',
    { access: 'public', summary: 'End the current session (harmless without one)', response: { 200: signOutResponseSchema } },
    async (request, reply) => {
      const { result, setCookies } = await authService.signOut(clientContext(request));
      setSessionCookies(reply, setCookies);
      return result;
    },
  );

  route.get(
    VERIFY_EMAIL_PATH,
    {
      access: 'public',
      summary: 'The link in the confirmation email: confirms and redirects to /?email=confirmado (or /?email=link-invalido)',
      querystring: z.object({ token: emailedTokenInput }).strict(),
    },
    async (request, reply) => {
      const { result, setCookies } = await authService.verifyEmail(request.query.token, clientContext(request));
      setSessionCookies(reply, setCookies);
      return reply.redirect(result ? '/?email=confirmado' : '/?email=link-invalido', 303);
    },
  );

  route.post(
    '/api/auth/send-verification-email',
    { access: 'user', summary: 'Send the confirmation email again', response: { 200: z.object({ sent: z.literal(true) }) } },
    async (request) => {
      await authService.resendVerificationEmail(request.sessionUser.id, clientContext(request));
      return { sent: true as const };
    },
  );

  route.post(
    '/api/me/safety-tips/:moment/seen',
    {
      access: 'user',
      summary: "The first-run safety card of one moment was dismissed ('Entendi'): the session says so on every device",
      params: safetyTipsMomentParamsSchema,
      response: { 200: safetyTipsSeenResponseSchema },
    },
    async (request) => authService.markSafetyTipsSeen(request.sessionUser.id, request.params.moment),
  );

  route.get(
    '/api/auth/session',
    { access: 'public', summary: 'The signed-in user, or null', response: { 200: sessionResponseSchema } },
    async (request, reply) => {
      const { result, setCookies } = await authService.getSession(clientContext(request));
      setSessionCookies(reply, setCookies);
      return { user: result };
    },
  );
});
