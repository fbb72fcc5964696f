import { conversationTexts } from '@passarela/shared';
import { MessagesSquare } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';
import { LoadMoreButton } from '../../../components/ui/load-more-button.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useConversations } from '../api/get-conversations.ts';
import { ConversationListItem } from './conversation-list-item.tsx';

/** Her threads, newest activity first; `activeId` marks the one open beside it (wide screens). */
export function ConversationList({ activeId }: { activeId?: string }) {
  const query = useConversations(true, { poll: true });

  if (query.isPending) {
    return (
      <div className="flex justify-center py-10">
        <Spinner className="size-6" />
      </div>
    );
  }
  if (query.isError) {
    return (
      <div role="alert" className="grid gap-3 p-4">
        <p className="text-sm text-red-700">{query.error.message}</p>
        <Button variant="outline" onClick={() => void query.refetch()}>
          Tentar novamente
        </Button>
      </div>
    );
  }

  const threads = query.data.pages.flatMap((page) => page.items);
  if (threads.length === 0) {
    return (
      <div className="grid justify-items-center gap-3 px-6 py-12 text-center" data-testid="conversations-empty">
        <MessagesSquare className="size-10 text-brand-300" aria-hidden="true" />
        <p className="font-medium text-gray-900">{conversationTexts.empty}</p>
        <p className="text-sm text-gray-600">As conversas sobre candidaturas, propostas e contratos aparecem aqui.</p>
      </div>
    );
  }
  return (
    <div className="grid gap-3 pb-4">
      <ul className="divide-y divide-gray-100" aria-label="Conversas">
        {threads.map((thread) => (
          <ConversationListItem key={thread.id} thread={thread} active={thread.id === activeId} />
        ))}
      </ul>
      <LoadMoreButton query={query} className="mx-4" />
    </div>
  );
}
