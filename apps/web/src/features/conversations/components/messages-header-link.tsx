import { MessageCircle } from 'lucide-react';
import { NavLink } from 'react-router';
import { cn } from '../../../lib/cn.ts';
import { useUnreadConversationCount } from '../api/get-unread-count.ts';
import { UnreadMessagesBadge } from './unread-messages-badge.tsx';

/** The header's Mensagens icon (from md up; phones have it in the bottom bar), with her unread-message count. */
export function MessagesHeaderLink() {
  const count = useUnreadConversationCount(true);
  return (
    <NavLink
      to="/mensagens"
      aria-label={count > 0 ? `Mensagens, ${count} não ${count === 1 ? 'lida' : 'lidas'}` : 'Mensagens'}
      className={({ isActive }) =>
        cn(
          'relative hidden size-11 items-center justify-center rounded-full text-gray-700 transition-colors hover:bg-gray-100 md:inline-flex',
          'focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:outline-none',
          isActive && 'bg-brand-50 text-brand-700',
        )
      }
    >
      <MessageCircle className="size-6" aria-hidden="true" />
      <UnreadMessagesBadge count={count} className="absolute -top-0.5 -right-0.5 ring-2 ring-white" />
    </NavLink>
  );
}
