import { z } from 'zod';
import { textInput } from '../input/text-input.ts';

/**
 * POST /api/admin/users/:id/suspend and /reinstate (admins only). Suspending ends every session of
 * the account at once; a suspended user cannot sign in (ACCOUNT_SUSPENDED) and their public profile
 * answers 404. Unknown user: 404 USER_NOT_FOUND.
 */
export const adminUserParamsSchema = z.object({ id: textInput({ max: 100, min: 1 }) }).strict();
export const userSuspensionBodySchema = z.object({ reason: textInput({ max: 1000, min: 1, required: 'Informe o motivo.' }) }).strict();
export type UserSuspensionBody = z.input<typeof userSuspensionBodySchema>;

export const userSuspensionResponseSchema = z.object({
  user: z.object({ id: z.string(), suspended_at: z.string().nullable(), suspension_reason: z.string().nullable() }),
});
export type UserSuspensionResponse = z.infer<typeof userSuspensionResponseSchema>;
