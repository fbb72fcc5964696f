import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { conversationPath, conversationsQueryKey } from './conversation-query-keys.ts';

/** "Denunciar" on a request for money outside the platform: the thread leaves her list and the admins are told. */
export function useReportConversation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiClient.post<{ ok: true }>(`${conversationPath(id)}/report`),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: conversationsQueryKey }),
  });
}
