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
import type { AppInstance } from '../../app-instance.ts';
import { requireSessionUser } from '../../plugins/route-access.ts';
import { CONFIRM_EMAIL_CHANGE_PATH } from './account-security.service.ts';
import { clientContext } from '../auth/index.ts';

/** Account answers are personal: never cached, and they may carry a new or cleared session cookie. */
function sendPrivately(reply: FastifyReply, setCookies: string[] = []) {
  reply.header('cache-control', 'no-store');
  if (setCookies.length > 0) reply.header('set-cookie', setCookies);
}

/** Forgot and reset password, change password and email, sign out everywhere, export and deletion (LGPD). */
export async function accountRoutes(app: AppInstance) {
  const { accountSecurityService, accountDataService } = app.services;

  app.post(
    '/api/auth/forgot-password',
    {
      config: { access: 'public' },
      schema: {
        tags: ['auth'],
        summary: 'Email a password reset link; the same answer whether or not the address has an account',
        body: forgotPasswordBodySchema,
        response: { 200: sentResponseSchema },
      },
    },
    async (request, reply) => {
      await accountSecurityService.forgotPassword(request.body.email, clientContext(request));
      sendPrivately(reply);
      return { sent: true as const };
    },
  );

  app.post(
    '/api/auth/reset-password',
    {
      config: { access: 'public' },
      schema: {
        tags: ['auth'],
        summary: 'Set a new password with the emailed token (works once); ends every session of the account',
        body: resetPasswordBodySchema,
        response: { 200: successResponseSchema },
      },
    },
    async (request, reply) => {
      await accountSecurityService.resetPassword(request.body.token, request.body.password, clientContext(request));
      sendPrivately(reply);
      return { success: true as const };
    },
  );

  app.post(
    '/api/auth/change-password',
    {
      config: { access: 'user' },
      schema: {
        tags: ['auth'],
        summary: 'Change the password (current one required): a new session here, every other one ends',
        body: changePasswordBodySchema,
        response: { 200: signedInResponseSchema },
      },
    },
    async (request, reply) => {
      const { result, setCookies } = await accountSecurityService.changePassword(requireSessionUser(request).id, request.body, clientContext(request));
      sendPrivately(reply, setCookies);
      return { user: result };
    },
  );

  app.post(
    '/api/auth/change-email',
    {
      config: { access: 'user' },
      schema: {
        tags: ['auth'],
        summary: 'Ask to change the email (current password required): a link goes to the new address, a notice to the old',
        body: changeEmailBodySchema,
        response: { 200: sentResponseSchema },
      },
    },
    async (request, reply) => {
      await accountSecurityService.requestEmailChange(requireSessionUser(request).id, request.body, clientContext(request));
      sendPrivately(reply);
      return { sent: true as const };
    },
  );

  app.get(
    CONFIRM_EMAIL_CHANGE_PATH,
    {
      config: { access: 'public' },
      schema: {
        tags: ['auth'],
        summary: 'The link sent to the new address: changes the email and redirects to the settings tab',
        querystring: z.object({ token: emailedTokenInput }).strict(),
      },
    },
    async (request, reply) => {
      const changed = await accountSecurityService.confirmEmailChange(request.query.token);
      sendPrivately(reply);
      return reply.redirect(`/dashboard?tab=settings&email=${changed ? 'alterado' : 'link-invalido'}`, 303);
    },
  );

  app.post(
    '/api/auth/sign-out-everywhere',
    {
      config: { access: 'user' },
      schema: {
        tags: ['auth'],
        summary: 'End every session of the account, this one included (recent sign-in or current password required)',
        body: signOutEverywhereBodySchema,
        response: { 200: successResponseSchema },
      },
    },
    async (request, reply) => {
      const { result, setCookies } = await accountSecurityService.signOutEverywhere(
        requireSessionUser(request).id,
        request.body?.currentPassword,
        clientContext(request),
      );
      sendPrivately(reply, setCookies);
      return result;
    },
  );

  app.post(
    '/api/auth/export-data',
    {
      config: { access: 'user' },
      schema: {
        tags: ['auth'],
        summary: 'Everything stored about the caller, as a JSON file (LGPD; recent sign-in or current password required)',
        body: exportDataBodySchema,
      },
    },
    async (request, reply) => {
      const file = await accountDataService.exportData(requireSessionUser(request).id, request.body?.currentPassword, clientContext(request));
      sendPrivately(reply);
      reply.header('content-disposition', `attachment; filename="${file.fileName}"`);
      return reply.type('application/json; charset=utf-8').send(JSON.stringify(file.document, null, 2));
    },
  );

  app.get(
    '/api/auth/delete-account',
    {
      config: { access: 'user' },
      schema: {
        tags: ['auth'],
        summary: 'Whether the account can be deleted now, and what stops it (money or work still running)',
        response: { 200: accountDeletionCheckSchema },
      },
    },
    async (request, reply) => {
      sendPrivately(reply);
      return { blockers: await accountDataService.deletionBlockers(requireSessionUser(request).id) };
    },
  );

  app.post(
    '/api/auth/delete-account',
    {
      config: { access: 'user' },
      schema: {
        tags: ['auth'],
        summary: 'Delete the account (LGPD): personal data erased or anonymised, money records kept; current password required',
        body: deleteAccountBodySchema,
        response: { 200: successResponseSchema },
      },
    },
    async (request, reply) => {
      const { result, setCookies } = await accountDataService.deleteAccount(requireSessionUser(request).id, request.body, clientContext(request));
      sendPrivately(reply, setCookies);
      return result;
    },
  );
}
