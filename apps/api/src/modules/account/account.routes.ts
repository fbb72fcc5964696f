import {
  emailedTokenInput,
  accountDeletionCheckSchema,
  changeEmailBodySchema,
  deleteAccountBodySchema,
  exportDataBodySchema,
  changePasswordBodySchema,
  forgotPasswordBodySchema,
  resetPasswordBodySchema,
  sentResponseSchema,
  signedInResponseSchema,
  signOutEverywhereBodySchema,
  successResponseSchema,
} from '@passarela/shared';
import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import { keepAnswersPrivate } from '../../plugins/route-access.ts';
import { routesPlugin } from '../../plugins/route-declaration.ts';
import { CONFIRM_EMAIL_CHANGE_PATH } from './account-security.service.ts';
import { clientContext } from '../auth/index.ts';

/** Account answers may carry a new or cleared session cookie. */
function setSessionCookies(reply: FastifyReply, setCookies: string[]) {
  if (setCookies.length > 0) reply.header('set-cookie', setCookies);
}

/** Forgot and reset password, change password and email, sign out everywhere, export and deletion (LGPD). */
export const accountRoutes = routesPlugin('auth', (route, { accountSecurityService, accountDataService }, app) => {
  // Account answers are personal, the public ones (password reset) included: never cached.
  keepAnswersPrivate(app);

  route.post(
    '/api/auth/forgot-password',
    {
      access: 'public',
      summary: 'Email a password reset link; the same answer whether or not the address has an account',
      body: forgotPasswordBodySchema,
      response: { 200: sentResponseSchema },
    },
    async (request) => {
      await accountSecurityService.forgotPassword(request.body.email, clientContext(request));
      return { sent: true as const };
    },
  );

  route.post(
    '/api/auth/reset-password',
    {
      access: 'public',
      summary: 'Set a new password with the emailed token (works once); ends every session of the account',
      body: resetPasswordBodySchema,
      response: { 200: successResponseSchema },
    },
    async (request) => {
      await accountSecurityService.resetPassword(request.body.token, request.body.password, clientContext(request));
      return { success: true as const };
    },
  );

  route.post(
    '/api/auth/change-password',
    {
      access: 'user',
      summary: 'Change the password (current one required): a new session here, every other one ends',
      body: changePasswordBodySchema,
      response: { 200: signedInResponseSchema },
    },
    async (request, reply) => {
      const { result, setCookies } = await accountSecurityService.changePassword(request.sessionUser.id, request.body, clientContext(request));
      setSessionCookies(reply, setCookies);
      return { user: result };
    },
  );

  route.post(
    '/api/auth/change-email',
    {
      access: 'user',
      summary: 'Ask to change the email (current password required): a link goes to the new address, a notice to the old',
      body: changeEmailBodySchema,
      response: { 200: sentResponseSchema },
    },
    async (request) => {
      await accountSecurityService.requestEmailChange(request.sessionUser.id, request.body, clientContext(request));
      return { sent: true as const };
    },
  );

  route.get(
    CONFIRM_EMAIL_CHANGE_PATH,
    {
      access: 'public',
      summary: 'The link sent to the new address: changes the email and redirects to the settings tab',
      querystring: z.object({ token: emailedTokenInput }).strict(),
    },
    async (request, reply) => {
      const changed = await accountSecurityService.confirmEmailChange(request.query.token);
      return reply.redirect(`/dashboard?tab=settings&email=${changed ? 'alterado' : 'link-invalido'}`, 303);
    },
  );

  route.post(
    '/api/auth/sign-out-everywhere',
    {
      access: 'user',
      summary: 'End every session of the account, this one included (recent sign-in or current password required)',
      body: signOutEverywhereBodySchema,
      response: { 200: successResponseSchema },
    },
    async (request, reply) => {
      const { result, setCookies } = await accountSecurityService.signOutEverywhere(
        request.sessionUser.id,
        request.body?.currentPassword,
        clientContext(request),
      );
      setSessionCookies(reply, setCookies);
      return result;
    },
  );

  route.post(
    '/api/auth/export-data',
    {
      access: 'user',
      summary: 'Everything stored about the caller, as a JSON file (LGPD; recent sign-in or current password required)',
      body: exportDataBodySchema,
    },
    async (request, reply) => {
      const file = await accountDataService.exportData(request.sessionUser.id, request.body?.currentPassword, clientContext(request));
      reply.header('content-disposition', `attachment; filename="${file.fileName}"`);
      return reply.type('application/json; charset=utf-8').send(JSON.stringify(file.document, null, 2));
    },
  );

  route.get(
    '/api/auth/delete-account',
    {
      access: 'user',
      summary: 'Whether the account can be deleted now, and what stops it (money or work still running)',
      response: { 200: accountDeletionCheckSchema },
    },
    async (request) => ({ blockers: await accountDataService.deletionBlockers(request.sessionUser.id) }),
  );

  route.post(
    '/api/auth/delete-account',
    {
      access: 'user',
      summary: 'Delete the account (LGPD): personal data erased or anonymised, money records kept; current password required',
      body: deleteAccountBodySchema,
      response: { 200: successResponseSchema },
    },
    async (request, reply) => {
      const { result, setCookies } = await accountDataService.deleteAccount(request.sessionUser.id, request.body, clientContext(request));
      setSessionCookies(reply, setCookies);
      return result;
    },
  );
});
