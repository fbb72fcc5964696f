import { sql } from 'drizzle-orm';
import { bit, check, index, integer, jsonb, pgTable, smallint, text, uuid } from 'drizzle-orm/pg-core';
import { userRef } from './auth.ts';
import { moderationHiddenBy, timestamptz } from './columns.ts';

/**
 * Shoots ("Ensaios", docs/product.md "Shoots"): packages a photographer sells, her weekly hours,
 * and the bookings buyers make. The booking states and steps live in
 * packages/shared/src/shoots/shoot-booking-states.ts; money is integer centavos, held in the
 * booking's escrow account in the ledger (docs/payments.md "Shoot bookings").
 *
 * Migration 0024 adds what Drizzle's builder cannot say: the exclusion constraint that keeps two
 * active bookings of one photographer from overlapping (btree_gist), and the list indexes' INCLUDE.
 */

export interface ShootExtraRow {
  id: string;
  label: string;
  price_cents: number;
}

export interface ImageUseRow {
  who: 'photographer' | 'buyer' | 'both';
  where: ('portfolio' | 'social' | 'commercial')[];
  duration: '6m' | '1y' | '2y' | 'indefinite';
}

/** What /ensaios searches, folded like jobs.search_text ('sao paulo' finds 'São Paulo'). */
const shootSearchText = sql`passarela_fold(coalesce(title, '') || ' ' || coalesce(description, '') || ' ' || coalesce(city, ''))`;

export const shootPackages = pgTable(
  'shoot_packages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    photographerId: userRef('photographer_id'),
    title: text('title').notNull(),
    description: text('description').notNull(),
    category: text('category').notNull(),
    durationMinutes: integer('duration_minutes').notNull(),
    editedPhotos: integer('edited_photos').notNull(),
    deliveryDays: integer('delivery_days').notNull(),
    locationKind: text('location_kind', { enum: ['studio', 'a_combinar'] }).notNull(),
    address: text('address'),
    city: text('city').notNull(),
    uf: text('uf').notNull(),
    priceCents: integer('price_cents').notNull(),
    extras: jsonb('extras').$type<ShootExtraRow[]>().notNull().default([]),
    /** Gallery photos (profile_media ids) of the photographer, first is the card's. */
    coverMediaIds: uuid('cover_media_ids').array().notNull().default(sql`'{}'::uuid[]`),
    status: text('status', { enum: ['active', 'paused'] })
      .notNull()
      .default('active'),
    /** Hidden by three reporters or an admin (columns.ts moderationHiddenBy). */
    moderationHiddenBy: moderationHiddenBy('moderation_hidden_by'),
    searchText: text('search_text').generatedAlwaysAs(shootSearchText),
    /** The trigrams of search_text as bits, as jobs.search_signature: a word search is answered from the list index. */
    searchSignature: bit('search_signature', { dimensions: 1024 }).generatedAlwaysAs(sql`passarela_trgm_signature(${shootSearchText})`),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (t) => [
    check('shoot_packages_price_check', sql`${t.priceCents} > 0`),
    check('shoot_packages_duration_check', sql`${t.durationMinutes} between 30 and 720 and ${t.durationMinutes} % 30 = 0`),
    index('shoot_packages_photographer_idx').on(t.photographerId, t.createdAt),
    // /ensaios: active packages, newest first, keyset by id; with a state (UF) filter too.
    index('shoot_packages_active_list_idx').on(t.createdAt.desc(), t.id.desc()).where(sql`${t.status} = 'active'`),
    index('shoot_packages_active_uf_idx').on(t.uf, t.createdAt.desc(), t.id.desc()).where(sql`${t.status} = 'active'`),
    // With a city (migration 0031): the folded city, as the list's condition compares it.
    index('shoot_packages_active_city_idx').on(sql`passarela_fold(${t.city})`, t.createdAt.desc(), t.id.desc()).where(sql`${t.status} = 'active'`),
    index('shoot_packages_search_text_trgm_idx').using('gin', sql`${t.searchText} gin_trgm_ops`),
  ],
);

