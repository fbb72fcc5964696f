import { type SessionUserView, type UserType, userTypes } from '@passarela/shared';
import type { AuthRepository } from './auth.repository.ts';

type SessionUserRow = NonNullable<Awaited<ReturnType<AuthRepository['findSessionUser']>>>;

export function isUserType(value: unknown): value is UserType {
  return typeof value === 'string' && (userTypes as readonly string[]).includes(value);
}

/** docs/product.md "Spec 3" (User (session)); wallet_balance is in reais (the ledger keeps centavos). */
export function toSessionUserView(row: SessionUserRow): SessionUserView {
  if (!isUserType(row.userType)) throw new Error(`user ${row.id} has an unknown type`);
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    emailVerified: row.emailVerified,
    user_type: row.userType,
    profile_image_url: row.profileImageUrl,
    profile_slug: row.profileSlug,
    wallet_balance: (row.walletBalanceCents ?? 0) / 100,
    subscription_type: row.subscriptionType,
    subscription_expires_at: row.subscriptionExpiresAt?.toISOString() ?? null,
    safety_tips_seen: { conversation: row.safetyTipsConversationSeenAt !== null, hired: row.safetyTipsHiredSeenAt !== null },
  };
}
