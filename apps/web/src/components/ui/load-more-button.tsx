import type { UseInfiniteQueryResult } from '@tanstack/react-query';
import { Button } from './button.tsx';

type NextPage = Pick<UseInfiniteQueryResult, 'hasNextPage' | 'isFetchingNextPage' | 'fetchNextPage'>;

/** 'Carregar mais' under a keyset-paged list, while the server says there is a next page. */
export function LoadMoreButton({ query, className }: { query: NextPage; className?: string }) {
  if (!query.hasNextPage) return null;
  return (
    <Button variant="outline" className={className} isLoading={query.isFetchingNextPage} onClick={() => void query.fetchNextPage()}>
      Carregar mais
    </Button>
  );
}
