import type { AdminReportsPage, ReportItemKind, ResolveReportsBody, ResolveReportsResponse } from '@passarela/shared';
import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';

const adminReportsKey = ['admin', 'reports'] as const;

/** GET /api/admin/reports: the open groups, urgent first, then most reporters, then oldest; keyset-paged. */
export function useAdminReports() {
  return useInfiniteQuery({
    queryKey: adminReportsKey,
    queryFn: ({ pageParam, signal }) =>
      apiClient.get<AdminReportsPage>(`/api/admin/reports${pageParam ? `?cursor=${encodeURIComponent(pageParam)}` : ''}`, { signal }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.next_cursor ?? undefined,
  });
}

/**
 * POST /api/admin/reports/:kind/:id/resolve: no actions dismisses every open report of the item;
 * otherwise each action is applied. Afterwards the queue, the users (a suspension) and the audit
 * log are fetched again.
 */
export function useResolveReports() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ kind, id, body }: { kind: ReportItemKind; id: string; body: ResolveReportsBody }) =>
      apiClient.post<ResolveReportsResponse>(`/api/admin/reports/${encodeURIComponent(kind)}/${encodeURIComponent(id)}/resolve`, body),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['admin'] }),
  });
}
