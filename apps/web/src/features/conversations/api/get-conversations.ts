import type { ConversationsPage } from '@passarela/shared';
import { useInfiniteQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { useLiveUpdatesConnected } from '../../../lib/live-updates/live-updates.ts';
import { conversationPollInterval } from '../lib/poll-interval.ts';
import { conversationQueryKeys } from './conversation-query-keys.ts';

export function getConversations(cursor: string | null, signal?: AbortSignal): Promise<ConversationsPage> {
  const query = cursor ? `?cursor=${encodeURIComponent(cursor)}` : '';
  return apiClient.get<ConversationsPage>(`/api/conversations${query}`, { signal });
}

/**
 * Her threads, newest activity first, a page at a time (asked only while `enabled`: someone is
 * signed in). `poll`: /mensagens's list, asked again while the live stream is down; a "Mensagens"
 * button elsewhere only looks for an existing thread and does not poll.
 */
export function useConversations(enabled = true, { poll = false }: { poll?: boolean } = {}) {
  const streamConnected = useLiveUpdatesConnected();
  return useInfiniteQuery({
    queryKey: conversationQueryKeys.list,
    queryFn: ({ pageParam, signal }) => getConversations(pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    enabled,
    refetchInterval: poll && enabled ? conversationPollInterval(streamConnected) : false,
  });
}
