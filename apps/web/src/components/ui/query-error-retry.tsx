import { Button } from './button.tsx';

/** Under the title of a list that failed to load: the API's message and 'Tentar novamente' (spins while it refetches). */
export function QueryErrorRetry({ query }: { query: { error: Error | null; refetch: () => Promise<unknown>; isFetching: boolean } }) {
  return (
    <>
      <p className="mt-1 text-sm text-gray-600">{query.error?.message}</p>
      <Button className="mt-5" onClick={() => void query.refetch()} isLoading={query.isFetching}>
        Tentar novamente
      </Button>
    </>
  );
}
