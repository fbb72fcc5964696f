import type { SessionResponse } from '@passarela/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../api-client.ts';

export const sessionQueryKey = ['auth', 'session'] as const;

export function getSession({ signal }: { signal?: AbortSignal } = {}): Promise<SessionResponse> {
  return apiClient.get<SessionResponse>('/api/auth/session', { signal });
}

/** docs/product.md "Spec 9": the session is checked every 30 s; each check also keeps it alive on the server. */
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

/**
 * The same query for the screens that only read it: it fetches when nobody has yet, and sets no
 * timer of its own. A list's 24 hearts each read the session; each with its own 30 s interval and
 * stale timer, they made the page's first effects one task long enough to block a phone
 * (docs/architecture.md, "Speed on a phone"). The one check in the background is useSessionCheck.
 */
const sessionReaderOptions = queryOptions({ ...sessionQueryOptions, staleTime: Number.POSITIVE_INFINITY, refetchInterval: false, refetchOnWindowFocus: false });

/** Reads the session (use `useSession` for its status). */
export function useSessionQuery() {
  return useQuery(sessionReaderOptions);
}

/** The background check of the session (every 30 s and when the tab comes back): mounted once, by the root route. */
export function useSessionCheck(): void {
  useQuery(sessionQueryOptions);
}