/** A photographer's weekly hours and blocked days (one row per photographer; replaced as a whole). */
export const shootAvailability = pgTable('shoot_availability', {
  photographerId: userRef('photographer_id').primaryKey(),
  /** [{ weekday 0 (domingo)..6, start 'HH:MM', end 'HH:MM' }], São Paulo wall-clock time. */
  weeklyHours: jsonb('weekly_hours').$type<{ weekday: number; start: string; end: string }[]>().notNull().default([]),
  /** Bit n set: there are hours on weekday n (what the list's "available that day" filter reads). */
  weekdayMask: smallint('weekday_mask').notNull().default(0),
  blockedDates: text('blocked_dates').array().notNull().default(sql`'{}'::text[]`),
  updatedAt: timestamptz('updated_at').notNull().defaultNow(),
});

export const shootBookingStatusValues = [
  'awaiting_payment',
  'funded',
  'accepted',
  'delivered',
  'completed',
  'declined',
  'expired',
  'cancelled',
  'disputed',
] as const;

export const shootBookings = pgTable(
  'shoot_bookings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    packageId: uuid('package_id')
      .notNull()
      .references(() => shootPackages.id, { onDelete: 'cascade' }),
    buyerId: userRef('buyer_id'),
    photographerId: userRef('photographer_id'),
    /** The package as it was booked: a later edit does not change what was bought. */
    title: text('title').notNull(),
    category: text('category').notNull(),
    editedPhotos: integer('edited_photos').notNull(),
    deliveryDays: integer('delivery_days').notNull(),
    place: text('place').notNull(),
    startsAt: timestamptz('starts_at').notNull(),
    endsAt: timestamptz('ends_at').notNull(),
    priceCents: integer('price_cents').notNull(),
    extras: jsonb('extras').$type<ShootExtraRow[]>().notNull().default([]),
    totalCents: integer('total_cents').notNull(),
    note: text('note').notNull().default(''),
    imageUse: jsonb('image_use').$type<ImageUseRow>().notNull(),
    status: text('status', { enum: shootBookingStatusValues }).notNull().default('awaiting_payment'),
    /** Until then an unpaid booking holds its slot. */
    payBy: timestamptz('pay_by').notNull(),
    fundedAt: timestamptz('funded_at'),
    /** PLATFORM_FEE_BPS when paid: a later change of the fee does not apply to this booking. */
    feeBps: integer('fee_bps'),
    acceptBy: timestamptz('accept_by'),
    acceptedAt: timestamptz('accepted_at'),
    deliveredAt: timestamptz('delivered_at'),
    deliveryLink: text('delivery_link'),
    deliveryNote: text('delivery_note'),
    autoReleaseAt: timestamptz('auto_release_at'),
    completedAt: timestamptz('completed_at'),
    cancelledAt: timestamptz('cancelled_at'),
    cancelledBy: text('cancelled_by', { enum: ['buyer', 'photographer', 'admin', 'system'] }),
    cancelReason: text('cancel_reason'),
    refundCents: integer('refund_cents'),
    disputeReason: text('dispute_reason'),
    disputedBy: text('disputed_by', { enum: ['buyer', 'photographer'] }),
    disputedAt: timestamptz('disputed_at'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (t) => [
    check('shoot_bookings_total_check', sql`${t.totalCents} > 0 and ${t.totalCents} >= ${t.priceCents}`),
    check('shoot_bookings_times_check', sql`${t.endsAt} > ${t.startsAt}`),
    check('shoot_bookings_not_self_check', sql`${t.buyerId} <> ${t.photographerId}`),
    index('shoot_bookings_buyer_created_idx').on(t.buyerId, t.createdAt),
    index('shoot_bookings_photographer_created_idx').on(t.photographerId, t.createdAt),
    // Free slots: a photographer's bookings in a range of days.
    index('shoot_bookings_photographer_starts_idx').on(t.photographerId, t.startsAt),
    index('shoot_bookings_status_idx').on(t.status),
  ],
);
