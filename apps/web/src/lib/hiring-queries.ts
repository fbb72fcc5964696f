import type { QueryClient } from '@tanstack/react-query';

/** The root of every applications query (a model's own, a job's applicants). */
export const applicationsQueryKey = ['applications'] as const;

/**
 * After any hiring step (apply, decide, propose, answer, sign a contract): her lists, the owner's,
 * job counts, proposals and contracts refetch. Applications and contracts both take these steps.
 */
export async function refreshHiring(queryClient: QueryClient) {
  await Promise.all([applicationsQueryKey, ['proposals'], ['contracts'], ['jobs']].map((queryKey) => queryClient.invalidateQueries({ queryKey })));
}
