import type { ConversationSummary } from '@passarela/shared';
import { Link } from 'react-router';
import { IdentityVerifiedBadge } from '../../../components/ui/identity-verified-badge.tsx';
import { ProfilePhoto } from '../../../components/ui/profile-photo.tsx';
import { cn } from '../../../lib/cn.ts';
import { messageExcerpt } from '../lib/message-excerpt.ts';
import { formatMessageTime } from '../lib/message-time.ts';
import { UnreadMessagesBadge } from './unread-messages-badge.tsx';

/** One thread in the list: the other person, what it is about, the last message and its time, the unread count. */
export function ConversationListItem({ thread, active }: { thread: ConversationSummary; active: boolean }) {
  const unread = thread.unread_count > 0;
  const at = thread.last_message?.created_at ?? thread.updated_at;
  return (
    <li>
      <Link
        to={`/mensagens/${encodeURIComponent(thread.id)}`}
        aria-current={active ? 'page' : undefined}
        data-testid="conversation-item"
        className={cn(
          'flex min-w-0 items-start gap-3 px-4 py-3 transition-colors hover:bg-gray-50 focus-visible:bg-brand-50 focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:outline-none focus-visible:ring-inset',
          active && 'bg-brand-50 hover:bg-brand-50',
        )}
      >
        <ProfilePhoto
          url={thread.other.profile_image_url}
          alt=""
          size={48}
          sizes="48px"
          loading="lazy"
          className="size-12 shrink-0 rounded-full object-cover"
        />
        <span className="grid min-w-0 flex-1 gap-0.5">
          <span className="flex items-baseline justify-between gap-2">
            <span className="flex min-w-0 items-center gap-1">
              <span className={cn('truncate text-gray-900', unread ? 'font-bold' : 'font-semibold')}>{thread.other.name}</span>
              {thread.other.is_verified && <IdentityVerifiedBadge variant="icon" />}
            </span>
            <time dateTime={at} className="shrink-0 text-xs text-gray-600">
              {formatMessageTime(at)}
            </time>
          </span>
          <span className="truncate text-xs font-medium text-brand-700">{thread.subject.title}</span>
          <span className="flex items-center justify-between gap-2">
            <span className={cn('truncate text-sm', unread ? 'font-medium text-gray-900' : 'text-gray-600')}>{messageExcerpt(thread.last_message)}</span>
            <UnreadMessagesBadge count={thread.unread_count} className="shrink-0" />
          </span>
        </span>
      </Link>
    </li>
  );
}
