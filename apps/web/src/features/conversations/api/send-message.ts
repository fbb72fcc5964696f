import type { SendMessageBody, SentMessageResponse } from '@passarela/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { conversationPath, conversationQueryKeys, conversationsQueryKey } from './conversation-query-keys.ts';

/** A message in an open thread; the answer says what the contact shield hid, so the sender is told. */
export function useSendMessage(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SendMessageBody) => apiClient.post<SentMessageResponse>(`${conversationPath(id)}/messages`, body),
    onSettled: async () => {
      await queryClient.invalidateQueries({ queryKey: conversationQueryKeys.messages(id) });
      void queryClient.invalidateQueries({ queryKey: conversationsQueryKey });
    },
  });
}
