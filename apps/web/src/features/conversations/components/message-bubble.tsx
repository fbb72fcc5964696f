import type { MessageView } from '@passarela/shared';
import type { ReactNode } from 'react';
import { cn } from '../../../lib/cn.ts';
import { formatMessageTime } from '../lib/message-time.ts';
import { MessagePhotos } from './message-photos.tsx';

/**
 * One message: hers on the right in the brand's colour, the other person's on the left, with
 * `action` beside it (the page's "Denunciar" on the other person's messages).
 */
export function MessageBubble({ message, otherName, action }: { message: MessageView; otherName: string; action?: ReactNode }) {
  return (
    <li className={cn('flex items-center gap-1', message.mine ? 'justify-end' : 'justify-start')} data-testid="message" data-mine={message.mine}>
      <div
        className={cn(
          'max-w-[85%] rounded-2xl px-3.5 py-2 shadow-sm sm:max-w-[70%]',
          // A photo takes the bubble's width, so it is not a sliver beside a short text.
          message.images.length > 0 && 'w-64',
          message.mine ? 'rounded-br-md bg-brand-600 text-white' : 'rounded-bl-md border border-gray-200 bg-white text-gray-900',
        )}
      >
        <p className="sr-only">{message.mine ? 'Você:' : `${otherName}:`}</p>
        <MessagePhotos images={message.images} />
        {message.body !== '' && <p className="text-[15px] leading-snug [overflow-wrap:anywhere] whitespace-pre-wrap">{message.body}</p>}
        <p className={cn('mt-1 text-right text-[11px]', message.mine ? 'text-white' : 'text-gray-600')}>
          <time dateTime={message.created_at}>{formatMessageTime(message.created_at)}</time>
        </p>
      </div>
      {action}
    </li>
  );
}
