import type { SessionResponse } from '@passarela/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../api-client.ts';

export const sessionQueryKey = ['auth', 'session'] as const;

export function getSession({ signal }: { signal?: AbortSignal } = {}): Promise<SessionResponse> {
  return apiClient.get<SessionResponse>('/api/auth/session', { signal });
}

/** Spec section 9: the session is checked every 30 s; each check also keeps it alive on the server. */
export const SESSION_CHECK_INTERVAL_MS = 30_000;

/**
 * The signed-in user (or null). Checked in the background every 30 s and when the tab becomes
 * visible, so a suspension, a password change elsewhere or an expiry signs this tab out too.
 * Sign-in, sign-up and sign-out write their answer here with queryClient.setQueryData.
 */
export const sessionQueryOptions = queryOptions({
  queryKey: sessionQueryKey,
  queryFn: ({ signal }) => getSession({ signal }),
  staleTime: SESSION_CHECK_INTERVAL_MS,
  refetchInterval: SESSION_CHECK_INTERVAL_MS,
  refetchOnWindowFocus: true,
  retry: 2,
});

export function useSessionQuery() {
  return useQuery(sessionQueryOptions);
}
