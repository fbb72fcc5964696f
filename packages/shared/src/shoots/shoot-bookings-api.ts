import { z } from 'zod';
import { intInput, MONEY_CENTS_MAX } from '../input/number-input.ts';
import { dateInput } from '../input/date-input.ts';
import { textInput } from '../input/text-input.ts';
import { websiteInput } from '../input/website-input.ts';
import { hiringContactSchema, hiringPartySchema } from '../hiring/hiring-parties-api.ts';
import { disputeOpenerSchema, disputeOutcomes, disputePartySchema, openDisputeBodySchema } from '../contracts/contract-money-api.ts';
import { shootBookingActions, shootBookingStates } from './shoot-booking-states.ts';
import { imageUseDurations, imageUseWhere, imageUseWho } from './shoot-options.ts';
import { shootExtraSchema } from './shoots-api.ts';

/**
 * Shoot bookings (docs/product.md "Shoots", docs/payments.md "Shoot bookings"). The buyer never
 * sends a price: the server prices the package and the chosen extras. Paying is the payment flow
 * with purpose 'shoot_booking' (booking_id) or POST .../pay-with-wallet.
 */

export const SHOOT_NOTE_MAX = 1000;

export const imageUseSchema = z
  .object({
    who: z.enum(imageUseWho, { message: 'Escolha quem pode usar as fotos.' }),
    where: z
      .array(z.enum(imageUseWhere, { message: 'Uso inválido.' }))
      .min(1, 'Escolha ao menos um uso das fotos.')
      .max(imageUseWhere.length)
      .refine((list) => new Set(list).size === list.length, 'Usos repetidos.'),
    duration: z.enum(imageUseDurations, { message: 'Escolha por quanto tempo as fotos podem ser usadas.' }),
  })
  .strict();
export type ImageUseInput = z.input<typeof imageUseSchema>;

/** POST /api/shoot-bookings → 201 shootBookingResponse (awaiting_payment). */
export const createShootBookingBodySchema = z
  .object({
    package_id: z.uuid({ message: 'Ensaio inválido.' }),
    date: dateInput('Escolha a data do ensaio.'),
    start_time: textInput({ max: 5, required: 'Escolha o horário.' }).regex(/^([01]\d|2[0-3]):(00|30)$/, 'Horário inválido.'),
    extra_ids: z
      .array(textInput({ max: 40, min: 1 }))
      .max(6)
      .refine((list) => new Set(list).size === list.length, 'Extras repetidos.')
      .default([]),
    note: textInput({ max: SHOOT_NOTE_MAX, tooLong: `A observação pode ter até ${SHOOT_NOTE_MAX} caracteres.` }).default(''),
    image_use: imageUseSchema,
  })
  .strict();
export type CreateShootBookingBody = z.input<typeof createShootBookingBodySchema>;

export const shootBookingIdParamsSchema = z.object({ id: textInput({ max: 64, min: 1 }) }).strict();

/** POST /api/shoot-bookings/:id/pay-with-wallet (Idempotency-Key header) → 200. */
export const payShootBookingWithWalletBodySchema = z.object({}).strict().nullish();
/** POST /api/shoot-bookings/:id/(accept|decline|confirm): no body. */
export const emptyShootStepBodySchema = z.object({}).strict().nullish();

/** POST /api/shoot-bookings/:id/deliver: a link to the photos and/or a note (at least one). */
export const deliverShootBodySchema = z
  .object({
    link: z.preprocess((value) => (value === '' ? undefined : value), websiteInput().optional()),
    note: textInput({ max: SHOOT_NOTE_MAX }).default(''),
  })
  .strict()
  .refine((body) => Boolean(body.link) || body.note.length > 0, { message: 'Informe o link das fotos ou uma observação.', path: ['link'] });
export type DeliverShootBody = z.input<typeof deliverShootBodySchema>;

/** POST /api/shoot-bookings/:id/cancel. */
export const cancelShootBodySchema = z
  .object({ reason: textInput({ max: 500 }).default('') })
  .strict()
  .nullish();

/** POST /api/shoot-bookings/:id/dispute { reason } (min 10 characters): the same body as a contract's. */
export const disputeShootBodySchema = openDisputeBodySchema;

export const shootBookingsQuerySchema = z.object({ role: z.enum(['buyer', 'photographer'], { message: 'Papel inválido.' }) }).strict();

export const shootBookingPartySchema = hiringPartySchema.extend({ contact: hiringContactSchema.nullable() });

