import { Outlet, useParams } from 'react-router';
import { useConversationLiveUpdates } from '../../../features/conversations/api/use-conversation-live-updates.ts';
import { ConversationList } from '../../../features/conversations/components/conversation-list.tsx';
import { usePageTitle } from '../../../features/settings/hooks/use-page-title.ts';
import { cn } from '../../../lib/cn.ts';

/**
 * /mensagens (signed in): the thread list, and the open thread (/mensagens/:conversationId) beside
 * it from md up; on a phone one at a time (the list, or the thread with a way back).
 */
export function Component() {
  usePageTitle('Mensagens');
  // The child route's parameter: which thread is open, if any.
  const { conversationId } = useParams();
  useConversationLiveUpdates(true);

  return (
    <div
      className={cn(
        'mx-auto flex w-full max-w-6xl md:h-[calc(100dvh-var(--spacing-header))] md:border-x md:border-gray-200',
        conversationId && 'h-[calc(100dvh-var(--spacing-header)-var(--spacing-mobile-bar))]',
      )}
    >
      <section
        aria-labelledby="mensagens-titulo"
        className={cn(
          'w-full min-w-0 flex-col bg-white md:flex md:w-80 md:shrink-0 md:border-r md:border-gray-200 lg:w-96',
          conversationId ? 'hidden' : 'flex',
        )}
      >
        <h1 id="mensagens-titulo" className="px-4 pt-6 pb-3 text-2xl font-bold tracking-tight text-gray-900">
          Mensagens
        </h1>
        <div className="min-h-0 flex-1 md:overflow-y-auto">
          <ConversationList activeId={conversationId} />
        </div>
      </section>
      <div className={cn('min-w-0 flex-1 flex-col bg-white md:flex', conversationId ? 'flex' : 'hidden')}>
        <Outlet />
      </div>
    </div>
  );
}
