import { shootBookingActiveStates } from '@passarela/shared';
import { and, asc, desc, eq, gt, inArray, lt, lte, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { shootBookings, users } from '../../db/schema/index.ts';
import { rowsById } from '../../db/rows-by-id.ts';

/** A booking as stored: what its views, escrow and deadlines work on. */
export type ShootBookingRow = typeof shootBookings.$inferSelect;

/** PostgreSQL's exclusion_violation: the slot overlaps another active booking of the photographer. */
export function isSlotConflict(error: unknown): boolean {
  for (let current: unknown = error; current; current = (current as { cause?: unknown }).cause) {
    const candidate = current as { code?: string; constraint?: string; message?: string };
    if (candidate.code === '23P01' || candidate.message?.includes('shoot_bookings_no_overlap')) return true;
  }
  return false;
}

export function createShootBookingsRepository(db: Database) {
  return {
    // insert, findById, update, and lock (one step at a time on a booking).
    ...rowsById(db, shootBookings),

    /** A side's bookings, newest first. */
    async listOf(userId: string, role: 'buyer' | 'photographer', limit: number): Promise<ShootBookingRow[]> {
      const column = role === 'buyer' ? shootBookings.buyerId : shootBookings.photographerId;
      return db.select().from(shootBookings).where(eq(column, userId)).orderBy(desc(shootBookings.createdAt), desc(shootBookings.id)).limit(limit);
    },

    /** The photographer's slot-holding bookings that overlap [from, to). */
    async activeBetween(photographerId: string, from: Date, to: Date): Promise<{ startsAt: Date; endsAt: Date }[]> {
      return db
        .select({ startsAt: shootBookings.startsAt, endsAt: shootBookings.endsAt })
        .from(shootBookings)
        .where(
          and(
            eq(shootBookings.photographerId, photographerId),
            inArray(shootBookings.status, [...shootBookingActiveStates]),
            lt(shootBookings.startsAt, to),
            gt(shootBookings.endsAt, from),
          ),
        );
    },

    /** Ids of the photographer's unpaid bookings whose hold has ended (released before a new booking). */
    async staleHolds(photographerId: string, now: Date): Promise<string[]> {
      const rows = await db
        .select({ id: shootBookings.id })
        .from(shootBookings)
        .where(and(eq(shootBookings.photographerId, photographerId), eq(shootBookings.status, 'awaiting_payment'), lte(shootBookings.payBy, now)));
      return rows.map((row) => row.id);
    },

    /** Bookings whose deadline passed (the sweep that backs up the per-booking jobs). */
    async overdue(now: Date, limit: number): Promise<{ id: string; status: ShootBookingRow['status'] }[]> {
      return db
        .select({ id: shootBookings.id, status: shootBookings.status })
        .from(shootBookings)
        .where(
          or(
            and(eq(shootBookings.status, 'awaiting_payment'), lte(shootBookings.payBy, now)),
            and(eq(shootBookings.status, 'funded'), lte(shootBookings.acceptBy, now)),
            and(eq(shootBookings.status, 'delivered'), lte(shootBookings.autoReleaseAt, now)),
          ),
        )
        .limit(limit);
    },

    /** Bookings waiting for an admin, oldest dispute first. */
    async findDisputed(limit: number): Promise<ShootBookingRow[]> {
      return db.select().from(shootBookings).where(eq(shootBookings.status, 'disputed')).orderBy(asc(shootBookings.disputedAt)).limit(limit);
    },

    /** Email addresses by user id (the admin dispute queue shows them). */
    async emailsOf(ids: readonly string[]): Promise<Map<string, string>> {
      const wanted = [...new Set(ids)];
      const found = new Map<string, string>();
      if (wanted.length > 0) {
        for (const person of await db.select({ id: users.id, email: users.email }).from(users).where(inArray(users.id, wanted)))
          found.set(person.id, person.email);
      }
      return found;
    },

    /**
     * Serialises bookings of one photographer within the transaction (a transaction-scoped advisory
     * lock): the stale holds are released and the new booking inserted without a race between two
     * buyers; the exclusion constraint is what guarantees no overlap either way.
     */
    async lockPhotographer(photographerId: string): Promise<void> {
      await db.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`shoots:${photographerId}`}, 0))`);
    },
  };
}

export type ShootBookingsRepository = ReturnType<typeof createShootBookingsRepository>;
