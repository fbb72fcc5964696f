import type { SessionUserView } from '@passarela/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { sessionQueryKey } from '../../../lib/session/get-session.ts';

/** Query roots that belong to the signed-in user and must not survive a sign-out. */
const personalQueryRoots = new Set(['notifications', 'profiles-me']);

/**
 * Writes the session query from screens that change it (sign-out, password change, profile edits),
 * so features stay independent of the auth feature's cache key.
 */
export function useSessionCache() {
  const queryClient = useQueryClient();
  return useMemo(
    () => ({
      setUser(user: SessionUserView) {
        queryClient.setQueryData(sessionQueryKey, { user });
      },
      clear() {
        queryClient.setQueryData(sessionQueryKey, { user: null });
        queryClient.removeQueries({ predicate: (query) => personalQueryRoots.has(String(query.queryKey[0])) });
      },
      refetch() {
        return queryClient.invalidateQueries({ queryKey: sessionQueryKey });
      },
    }),
    [queryClient],
  );
}
