import type { SentMessageResponse, StartConversationBody } from '@passarela/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { conversationsQueryKey } from './conversation-query-keys.ts';

/** Opens (or finds) the thread of a profile, application or proposal and sends its first message in it. */
export function useStartConversation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: StartConversationBody) => apiClient.post<SentMessageResponse>('/api/conversations', body),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: conversationsQueryKey }),
  });
}
