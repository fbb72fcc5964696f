import { AccountMenuButton } from '../../../features/account/components/account-menu-button.tsx';
import { MessagesHeaderLink } from '../../../features/conversations/components/messages-header-link.tsx';
import { useUnreadNotificationCount } from '../../../features/notifications/api/get-unread-count.ts';
import { NotificationBadge } from '../../../features/notifications/components/notification-badge.tsx';
import { NotificationBell } from '../../../features/notifications/components/notification-bell.tsx';
import type { SessionUser } from '../../../lib/session/use-session.ts';

/**
 * The header for a signed-in user: Mensagens with its unread count (from md up), the bell, and the avatar menu with the unread-notification badge (polled
 * every 30 s while this is mounted, i.e. while signed in). A lazy chunk: guests never pay for it,
 * nor for the zod schemas the notification contract module drags along.
 */
export function SignedInHeaderArea({ user, onSignOut }: { user: SessionUser; onSignOut: () => Promise<void> }) {
  const count = useUnreadNotificationCount(true);
  const label = count > 0 ? `${count > 9 ? 'mais de 9' : count} ${count === 1 ? 'notificação não lida' : 'notificações não lidas'}` : undefined;
  return (
    <>
      <MessagesHeaderLink />
      <NotificationBell count={count} />
      <AccountMenuButton
        user={user}
        notificationBadge={count > 0 ? <NotificationBadge count={count} /> : undefined}
        notificationLabel={label}
        onSignOut={onSignOut}
      />
    </>
  );
}
