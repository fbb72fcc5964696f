import { notificationBadgeText } from '@passarela/shared';
import { cn } from '../../../lib/cn.ts';

/** The unread-message count on the Mensagens link and on a thread of the list: hidden at 0, '9+' above 9. */
export function UnreadMessagesBadge({ count, className }: { count: number; className?: string }) {
  const text = notificationBadgeText(count);
  if (!text) return null;
  return (
    <span
      data-testid="unread-messages-badge"
      className={cn(
        'inline-flex h-5 min-w-5 items-center justify-center rounded-full bg-brand-600 px-1 text-[11px] leading-none font-bold text-white',
        className,
      )}
    >
      {text}
      <span className="sr-only"> {count === 1 ? 'mensagem não lida' : 'mensagens não lidas'}</span>
    </span>
  );
}
