import { z } from 'zod';
import { textInput } from '../input/text-input.ts';
import { userTypes } from '../auth/user-types.ts';
import { optionalText } from '../search/list-query.ts';

export const ADMIN_USERS_PAGE_SIZE = 30;

const reasonSchema = textInput({ max: 1000, min: 1, required: 'Informe o motivo.' });

/** GET /api/admin/users: search by name, email or slug (q), type and state; newest first. */
export const adminUsersQuerySchema = z
  .object({
    q: optionalText(120),
    user_type: z.enum(userTypes).optional(),
    state: optionalText(2),
    status: z.enum(['active', 'suspended']).optional(),
    cursor: optionalText(200),
  })
  .strict();
export type AdminUsersQuery = z.infer<typeof adminUsersQuerySchema>;

export const adminUserSummarySchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  user_type: z.string(),
  email_verified: z.boolean(),
  profile_slug: z.string().nullable(),
  profile_image_url: z.string().nullable(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  is_verified: z.boolean(),
  suspended_at: z.string().nullable(),
  suspension_reason: z.string().nullable(),
  created_at: z.string(),
});
export type AdminUserSummary = z.infer<typeof adminUserSummarySchema>;

export const adminUsersPageSchema = z.object({ items: z.array(adminUserSummarySchema), next_cursor: z.string().nullable() });
export type AdminUsersPage = z.infer<typeof adminUsersPageSchema>;

/** GET /api/admin/users/:id: the account with its phone (admins see it, docs/security.md #11) and counts. */
export const adminUserDetailSchema = z.object({
  user: adminUserSummarySchema.extend({
    phone: z.string().nullable(),
    /** Set once by the person; changed only by an admin (PUT /api/admin/users/:id/birth-date). */
    birth_date: z.string().nullable(),
    /** A model under 18 today, and her legal guardian (docs/security.md #23), confirmed or not. */
    is_minor: z.boolean(),
    guardian: z.object({ name: z.string(), email: z.string().nullable(), phone: z.string().nullable(), confirmed_at: z.string().nullable() }).nullable(),
  }),
  counts: z.object({ jobs: z.number(), applications: z.number(), contracts: z.number() }),
});
export type AdminUserDetail = z.infer<typeof adminUserDetailSchema>;

/** POST /api/admin/users/:id/verification: the verified badge on cards and profiles. */
export const adminVerifyBodySchema = z.object({ verified: z.boolean(), reason: reasonSchema }).strict();
export type AdminVerifyBody = z.infer<typeof adminVerifyBodySchema>;

/** POST /api/admin/users/:id/type: change the type, including making an admin. */
export const adminChangeTypeBodySchema = z.object({ user_type: z.enum(userTypes), reason: reasonSchema }).strict();
export type AdminChangeTypeBody = z.infer<typeof adminChangeTypeBodySchema>;
