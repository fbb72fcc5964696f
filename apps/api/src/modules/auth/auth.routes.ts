import fastifyMultipart from '@fastify/multipart';
import { emailedTokenInput, sessionResponseSchema, signedInResponseSchema, signInBodySchema, signOutResponseSchema, signUpBodySchema } from '@passarela/shared';
import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import type { AppInstance } from '../../app-instance.ts';
import { parseOrFail } from '../../lib/validation.ts';
import { requireSessionUser } from '../../plugins/route-access.ts';
import { VERIFY_EMAIL_PATH } from './auth.ts';
import { clientContext } from './client-context.ts';
import { readSignUpForm, signUpMultipartLimits } from './sign-up-form.ts';

/** Auth answers are personal: never cached, and they may carry a new or cleared session cookie. */
function sendPrivately(reply: FastifyReply, setCookies: string[]) {
  reply.header('cache-control', 'no-store');
  if (setCookies.length > 0) reply.header('set-cookie', setCookies);
}

export async function authRoutes(app: AppInstance) {
  const { authService } = app.services;
  // Multipart is accepted by the routes of this plugin only.
  await app.register(fastifyMultipart, { limits: signUpMultipartLimits, throwFileSizeLimit: true });

  app.post(
    '/api/auth/sign-up',
    {
      config: { access: 'public' },
      schema: {
        tags: ['auth'],
        summary: 'Create an account (multipart: `data` = JSON of the sign-up body, `photo` = JPEG/PNG/WebP) and sign in',
        response: { 201: signedInResponseSchema },
      },
    },
    async (request, reply) => {
      const form = await readSignUpForm(request);
      const data = parseOrFail(signUpBodySchema, form.data, 'body');
      const { result, setCookies } = await authService.signUp(data, form.photo, clientContext(request));
      sendPrivately(reply, setCookies);
      return reply.status(201).send({ user: result });
    },
  );

  app.post(
    '/api/auth/sign-in',
    {
      config: { access: 'public' },
      schema: { tags: ['auth'], summary: 'Sign in with email and password', body: signInBodySchema, response: { 200: signedInResponseSchema } },
    },
    async (request, reply) => {
      const { result, setCookies } = await authService.signIn(request.body, clientContext(request));
      sendPrivately(reply, setCookies);
      return { user: result };
    },
  );

  app.post(
    '/api/auth/sign-out',
    {
      config: { access: 'public' },
      schema: { tags: ['auth'], summary: 'End the current session (harmless without one)', response: { 200: signOutResponseSchema } },
    },
    async (request, reply) => {
      const { result, setCookies } = await authService.signOut(clientContext(request));
      sendPrivately(reply, setCookies);
      return result;
    },
  );

  app.get(
    VERIFY_EMAIL_PATH,
    {
      config: { access: 'public' },
      schema: {
        tags: ['auth'],
        summary: 'The link in the confirmation email: confirms and redirects to /?email=confirmado (or /?email=link-invalido)',
        querystring: z.object({ token: emailedTokenInput }).strict(),
      },
    },
    async (request, reply) => {
      const { result, setCookies } = await authService.verifyEmail(request.query.token, clientContext(request));
      sendPrivately(reply, setCookies);
      return reply.redirect(result ? '/?email=confirmado' : '/?email=link-invalido', 303);
    },
  );

  app.post(
    '/api/auth/send-verification-email',
    {
      config: { access: 'user' },
      schema: { tags: ['auth'], summary: 'Send the confirmation email again', response: { 200: z.object({ sent: z.literal(true) }) } },
    },
    async (request, reply) => {
      await authService.resendVerificationEmail(requireSessionUser(request).id, clientContext(request));
      reply.header('cache-control', 'no-store');
      return { sent: true as const };
    },
  );

  app.get(
    '/api/auth/session',
    {
      config: { access: 'public' },
      schema: { tags: ['auth'], summary: 'The signed-in user, or null', response: { 200: sessionResponseSchema } },
    },
    async (request, reply) => {
      const { result, setCookies } = await authService.getSession(clientContext(request));
      sendPrivately(reply, setCookies);
      return { user: result };
    },
  );
}
