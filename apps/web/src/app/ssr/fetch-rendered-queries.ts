import { type Query, type QueryClient, skipToken } from '@tanstack/react-query';

function wouldFetchInBrowser(query: Query): boolean {
  const { enabled, queryFn } = query.options as { enabled?: boolean | ((query: Query) => boolean); queryFn?: unknown };
  if (!queryFn || queryFn === skipToken) return false;
  return typeof enabled === 'function' ? enabled(query) : enabled !== false;
}

/**
 * Fetches every query a server render created but could not fetch (components only register their
 * queries while rendering on the server), skipping the disabled ones as the browser would. Failures
 * stay in the cache as errors: the page shows them as it would in the browser. Answers how many ran.
 */
export async function fetchQueriesTheRenderAskedFor(queryClient: QueryClient): Promise<number> {
  const waiting = queryClient
    .getQueryCache()
    .getAll()
    .filter((query) => query.state.status === 'pending' && query.state.fetchStatus === 'idle' && wouldFetchInBrowser(query));
  await Promise.all(waiting.map((query) => query.fetch().catch(() => undefined)));
  return waiting.length;
}
