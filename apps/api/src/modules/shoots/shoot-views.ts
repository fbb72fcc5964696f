import {
  allowedActions,
  imageUseSummary,
  type RatingSummary,
  type ShootBookingAction,
  type ShootBookingView,
  shootBookingGraph,
  shootBookingStateLabels,
  type ShootCategory,
  shootCategoryLabels,
  type ShootPackageCard,
  type ShootPackageView,
  platformFeeCents,
  shootBookingContactStates,
  whatsappUrl,
  SHOOT_PAYMENT_HOLD_MINUTES,
} from '@passarela/shared';
import { isoOrNull } from '../../lib/iso-time.ts';
import { type PartyRow, partyView } from '../hiring/index.ts';
import type { ShootBookingRow } from './shoot-bookings.repository.ts';
import type { ShootPackageRow, ShootPhotographerRow } from './shoot-packages.repository.ts';
import { saoPauloDateTime } from './shoot-time.ts';
import type { ShootListRow } from './shoots-list-sql.ts';

export type MediaRow = { id: string; userId: string; url: string; width: number; height: number };

function ratingOf(photographer: ShootPhotographerRow | undefined): RatingSummary | null {
  if (!photographer || photographer.ratingCount === 0) return null;
  return { average: Math.round((photographer.ratingSum / photographer.ratingCount) * 10) / 10, count: photographer.ratingCount };
}

export function shootCardView(row: ShootPackageRow, photographer: ShootPhotographerRow | undefined, media: Map<string, MediaRow>): ShootPackageCard {
  const coverId = row.coverMediaIds.find((id) => media.get(id)?.userId === row.photographerId);
  return {
    id: row.id,
    title: row.title,
    category: row.category as ShootCategory,
    category_label: shootCategoryLabels[row.category as ShootCategory] ?? row.category,
    duration_minutes: row.durationMinutes,
    edited_photos: row.editedPhotos,
    location_kind: row.locationKind,
    city: row.city,
    uf: row.uf,
    price_cents: row.priceCents,
    cover_url: coverId ? (media.get(coverId)?.url ?? null) : null,
    photographer: {
      name: photographer?.name ?? 'Fotógrafo',
      profile_slug: photographer?.profileSlug ?? null,
      profile_image_url: photographer?.profileImageUrl ?? null,
      is_verified: photographer?.isVerified ?? false,
      rating: ratingOf(photographer),
    },
  };
}

/** A card from the list's own row (shoots-list-sql.ts: photographer and cover joined in). */
export function shootCardOfListRow(row: ShootListRow): ShootPackageCard {
  const count = Number(row.rating_count);
  return {
    id: row.id,
    title: row.title,
    category: row.category as ShootCategory,
    category_label: shootCategoryLabels[row.category as ShootCategory] ?? row.category,
    duration_minutes: row.duration_minutes,
    edited_photos: row.edited_photos,
    location_kind: row.location_kind,
    city: row.city,
    uf: row.uf,
    price_cents: row.price_cents,
    cover_url: row.cover_url,
    photographer: {
      name: row.photographer_name,
      profile_slug: row.photographer_slug,
      profile_image_url: row.photographer_image,
      is_verified: row.photographer_verified,
      rating: count > 0 ? { average: Math.round((Number(row.rating_sum) / count) * 10) / 10, count } : null,
    },
  };
}

