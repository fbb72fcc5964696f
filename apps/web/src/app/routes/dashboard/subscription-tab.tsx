import { SubscriptionPanel } from '../../../features/subscriptions/components/subscription-panel.tsx';
import type { SessionUser } from '../../../lib/session/use-session.ts';

/** Assinatura (every signed-in user). */
export function SubscriptionTab({ user }: { user: SessionUser }) {
  return <SubscriptionPanel user={user} />;
}
