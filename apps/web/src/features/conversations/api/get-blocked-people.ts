import type { BlockedUsers } from '@passarela/shared';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { conversationQueryKeys } from './conversation-query-keys.ts';

/** Configurações → 'Pessoas bloqueadas': whom she blocked (a block or unblock anywhere refetches it). */
export function useBlockedPeople() {
  return useQuery({
    queryKey: conversationQueryKeys.blocked,
    queryFn: ({ signal }) => apiClient.get<BlockedUsers>('/api/blocks', { signal }),
  });
}
