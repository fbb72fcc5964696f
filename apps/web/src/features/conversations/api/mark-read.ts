import type { ConversationsUnreadCount } from '@passarela/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { conversationPath, conversationQueryKeys } from './conversation-query-keys.ts';

/** Marks a thread read; the answer is her new unread total, which the badges show at once. */
export function useMarkConversationRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiClient.post<ConversationsUnreadCount>(`${conversationPath(id)}/read`),
    onSuccess: async (answer) => {
      // A count asked before this read (the live update that brought the message) may still be on
      // its way: it would land after this answer and show the message unread again. Drop it first.
      await queryClient.cancelQueries({ queryKey: conversationQueryKeys.unreadCount });
      queryClient.setQueryData(conversationQueryKeys.unreadCount, answer.count);
      void queryClient.invalidateQueries({ queryKey: conversationQueryKeys.list });
    },
    // Silent: the thread stays unread and the next open (or message) marks it again.
    onError: (error) => console.error('Erro ao marcar a conversa como lida', error),
  });
}
