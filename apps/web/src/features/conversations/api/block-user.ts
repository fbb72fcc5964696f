import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { conversationsQueryKey } from './conversation-query-keys.ts';

/** Blocks (PUT) or unblocks (DELETE) the other person of a thread; the thread then says whether it is blocked. */
export function useSetBlocked() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, blocked }: { userId: string; blocked: boolean }) => {
      const path = `/api/blocks/${encodeURIComponent(userId)}`;
      return blocked ? apiClient.put<{ blocked: boolean }>(path) : apiClient.delete<{ blocked: boolean }>(path);
    },
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: conversationsQueryKey }),
  });
}
