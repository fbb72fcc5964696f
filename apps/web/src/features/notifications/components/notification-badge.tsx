import { notificationBadgeText } from '@passarela/shared';
import { cn } from '../../../lib/cn.ts';

/**
 * The unread-notification badge (docs/product.md "Spec 2"): hidden at 0, the number up to 9, '9+' above.
 * Positioned by the caller (usually on a corner of the avatar).
 */
export function NotificationBadge({ count, className, testId = 'notification-badge' }: { count: number; className?: string; testId?: string }) {
  const text = notificationBadgeText(count);
  if (!text) return null;
  return (
    <span
      data-testid={testId}
      className={cn(
        'inline-flex h-5 min-w-5 items-center justify-center rounded-full bg-brand-600 px-1 text-[11px] leading-none font-bold text-white ring-2 ring-white',
        className,
      )}
    >
      {text}
      <span className="sr-only"> {count === 1 ? 'notificação não lida' : 'notificações não lidas'}</span>
    </span>
  );
}
