import { z } from 'zod';

/**
 * POST /api/admin/users/:id/suspend and /reinstate (admins only). Suspending ends every session of
 * the account at once; a suspended user cannot sign in (ACCOUNT_SUSPENDED) and their public profile
 * answers 404. Unknown user: 404 USER_NOT_FOUND.
 */
export const adminUserParamsSchema = z.object({ id: z.string().min(1).max(100) }).strict();
export const userSuspensionBodySchema = z.object({ reason: z.string().trim().min(1, 'Informe o motivo.').max(1000) }).strict();
export type UserSuspensionBody = z.input<typeof userSuspensionBodySchema>;

export const userSuspensionResponseSchema = z.object({
  user: z.object({ id: z.string(), suspended_at: z.string().nullable(), suspension_reason: z.string().nullable() }),
});
export type UserSuspensionResponse = z.infer<typeof userSuspensionResponseSchema>;
