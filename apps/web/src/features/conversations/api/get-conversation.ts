import type { ConversationResponse } from '@passarela/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { useLiveUpdatesConnected } from '../../../lib/live-updates/live-updates.ts';
import { conversationPollInterval } from '../lib/poll-interval.ts';
import { conversationPath, conversationQueryKeys } from './conversation-query-keys.ts';

export const conversationQueryOptions = (id: string) =>
  queryOptions({
    queryKey: conversationQueryKeys.detail(id),
    queryFn: ({ signal }) => apiClient.get<ConversationResponse>(conversationPath(id), { signal }).then((answer) => answer.conversation),
    // A thread that is not hers (or no longer there) answers 404: asking again would not change it.
    retry: false,
  });

/**
 * One thread: the other person, the subject, and whether contacts are hidden, a guardian reads along
 * or it is blocked. Polled while the live stream is down (a block or a payment changes it).
 */
export function useConversation(id: string) {
  const streamConnected = useLiveUpdatesConnected();
  return useQuery({ ...conversationQueryOptions(id), refetchInterval: conversationPollInterval(streamConnected) });
}
