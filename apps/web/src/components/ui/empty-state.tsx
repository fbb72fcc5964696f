import type { ReactNode } from 'react';

/** What a list says when it has nothing to show (often with a link to where things come from). */
export function EmptyState({ children }: { children: ReactNode }) {
  return <p className="rounded-2xl border border-dashed border-gray-300 bg-white px-4 py-8 text-center text-sm text-gray-600">{children}</p>;
}
