import type { QueryClient } from '@tanstack/react-query';

/**
 * Every shoot query lives under ['shoots'] (packages, slots, availability, bookings), so one
 * invalidation after a step refreshes all that may have changed: a booking takes a slot, a
 * cancellation frees it, a payment moves a booking on.
 */
export const shootKeys = {
  all: ['shoots'] as const,
  list: ['shoots', 'list'] as const,
  one: (packageId: string) => ['shoots', 'package', packageId] as const,
  slots: (packageId: string, from: string, to: string) => ['shoots', 'slots', packageId, from, to] as const,
  mine: ['shoots', 'mine'] as const,
  availability: ['shoots', 'availability'] as const,
  profile: (slug: string) => ['shoots', 'profile', slug.toLowerCase()] as const,
  bookings: (role: 'buyer' | 'photographer') => ['shoots', 'bookings', role] as const,
  adminDisputes: ['shoots', 'admin-disputes'] as const,
};

/** After any step on a package or a booking: every shoot query refetches when next shown. */
export function refreshShoots(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: shootKeys.all });
}
