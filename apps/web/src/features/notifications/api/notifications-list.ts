import type { NotificationsPage, UnreadNotificationCountResponse } from '@passarela/shared';
import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { toast } from '../../../lib/toast.ts';
import { unreadNotificationCountQueryKey } from './get-unread-count.ts';

export const notificationsListQueryKey = ['notifications', 'list'] as const;

export function getNotifications(cursor: string | null, signal?: AbortSignal): Promise<NotificationsPage> {
  const query = cursor ? `?cursor=${encodeURIComponent(cursor)}` : '';
  return apiClient.get<NotificationsPage>(`/api/notifications${query}`, { signal });
}

/** The bell list: asked when the panel opens (and again on each open), 20 per page. */
export function useNotificationsList(enabled: boolean) {
  return useInfiniteQuery({
    queryKey: notificationsListQueryKey,
    queryFn: ({ pageParam, signal }) => getNotifications(pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    enabled,
    staleTime: 0,
  });
}

/** After marking: the badge and the list are asked again (the answer already carries the new count). */
function useAfterMarking() {
  const queryClient = useQueryClient();
  return (answer: UnreadNotificationCountResponse) => {
    queryClient.setQueryData(unreadNotificationCountQueryKey, answer.count);
    void queryClient.invalidateQueries({ queryKey: unreadNotificationCountQueryKey });
    void queryClient.invalidateQueries({ queryKey: notificationsListQueryKey });
  };
}

export function useMarkNotificationRead() {
  const after = useAfterMarking();
  return useMutation({
    mutationFn: (id: string) => apiClient.post<UnreadNotificationCountResponse>(`/api/notifications/${encodeURIComponent(id)}/read`),
    onSuccess: after,
  });
}

export function useMarkAllNotificationsRead() {
  const after = useAfterMarking();
  return useMutation({
    mutationFn: () => apiClient.post<UnreadNotificationCountResponse>('/api/notifications/read-all'),
    onSuccess: after,
    onError: (error) => toast({ variant: 'destructive', title: 'Não foi possível marcar como lidas', description: error.message }),
  });
}
