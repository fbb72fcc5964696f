import { useQueryClient } from '@tanstack/react-query';
import { useLiveUpdates } from '../../../lib/live-updates/live-updates.ts';
import { conversationsQueryKey } from './conversation-query-keys.ts';

/**
 * A message in any of her threads (or a `resync` after the stream was cut): the list, the open
 * thread, its messages and the unread count refetch through their usual routes (docs/architecture.md
 * "Live updates": events carry ids, never content).
 */
export function useConversationLiveUpdates(enabled: boolean): void {
  const queryClient = useQueryClient();
  useLiveUpdates(['conversation.message', 'resync'], () => void queryClient.invalidateQueries({ queryKey: conversationsQueryKey }), enabled);
}
