import { useUnreadConversationCount } from '../api/get-unread-count.ts';
import { UnreadMessagesBadge } from './unread-messages-badge.tsx';

/** The unread-message count on the bottom bar's Mensagens item (phones). */
export function MobileMessagesBadge() {
  return <UnreadMessagesBadge count={useUnreadConversationCount(true)} className="ring-2 ring-white" />;
}
