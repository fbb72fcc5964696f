import {
  adminBirthDateBodySchema,
  adminChangeTypeBodySchema,
  adminUserDetailSchema,
  adminUserParamsSchema,
  adminUsersPageSchema,
  adminUsersQuerySchema,
  adminVerifyBodySchema,
  userSuspensionBodySchema,
  userSuspensionResponseSchema,
} from '@passarela/shared';
import type { AppInstance } from '../../app-instance.ts';
import { requireSessionUser } from '../../plugins/route-access.ts';

export async function adminUsersRoutes(app: AppInstance) {
  const { adminUsersService } = app.services;

  app.post(
    '/api/admin/users/:id/suspend',
    {
      config: { access: ['admin'] },
      schema: {
        tags: ['admin'],
        summary: 'Suspend an account: every session ends, sign-in is refused, the public profile is hidden',
        params: adminUserParamsSchema,
        body: userSuspensionBodySchema,
        response: { 200: userSuspensionResponseSchema },
      },
    },
    async (request) => ({ user: await adminUsersService.suspend(requireSessionUser(request).id, request.params.id, request.body.reason) }),
  );

  app.post(
    '/api/admin/users/:id/reinstate',
    {
      config: { access: ['admin'] },
      schema: {
        tags: ['admin'],
        summary: 'Lift a suspension (the reason is logged)',
        params: adminUserParamsSchema,
        body: userSuspensionBodySchema,
        response: { 200: userSuspensionResponseSchema },
      },
    },
    async (request) => {
      const admin = requireSessionUser(request);
      request.log.info({ adminId: admin.id, userId: request.params.id, reason: request.body.reason }, 'reinstating user');
      return { user: await adminUsersService.reinstate(admin.id, request.params.id, request.body.reason) };
    },
  );

  app.get(
    '/api/admin/users',
    {
      config: { access: ['admin'] },
      schema: {
        tags: ['admin'],
        summary: 'Search accounts by name, email or slug, type, state and status; newest first',
        querystring: adminUsersQuerySchema,
        response: { 200: adminUsersPageSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return adminUsersService.search(request.query);
    },
  );

  app.get(
    '/api/admin/users/:id',
    {
      config: { access: ['admin'] },
      schema: {
        tags: ['admin'],
        summary: 'One account with its phone and numbers (jobs, applications, contracts)',
        params: adminUserParamsSchema,
        response: { 200: adminUserDetailSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return adminUsersService.detail(request.params.id);
    },
  );

  app.post(
    '/api/admin/users/:id/verification',
    {
      config: { access: ['admin'] },
      schema: {
        tags: ['admin'],
        summary: 'Give or take the verified badge (with a reason, audited)',
        params: adminUserParamsSchema,
        body: adminVerifyBodySchema,
        response: { 200: adminUserDetailSchema },
      },
    },
    async (request) => adminUsersService.setVerified(requireSessionUser(request).id, request.params.id, request.body.verified, request.body.reason),
  );

  app.post(
    '/api/admin/users/:id/type',
    {
      config: { access: ['admin'] },
      schema: {
        tags: ['admin'],
        summary: 'Change the account type, admin included (with a reason, audited)',
        params: adminUserParamsSchema,
        body: adminChangeTypeBodySchema,
        response: { 200: adminUserDetailSchema },
      },
    },
    async (request) => adminUsersService.changeType(requireSessionUser(request).id, request.params.id, request.body.user_type, request.body.reason),
  );

  app.put(
    '/api/admin/users/:id/birth-date',
    {
      config: { access: ['admin'] },
      schema: {
        tags: ['admin'],
        summary: 'Correct the birth date the person set once (with a reason, audited); an adult keeps no guardian',
        params: adminUserParamsSchema,
        body: adminBirthDateBodySchema,
        response: { 200: adminUserDetailSchema },
      },
    },
    async (request) => adminUsersService.changeBirthDate(requireSessionUser(request).id, request.params.id, request.body.birth_date, request.body.reason),
  );
}
