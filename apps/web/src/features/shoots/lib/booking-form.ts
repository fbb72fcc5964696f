import {
  type CreateShootBookingBody,
  type ImageUseDuration,
  type ImageUseWhere,
  type ImageUseWho,
  type ShootExtra,
  SHOOT_FULL_REFUND_NOTICE_HOURS,
  createShootBookingBodySchema,
} from '@passarela/shared';

/** What the booking panel holds while the buyer chooses. */
export interface BookingDraft {
  date: string | null;
  startTime: string | null;
  extraIds: string[];
  note: string;
  who: ImageUseWho | null;
  where: ImageUseWhere[];
  duration: ImageUseDuration | null;
}

export const emptyBookingDraft: BookingDraft = { date: null, startTime: null, extraIds: [], note: '', who: null, where: [], duration: null };

/**
 * The total shown before booking: the package's price and the chosen extras, as the server lists
 * them. The server prices the booking again from its own rows; the pay step shows its total.
 */
export function bookingTotalCents(priceCents: number, extras: readonly ShootExtra[], chosen: readonly string[]): number {
  return extras.filter((extra) => chosen.includes(extra.id)).reduce((sum, extra) => sum + extra.price_cents, priceCents);
}

export type BookingDraftErrors = Partial<Record<'slot' | 'who' | 'where' | 'duration' | 'note', string>>;

/** The request for POST /api/shoot-bookings, or the messages of what is missing (the server's own wording). */
export function bookingRequest(packageId: string, draft: BookingDraft): { body: CreateShootBookingBody } | { errors: BookingDraftErrors } {
  const errors: BookingDraftErrors = {};
  if (!draft.date || !draft.startTime) errors.slot = 'Escolha a data e o horário do ensaio.';
  const parsed = createShootBookingBodySchema.safeParse({
    package_id: packageId,
    date: draft.date ?? '',
    start_time: draft.startTime ?? '',
    extra_ids: draft.extraIds,
    note: draft.note.trim(),
    image_use: { who: draft.who ?? undefined, where: draft.where, duration: draft.duration ?? undefined },
  });
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const [first, second] = issue.path;
      if (first === 'image_use' && (second === 'who' || second === 'where' || second === 'duration')) errors[second] ??= issue.message;
      else if (first === 'note') errors.note ??= issue.message;
      else if (first === 'date' || first === 'start_time') errors.slot ??= 'Escolha a data e o horário do ensaio.';
    }
  }
  if (Object.keys(errors).length > 0 || !parsed.success) return { errors };
  return { body: parsed.data };
}

/**
 * The instant a slot starts: its date and time are São Paulo's wall clock, which has kept UTC-3
 * all year since 2019 (no daylight saving).
 */
export function slotStartsAt(date: string, time: string): Date {
  return new Date(`${date}T${time}:00-03:00`);
}

/** Until when the buyer may cancel with a full refund: the notice rule's hours before the start. */
export function fullRefundDeadline(startsAt: Date): Date {
  return new Date(startsAt.getTime() - SHOOT_FULL_REFUND_NOTICE_HOURS * 3_600_000);
}
