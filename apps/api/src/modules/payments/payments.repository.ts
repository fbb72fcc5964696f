import { and, asc, eq, gt, inArray, isNotNull, isNull, lt, or } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { contracts, payments, shootBookings, users } from '../../db/schema/index.ts';
import { pickColumns } from '../../db/pick-columns.ts';
import { rowsById } from '../../db/rows-by-id.ts';

export type PaymentRow = typeof payments.$inferSelect;
export type NewPayment = typeof payments.$inferInsert;

/**
 * The status_detail a claimed payment holds while its provider call runs (payments.service
 * process): status 'pending' with this detail means "sent, no answer yet", never a provider status.
 */
export const SUBMITTING_DETAIL = 'submitting';

/** True while a process request holds the payment and has not stored the provider's answer yet. */
export function isClaimedOnly(row: Pick<PaymentRow, 'statusDetail' | 'providerPaymentId'>): boolean {
  return row.statusDetail === SUBMITTING_DETAIL && row.providerPaymentId === null;
}

/**
 * Provider statuses in which a payment may still become approved (or refused) without anything
 * from the payer: a Pix or boleto waiting to be paid, a card in review or authorized.
 */
const inFlightStatuses = ['pending', 'in_process', 'authorized'];

/**
 * The payments table. Build it on the handle to use: a service's `tx` inside a transaction, `db`
 * outside one (PGlite has a single connection).
 */
export function createPaymentsRepository(db: Database) {
  return {
    async insert(values: NewPayment): Promise<PaymentRow> {
      const [row] = await db.insert(payments).values(values).returning();
      if (!row) throw new Error('payment insert returned nothing');
      return row;
    },

    async setPreferenceId(id: string, preferenceId: string): Promise<void> {
      await db.update(payments).set({ preferenceId, updatedAt: new Date() }).where(eq(payments.id, id));
    },

    findById: rowsById(db, payments).findById,

    /**
     * The payment a provider notification is about, locked until the transaction ends: five copies
     * of one webhook queue here one after the other, so each sees what the previous one stored.
     */
    async lockForSettlement(provider: PaymentRow['provider'], ourId: string | null, providerPaymentId: string): Promise<PaymentRow | undefined> {
      const byProviderId = and(eq(payments.provider, provider), eq(payments.providerPaymentId, providerPaymentId));
      const match = ourId ? or(eq(payments.id, ourId), byProviderId) : byProviderId;
      const [row] = await db.select().from(payments).where(match).limit(1).for('update');
      return row;
    },

    async lockById(id: string): Promise<PaymentRow | undefined> {
      const [row] = await db.select().from(payments).where(eq(payments.id, id)).limit(1).for('update');
      return row;
    },

    /**
     * Claims a never-submitted payment for one process request (status NULL -> pending/submitting):
     * a single conditional UPDATE, so of two concurrent submits exactly one gets the row.
     */
    async claim(id: string, userId: string, form: { paymentMethodId: string; installments: number | null }): Promise<PaymentRow | undefined> {
      const [row] = await db
        .update(payments)
        .set({ status: 'pending', statusDetail: SUBMITTING_DETAIL, ...form, updatedAt: new Date() })
        .where(and(eq(payments.id, id), eq(payments.userId, userId), isNull(payments.status)))
        .returning();
      return row;
    },

    /**
     * Gives a claimed payment back (the provider call failed) so the payer may try again. A new
     * provider key only when the provider certainly made no payment (a refused request); after a
     * timeout the same key must be reused so a retry cannot pay twice.
     */
    async unclaim(id: string, newProviderKey: string | null): Promise<void> {
      await db
        .update(payments)
        .set({ status: null, statusDetail: null, updatedAt: new Date(), ...(newProviderKey ? { providerIdempotencyKey: newProviderKey } : {}) })
        .where(and(eq(payments.id, id), eq(payments.statusDetail, SUBMITTING_DETAIL), isNull(payments.providerPaymentId)));
    },

    /**
     * What reconciliation re-reads from the provider (payment-reconciliation.ts), oldest first:
     * claimed-only payments (their process request died or gave no answer) and in-flight ones with a
     * provider id made after `createdAfter`, all of `provider` and untouched since `untouchedBefore`.
     */
    async findToReconcile(filter: { provider: PaymentRow['provider']; untouchedBefore: Date; createdAfter: Date }): Promise<PaymentRow[]> {
      return db
        .select()
        .from(payments)
        .where(
          and(
            eq(payments.provider, filter.provider),
            lt(payments.updatedAt, filter.untouchedBefore),
            or(
              and(eq(payments.statusDetail, SUBMITTING_DETAIL), isNull(payments.providerPaymentId)),
              and(inArray(payments.status, inFlightStatuses), isNotNull(payments.providerPaymentId), gt(payments.createdAt, filter.createdAfter)),
            ),
          ),
        )
        .orderBy(asc(payments.createdAt), asc(payments.id));
    },

    async update(id: string, values: Partial<NewPayment>): Promise<PaymentRow> {
      const [row] = await db
        .update(payments)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(payments.id, id))
        .returning();
      if (!row) throw new Error(`payment ${id} vanished`);
      return row;
    },

    /** What a contract_funding preference needs to know about the contract. */
    async findContract(id: string) {
      const [row] = await db
        .select({ id: contracts.id, ownerId: contracts.ownerId, status: contracts.status, amountCents: contracts.amountCents, title: contracts.title })
        .from(contracts)
        .where(eq(contracts.id, id))
        .limit(1);
      return row;
    },

    /** What a shoot_booking preference needs to know about the booking (docs/payments.md "Shoot bookings"). */
    async findShootBooking(id: string) {
      const [row] = await db
        .select(pickColumns(shootBookings, 'id', 'buyerId', 'status', 'totalCents', 'title', 'startsAt'))
        .from(shootBookings)
        .where(eq(shootBookings.id, id))
        .limit(1);
      return row;
    },

    /** The payer's email for the provider (Mercado Pago requires one on the preference). */
    async findEmail(userId: string): Promise<string | undefined> {
      const [row] = await db.select({ email: users.email }).from(users).where(eq(users.id, userId)).limit(1);
      return row?.email;
    },
  };
}

export type PaymentsRepository = ReturnType<typeof createPaymentsRepository>;
