import type { AdminConversation, AdminConversationSummary } from '@passarela/shared';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';

/** A disputed contract or shoot booking, whose two people's threads the admin may read. */
export type DisputeRef = { contractId: string } | { shootBookingId: string };

/**
 * GET /api/admin/conversations/:id: the thread as typed, through a report or a dispute. Each call is
 * an audited reading (docs/security.md #32), so nothing is kept or refetched behind her back.
 */
export function useAdminConversation(conversationId: string | null) {
  return useQuery({
    queryKey: ['admin', 'conversation', conversationId],
    queryFn: ({ signal }) => apiClient.get<AdminConversation>(`/api/admin/conversations/${encodeURIComponent(conversationId ?? '')}`, { signal }),
    enabled: conversationId !== null,
    gcTime: 0,
    staleTime: Number.POSITIVE_INFINITY,
    refetchOnWindowFocus: false,
    retry: false,
  });
}

/** GET /api/admin/conversations?contract_id= | ?shoot_booking_id=: the dispute's threads, without text. */
export function useDisputeConversations(dispute: DisputeRef | null) {
  const query = dispute && ('contractId' in dispute ? `contract_id=${dispute.contractId}` : `shoot_booking_id=${dispute.shootBookingId}`);
  return useQuery({
    queryKey: ['admin', 'dispute-conversations', query],
    queryFn: ({ signal }) => apiClient.get<{ items: AdminConversationSummary[] }>(`/api/admin/conversations?${query ?? ''}`, { signal }).then((r) => r.items),
    enabled: query !== null,
  });
}
