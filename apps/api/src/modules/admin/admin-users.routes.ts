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
import { routesPlugin } from '../../plugins/route-declaration.ts';

export const adminUsersRoutes = routesPlugin('admin', (route, { adminUsersService }) => {
  route.post(
    '/api/admin/users/:id/suspend',
    {
      access: ['admin'],
      summary: 'Suspend an account: every session ends, sign-in is refused, the public profile is hidden',
      params: adminUserParamsSchema,
      body: userSuspensionBodySchema,
      response: { 200: userSuspensionResponseSchema },
    },
    async (request) => ({ user: await adminUsersService.suspend(request.sessionUser.id, request.params.id, request.body.reason) }),
  );

  route.post(
    '/api/admin/users/:id/reinstate',
    {
      access: ['admin'],
      summary: 'Lift a suspension (the reason is logged)',
      params: adminUserParamsSchema,
      body: userSuspensionBodySchema,
      response: { 200: userSuspensionResponseSchema },
    },
    async (request) => {
      const admin = request.sessionUser;
      request.log.info({ adminId: admin.id, userId: request.params.id, reason: request.body.reason }, 'reinstating user');
      return { user: await adminUsersService.reinstate(admin.id, request.params.id, request.body.reason) };
    },
  );

  route.get(
    '/api/admin/users',
    {
      access: ['admin'],
      summary: 'Search accounts by name, email or slug, type, state and status; newest first',
      querystring: adminUsersQuerySchema,
      response: { 200: adminUsersPageSchema },
    },
    async (request) => adminUsersService.search(request.query),
  );

  route.get(
    '/api/admin/users/:id',
    {
      access: ['admin'],
      summary: 'One account with its phone and numbers (jobs, applications, contracts)',
      params: adminUserParamsSchema,
      response: { 200: adminUserDetailSchema },
    },
    async (request) => adminUsersService.detail(request.params.id),
  );

  route.post(
    '/api/admin/users/:id/verification',
    {
      access: ['admin'],
      summary: 'Take the verified badge away (with a reason, audited); granting it answers 409: only an approved identity verification gives it',
      params: adminUserParamsSchema,
      body: adminVerifyBodySchema,
      response: { 200: adminUserDetailSchema },
    },
    async (request) => adminUsersService.setVerified(request.sessionUser.id, request.params.id, request.body.verified, request.body.reason),
  );

  route.post(
    '/api/admin/users/:id/type',
    {
      access: ['admin'],
      summary: 'Change the account type, admin included (with a reason, audited)',
      params: adminUserParamsSchema,
      body: adminChangeTypeBodySchema,
      response: { 200: adminUserDetailSchema },
    },
    async (request) => adminUsersService.changeType(request.sessionUser.id, request.params.id, request.body.user_type, request.body.reason),
  );

  route.put(
    '/api/admin/users/:id/birth-date',
    {
      access: ['admin'],
      summary: 'Correct the birth date the person set once (with a reason, audited); an adult keeps no guardian',
      params: adminUserParamsSchema,
      body: adminBirthDateBodySchema,
      response: { 200: adminUserDetailSchema },
    },
    async (request) => adminUsersService.changeBirthDate(request.sessionUser.id, request.params.id, request.body.birth_date, request.body.reason),
  );
});
