import type { ReactNode } from 'react';
import { Button } from '../ui/button.tsx';

/** What the footer reads of a paged (infinite) query. */
interface PagedQuery {
  error: Error | null;
  isFetchNextPageError: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => Promise<unknown>;
}

/**
 * Under a paged list of cards: why the next page failed (announced), and 'Carregar mais' while
 * `canLoadMore` (its label says when it is loading or retrying); otherwise `end`, if any.
 */
export function NextPageFooter({
  query,
  failedMessage,
  canLoadMore,
  end,
}: {
  query: PagedQuery;
  failedMessage: string;
  canLoadMore: boolean;
  end?: ReactNode;
}) {
  const failed = query.isFetchNextPageError;
  return (
    <div className="mt-8 flex min-h-12 flex-col items-center gap-3 text-center">
      {failed && (
        <p role="alert" className="text-sm font-medium text-red-700">
          {query.error?.message ?? failedMessage}
        </p>
      )}
      {canLoadMore ? (
        <Button variant="outline" size="lg" onClick={() => void query.fetchNextPage()} isLoading={query.isFetchingNextPage}>
          {query.isFetchingNextPage ? 'Carregando...' : failed ? 'Tentar novamente' : 'Carregar mais'}
        </Button>
      ) : (
        end
      )}
    </div>
  );
}
