import type { MessagesPage } from '@passarela/shared';
import { useInfiniteQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { useLiveUpdatesConnected } from '../../../lib/live-updates/live-updates.ts';
import { conversationPollInterval } from '../lib/poll-interval.ts';
import { conversationPath, conversationQueryKeys } from './conversation-query-keys.ts';

export function getMessages(id: string, before: string | null, signal?: AbortSignal): Promise<MessagesPage> {
  const query = before ? `?before=${encodeURIComponent(before)}` : '';
  return apiClient.get<MessagesPage>(`${conversationPath(id)}/messages${query}`, { signal });
}

/**
 * A thread's messages: the first page is the latest 50, each next page the 50 before it
 * ("carregar mensagens anteriores"). A refetch walks the pages again from the latest, so a new
 * message never leaves a gap between pages. Polled while the live stream is down (conversationPollInterval).
 */
export function useMessages(id: string) {
  const streamConnected = useLiveUpdatesConnected();
  return useInfiniteQuery({
    queryKey: conversationQueryKeys.messages(id),
    queryFn: ({ pageParam, signal }) => getMessages(id, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    retry: false,
    refetchInterval: conversationPollInterval(streamConnected),
  });
}
