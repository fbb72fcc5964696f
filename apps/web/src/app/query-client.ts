import { QueryClient } from '@tanstack/react-query';
import { isApiError } from '../lib/api-client.ts';

/** 4xx answers will not change on retry (except timeouts and rate limits); 5xx and network errors may. */
function shouldRetry(failureCount: number, error: unknown): boolean {
  if (isApiError(error) && error.status >= 400 && error.status < 500 && error.status !== 408 && error.status !== 429) return false;
  return failureCount < 2;
}

/**
 * The app's query defaults. The browser keeps one client for the whole visit (main.tsx); the server
 * renderer makes one per page, never retrying: a page must answer now, the browser retries later.
 */
export function createQueryClient({ onServer = false }: { onServer?: boolean } = {}): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: onServer ? false : shouldRetry, staleTime: 30_000, refetchOnWindowFocus: true },
      mutations: { retry: false },
    },
  });
}
