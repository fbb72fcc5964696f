import type { SessionUser } from '../../../features/auth/use-session.ts';
import { SubscriptionPanel } from '../../../features/subscriptions/components/subscription-panel.tsx';

/** Assinatura (every signed-in user). */
export function SubscriptionTab({ user }: { user: SessionUser }) {
  return <SubscriptionPanel user={user} />;
}
