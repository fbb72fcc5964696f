import type { ReactNode } from 'react';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { QueryState } from '../../../components/ui/query-state.tsx';
import { useMyShootBookings } from '../api/get-my-shoot-bookings.ts';
import { BookingCard, type BookingCardSlots } from './booking-card.tsx';

/** The bookings of one side (newest first), as cards with their steps. */
export function ShootBookingsList({
  side,
  title,
  empty,
  ...slots
}: {
  side: 'buyer' | 'photographer';
  title: string;
  empty: ReactNode;
} & BookingCardSlots) {
  const bookings = useMyShootBookings(side);
  const headingId = `agendamentos-${side}`;
  return (
    <section aria-labelledby={headingId} className="grid gap-4">
      <h3 id={headingId} className="text-lg font-semibold text-gray-900">
        {title}
        {bookings.data ? ` (${bookings.data.items.length})` : ''}
      </h3>
      <QueryState query={bookings}>
        {({ items }) =>
          items.length === 0 ? (
            <EmptyState>{empty}</EmptyState>
          ) : (
            <ul className="grid gap-4">
              {items.map((booking) => (
                <BookingCard key={booking.id} booking={booking} {...slots} />
              ))}
            </ul>
          )
        }
      </QueryState>
    </section>
  );
}
