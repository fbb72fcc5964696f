import type { UseInfiniteQueryResult, UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Button } from './button.tsx';
import { Spinner } from './spinner.tsx';

/**
 * A dashboard tab's content behind its query: a centred spinner while it loads, the API's message
 * with 'Tentar novamente' when it fails, and then `children` with the data.
 */
export function QueryState<Data>({ query, children }: { query: UseQueryResult<Data> | UseInfiniteQueryResult<Data>; children: (data: Data) => ReactNode }) {
  if (query.isPending) {
    return (
      <div className="flex justify-center py-8">
        <Spinner className="size-6" />
      </div>
    );
  }
  if (query.isError) {
    return (
      <div role="alert" className="grid gap-3">
        <p className="text-sm text-red-700">{query.error.message}</p>
        <Button variant="outline" className="justify-self-start" onClick={() => void query.refetch()}>
          Tentar novamente
        </Button>
      </div>
    );
  }
  return children(query.data);
}
