import { NOTIFICATION_POLL_MS, type ConversationsUnreadCount } from '@passarela/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { conversationQueryKeys } from './conversation-query-keys.ts';
import { useConversationLiveUpdates } from './use-conversation-live-updates.ts';

export function getUnreadConversationCount({ signal }: { signal?: AbortSignal } = {}): Promise<number> {
  return apiClient.get<ConversationsUnreadCount>('/api/conversations/unread-count', { signal }).then((answer) => answer.count);
}

/** Asked on load and every 30 s (the bell's rhythm) while someone is signed in; live updates ask sooner. */
export function unreadConversationCountQueryOptions(enabled: boolean) {
  return queryOptions({
    queryKey: conversationQueryKeys.unreadCount,
    queryFn: ({ signal }) => getUnreadConversationCount({ signal }),
    enabled,
    refetchInterval: enabled ? NOTIFICATION_POLL_MS : false,
    staleTime: NOTIFICATION_POLL_MS,
    retry: false,
  });
}

/**
 * Unread messages in all threads, or 0 while unknown or failing (a failed count keeps the badge's
 * last value and shows nothing new). A message arriving updates it at once through live updates;
 * the 30 s poll is the fallback when the stream is down.
 */
export function useUnreadConversationCount(enabled: boolean): number {
  const query = useQuery(unreadConversationCountQueryOptions(enabled));
  useConversationLiveUpdates(enabled);
  return enabled ? (query.data ?? 0) : 0;
}