export const shootBookingViewSchema = z.object({
  id: z.string(),
  status: z.enum(shootBookingStates),
  status_label: z.string(),
  /** The caller's side ('admin' for an admin who is not a party). */
  role: z.enum(['buyer', 'photographer', 'admin']),
  package: z.object({ id: z.string(), title: z.string(), category: z.string(), edited_photos: z.number().int(), delivery_days: z.number().int() }),
  buyer: shootBookingPartySchema,
  photographer: shootBookingPartySchema,
  /** The day and the start/end times in São Paulo; starts_at/ends_at as ISO instants. */
  date: z.string(),
  start_time: z.string(),
  end_time: z.string(),
  starts_at: z.string(),
  ends_at: z.string(),
  duration_minutes: z.number().int(),
  /** 'Rua X, 10 — São Paulo, SP' or 'A combinar — São Paulo, SP'. */
  place: z.string(),
  price_cents: z.number().int(),
  extras: z.array(shootExtraSchema),
  total_cents: z.number().int(),
  note: z.string(),
  image_use: imageUseSchema,
  /** imageUseSummary(image_use): one line for the receipts. */
  image_use_text: z.string(),
  /** The unpaid hold ends (awaiting_payment only). */
  pay_by: z.string().nullable(),
  funded_at: z.string().nullable(),
  /** The photographer must answer by then (funded only). */
  accept_by: z.string().nullable(),
  accepted_at: z.string().nullable(),
  delivered_at: z.string().nullable(),
  delivery: z.object({ link: z.string().nullable(), note: z.string() }).nullable(),
  /** When the money is released without the buyer's confirmation (delivered only). */
  auto_release_at: z.string().nullable(),
  completed_at: z.string().nullable(),
  cancelled_at: z.string().nullable(),
  /** Who cancelled / declined, and the refund given. */
  cancellation: z.object({ by: z.enum(['buyer', 'photographer', 'admin', 'system']), reason: z.string(), refund_cents: z.number().int() }).nullable(),
  fee_bps: z.number().int().nullable(),
  platform_fee_cents: z.number().int().nullable(),
  photographer_net_cents: z.number().int().nullable(),
  dispute: z.object({ reason: z.string(), opened_by: z.enum(['buyer', 'photographer']), opened_at: z.string() }).nullable(),
  allowed_actions: z.array(z.enum(shootBookingActions)),
  created_at: z.string(),
});
export type ShootBookingView = z.infer<typeof shootBookingViewSchema>;

export const shootBookingResponseSchema = z.object({ booking: shootBookingViewSchema });
export type ShootBookingResponse = z.infer<typeof shootBookingResponseSchema>;
export const shootBookingsResponseSchema = z.object({ items: z.array(shootBookingViewSchema) });
export type ShootBookingsResponse = z.infer<typeof shootBookingsResponseSchema>;

/** GET /api/admin/shoot-disputes: disputed bookings, oldest first. */
export const adminShootDisputeSchema = z.object({
  booking_id: z.string(),
  title: z.string(),
  total_cents: z.number().int(),
  fee_bps: z.number().int(),
  reason: z.string(),
  opened_by: disputeOpenerSchema,
  buyer: disputePartySchema,
  photographer: disputePartySchema,
  opened_at: z.string(),
});
export type AdminShootDispute = z.infer<typeof adminShootDisputeSchema>;
export const adminShootDisputesListSchema = z.object({ items: z.array(adminShootDisputeSchema) });

/**
 * POST /api/admin/shoot-bookings/:id/resolve → 200 shootBookingResponse. 'split' gives
 * photographer_share_cents to the photographer (less the fee on it), the rest back to the buyer.
 */
export const resolveShootDisputeBodySchema = z
  .object({
    outcome: z.enum(disputeOutcomes),
    photographer_share_cents: intInput({ min: 1, max: MONEY_CENTS_MAX, message: 'Informe quanto vai para o fotógrafo, em centavos.' }).optional(),
    reason: textInput({ max: 500, min: 3, required: 'Explique o motivo (mínimo 3 caracteres).', tooShort: 'Explique o motivo (mínimo 3 caracteres).' }),
  })
  .strict()
  .refine((body) => body.outcome !== 'split' || body.photographer_share_cents !== undefined, {
    path: ['photographer_share_cents'],
    message: 'Informe quanto vai para o fotógrafo.',
  });
export type ResolveShootDisputeBody = z.input<typeof resolveShootDisputeBodySchema>;

export const shootDisputeOutcomeLabels: Record<(typeof disputeOutcomes)[number], string> = {
  release: 'Liberar tudo para o fotógrafo',
  refund: 'Reembolsar tudo a quem contratou',
  split: 'Dividir o valor',
};
