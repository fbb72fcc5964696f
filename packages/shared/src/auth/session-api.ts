import { z } from 'zod';
import { safetyTipsSeenSchema } from '../safety/safety-tips-api.ts';
import { isProActive } from '../subscriptions/subscriptions-api.ts';
import { userTypes } from './user-types.ts';

/**
 * The signed-in user as the web app sees it (docs/product.md "Spec 3", "User (session)"). Dates are ISO
 * strings; wallet_balance is in reais as docs/product.md "Spec 3" shows it (2 decimals).
 */
export const sessionUserSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  emailVerified: z.boolean(),
  user_type: z.enum(userTypes),
  profile_image_url: z.string().nullable(),
  profile_slug: z.string().nullable(),
  wallet_balance: z.number(),
  subscription_type: z.string().nullable(),
  subscription_expires_at: z.string().nullable(),
  /** The first-run safety card's moments she dismissed, on any device. */
  safety_tips_seen: safetyTipsSeenSchema,
});
export type SessionUserView = z.infer<typeof sessionUserSchema>;

/** GET /api/auth/session: `{ user: null }` for guests. */
export const sessionResponseSchema = z.object({ user: sessionUserSchema.nullable() });
export type SessionResponse = z.infer<typeof sessionResponseSchema>;

/** POST /api/auth/sign-up and /api/auth/sign-in answer with the new session's user. */
export const signedInResponseSchema = z.object({ user: sessionUserSchema });
export type SignedInResponse = z.infer<typeof signedInResponseSchema>;

export const signOutResponseSchema = z.object({ success: z.literal(true) });

/** docs/product.md "Spec 4": PRO holds only while subscription_type is pro and the end is in the future. */
export function isProUser(user: Pick<SessionUserView, 'subscription_type' | 'subscription_expires_at'>, now: Date = new Date()): boolean {
  return isProActive(user.subscription_type, user.subscription_expires_at, now);
}
