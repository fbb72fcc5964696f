import { NOTIFICATION_POLL_MS, type UnreadNotificationCountResponse } from '@passarela/shared';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { useLiveUpdates } from '../../../lib/live-updates/live-updates.ts';

export const unreadNotificationCountQueryKey = ['notifications', 'unread-count'] as const;

export async function getUnreadNotificationCount({ signal }: { signal?: AbortSignal } = {}): Promise<number> {
  try {
    const answer = await apiClient.get<UnreadNotificationCountResponse>('/api/notifications/unread-count', { signal });
    return answer.count;
  } catch (error) {
    // docs/product.md "Spec 8", "Silent": a failed count is only logged; the badge keeps its last value.
    if (!signal?.aborted) console.error('Erro ao buscar notificações', error);
    throw error;
  }
}

/** docs/product.md "Spec 9": asked on load and every 30 s, only while someone is signed in. */
export function unreadNotificationCountQueryOptions(enabled: boolean) {
  return queryOptions({
    queryKey: unreadNotificationCountQueryKey,
    queryFn: ({ signal }) => getUnreadNotificationCount({ signal }),
    enabled,
    refetchInterval: enabled ? NOTIFICATION_POLL_MS : false,
    staleTime: NOTIFICATION_POLL_MS,
    retry: false,
  });
}

/** The unread count, or 0 while unknown or failing (nothing is shown for 0). A new notification updates it at once (live updates); the 30 s poll stays as the fallback. */
export function useUnreadNotificationCount(enabled: boolean): number {
  const query = useQuery(unreadNotificationCountQueryOptions(enabled));
  const queryClient = useQueryClient();
  useLiveUpdates(['notification', 'resync'], () => void queryClient.invalidateQueries({ queryKey: ['notifications'] }), enabled);
  return enabled ? (query.data ?? 0) : 0;
}