export function shootPackageView(
  row: ShootPackageRow,
  photographer: ShootPhotographerRow | undefined,
  media: Map<string, MediaRow>,
  callerId: string | null,
): ShootPackageView {
  return {
    ...shootCardView(row, photographer, media),
    description: row.description,
    delivery_days: row.deliveryDays,
    address: row.locationKind === 'studio' ? row.address : null,
    extras: row.extras,
    covers: row.coverMediaIds.flatMap((id) => {
      const found = media.get(id);
      return found && found.userId === row.photographerId ? [{ media_id: id, url: found.url, width: found.width, height: found.height }] : [];
    }),
    status: row.status,
    is_mine: callerId === row.photographerId,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

/** The steps a side is offered on its screen (the platform's own steps never are). */
const offeredActions: ReadonlySet<ShootBookingAction> = new Set(['pay', 'accept', 'decline', 'deliver', 'confirm', 'cancel', 'dispute']);

/** States where the two sides may reach each other: paid and not called off. */
const contactStates: ReadonlySet<ShootBookingRow['status']> = new Set(shootBookingContactStates);

export interface BookingViewContext {
  callerId: string;
  isAdmin: boolean;
  party: (id: string) => PartyRow;
  /** PLATFORM_FEE_BPS now: what paying now would freeze. */
  currentFeeBps: number;
}

/**
 * How a side reaches the other (docs/security.md #11, #23): only once paid and while not called
 * off, only the other side (an admin sees both), and never a minor's own phone: her guardian's.
 */
function contactOf(row: ShootBookingRow, person: PartyRow, context: BookingViewContext) {
  if (!contactStates.has(row.status)) return null;
  if (!context.isAdmin && person.userId === context.callerId) return null;
  const greeting = `Olá! Falo sobre o ensaio "${row.title}".`;
  if (person.isMinor && !context.isAdmin) {
    const guardian = person.guardian;
    return {
      phone: guardian?.phone ?? null,
      whatsapp_url: guardian ? whatsappUrl(guardian.phone, greeting) : null,
      guardian_name: guardian?.name ?? null,
      minor: true,
    };
  }
  return { phone: person.phone, whatsapp_url: person.phone ? whatsappUrl(person.phone, greeting) : null, guardian_name: null, minor: person.isMinor };
}

export function shootBookingView(row: ShootBookingRow, context: BookingViewContext): ShootBookingView {
  const role = row.buyerId === context.callerId ? 'buyer' : row.photographerId === context.callerId ? 'photographer' : 'admin';
  const start = saoPauloDateTime(row.startsAt);
  const end = saoPauloDateTime(row.endsAt);
  const feeBps = row.feeBps ?? context.currentFeeBps;
  const fee = platformFeeCents(row.totalCents, feeBps);
  const buyer = context.party(row.buyerId);
  const photographer = context.party(row.photographerId);
  return {
    id: row.id,
    status: row.status,
    status_label: shootBookingStateLabels[row.status],
    role,
    package: { id: row.packageId, title: row.title, category: row.category, edited_photos: row.editedPhotos, delivery_days: row.deliveryDays },
    buyer: { ...partyView(buyer), contact: contactOf(row, buyer, context) },
    photographer: { ...partyView(photographer), contact: contactOf(row, photographer, context) },
    date: start.date,
    start_time: start.time,
    end_time: end.time,
    starts_at: row.startsAt.toISOString(),
    ends_at: row.endsAt.toISOString(),
    duration_minutes: Math.round((row.endsAt.getTime() - row.startsAt.getTime()) / 60_000),
    place: row.place,
    price_cents: row.priceCents,
    extras: row.extras,
    total_cents: row.totalCents,
    note: row.note,
    image_use: row.imageUse,
    image_use_text: imageUseSummary(row.imageUse),
    pay_by: row.status === 'awaiting_payment' ? row.payBy.toISOString() : null,
    funded_at: isoOrNull(row.fundedAt),
    accept_by: row.status === 'funded' ? isoOrNull(row.acceptBy) : null,
    accepted_at: isoOrNull(row.acceptedAt),
    delivered_at: isoOrNull(row.deliveredAt),
    delivery: row.deliveredAt ? { link: row.deliveryLink, note: row.deliveryNote ?? '' } : null,
    auto_release_at: row.status === 'delivered' ? isoOrNull(row.autoReleaseAt) : null,
    completed_at: isoOrNull(row.completedAt),
    cancelled_at: isoOrNull(row.cancelledAt),
    cancellation:
      row.cancelledAt && row.cancelledBy ? { by: row.cancelledBy, reason: row.cancelReason ?? '', refund_cents: row.refundCents ?? 0 } : null,
    fee_bps: feeBps,
    platform_fee_cents: fee,
    photographer_net_cents: row.totalCents - fee,
    dispute:
      row.disputedAt && row.disputedBy ? { reason: row.disputeReason ?? '', opened_by: row.disputedBy, opened_at: row.disputedAt.toISOString() } : null,
    allowed_actions: role === 'admin' ? [] : allowedActions(shootBookingGraph, row.status, role).filter((action) => offeredActions.has(action)),
    created_at: row.createdAt.toISOString(),
  };
}

/** How long an unpaid booking holds its slot, in ms. */
export const PAYMENT_HOLD_MS = SHOOT_PAYMENT_HOLD_MINUTES * 60_000;
