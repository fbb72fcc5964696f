import { QueryClient } from '@tanstack/react-query';
import { isApiError } from '../lib/api-client.ts';
import { watchSessionExpiry } from '../lib/session/session-expiry.ts';

/** 4xx answers will not change on retry (except timeouts and rate limits); 5xx and network errors may. */
function shouldRetry(failureCount: number, error: unknown): boolean {
  if (isApiError(error) && error.status >= 400 && error.status < 500 && error.status !== 408 && error.status !== 429) return false;
  return failureCount < 2;
}

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { retry: shouldRetry, staleTime: 30_000, refetchOnWindowFocus: true },
    mutations: { retry: false },
  },
});

// One place for a session that ends under a signed-in page: any call's 401 signs the page out and
// asks for the login there (lib/session/session-expiry.ts).
watchSessionExpiry(queryClient);
