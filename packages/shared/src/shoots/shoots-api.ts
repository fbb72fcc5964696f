import { z } from 'zod';
import { dateInput } from '../input/date-input.ts';
import { intInput } from '../input/number-input.ts';
import { textInput } from '../input/text-input.ts';
import { brazilianStates, valuesOf } from '../profiles/profile-options.ts';
import { ratingSummarySchema } from '../reviews/reviews-api.ts';
import { optionalEnum, optionalInt, optionalText, pageFields, pageOf, toListQueryString } from '../search/list-query.ts';
import { shootCategories, shootLocationKinds, shootPackageStatuses } from './shoot-options.ts';

/**
 * Shoot packages ("Ensaios") and the photographer's availability (docs/product.md "Shoots").
 * Money in centavos; times are wall-clock times in America/Sao_Paulo ('HH:MM'), dates YYYY-MM-DD.
 */

export const SHOOT_TITLE_MIN = 5;
export const SHOOT_TITLE_MAX = 120;
export const SHOOT_DESCRIPTION_MIN = 20;
export const SHOOT_DESCRIPTION_MAX = 3000;
/** Durations are whole half hours, from 30 minutes to 12 hours. */
export const SHOOT_DURATION_STEP_MINUTES = 30;
export const SHOOT_DURATION_MIN_MINUTES = 30;
export const SHOOT_DURATION_MAX_MINUTES = 720;
export const SHOOT_EDITED_PHOTOS_MAX = 500;
export const SHOOT_DELIVERY_DAYS_MAX = 90;
/** R$ 20,00 to R$ 50.000,00 for a package; an extra up to R$ 10.000,00. */
export const SHOOT_PRICE_MIN_CENTS = 2_000;
export const SHOOT_PRICE_MAX_CENTS = 5_000_000;
export const SHOOT_EXTRA_PRICE_MAX_CENTS = 1_000_000;
export const SHOOT_EXTRAS_MAX = 6;
export const SHOOT_COVER_MAX = 4;
export const SHOOT_ADDRESS_MAX = 200;

const priceSchema = (max: number, min: number) =>
  intInput({
    min,
    max,
    message: 'Informe o valor em centavos inteiros.',
    tooSmall: 'O valor é baixo demais.',
    tooBig: 'O valor informado é alto demais. Confira.',
  });

export const shootExtraInputSchema = z
  .object({
    /** Kept when editing an existing extra (bookings refer to it); omit for a new one. */
    id: textInput({ max: 40, min: 1 })
      .regex(/^[a-z0-9-]+$/, 'Extra inválido.')
      .optional(),
    label: textInput({ max: 60, min: 2, required: 'Informe o nome do extra.', tooShort: 'Informe o nome do extra.' }),
    price_cents: priceSchema(SHOOT_EXTRA_PRICE_MAX_CENTS, 100),
  })
  .strict();
export type ShootExtraInput = z.input<typeof shootExtraInputSchema>;

/** Every field of a package as the photographer writes it. */
export const shootPackageFieldsShape = {
  title: textInput({
    max: SHOOT_TITLE_MAX,
    min: SHOOT_TITLE_MIN,
    required: 'Informe o título do ensaio.',
    tooShort: `O título deve ter pelo menos ${SHOOT_TITLE_MIN} caracteres.`,
    tooLong: `O título deve ter no máximo ${SHOOT_TITLE_MAX} caracteres.`,
  }),
  description: textInput({
    max: SHOOT_DESCRIPTION_MAX,
    min: SHOOT_DESCRIPTION_MIN,
    required: 'Descreva o ensaio.',
    tooShort: `A descrição deve ter pelo menos ${SHOOT_DESCRIPTION_MIN} caracteres.`,
    tooLong: `A descrição deve ter no máximo ${SHOOT_DESCRIPTION_MAX} caracteres.`,
  }),
  category: z.enum(shootCategories, { message: 'Escolha a categoria do ensaio.' }),
  duration_minutes: intInput({
    min: SHOOT_DURATION_MIN_MINUTES,
    max: SHOOT_DURATION_MAX_MINUTES,
    message: 'Informe a duração em minutos.',
    tooSmall: 'A duração mínima é de 30 minutos.',
    tooBig: 'A duração máxima é de 12 horas.',
  }).multipleOf(SHOOT_DURATION_STEP_MINUTES, 'A duração deve ser em intervalos de 30 minutos.'),
  edited_photos: intInput({ min: 1, max: SHOOT_EDITED_PHOTOS_MAX, message: 'Informe quantas fotos editadas o ensaio entrega.' }),
  delivery_days: intInput({ min: 1, max: SHOOT_DELIVERY_DAYS_MAX, message: `Informe o prazo de entrega, de 1 a ${SHOOT_DELIVERY_DAYS_MAX} dias.` }),
  location_kind: z.enum(shootLocationKinds, { message: 'Escolha onde o ensaio acontece.' }),
  /** Required when location_kind is 'studio'; ignored (stored null) for 'a_combinar'. */
  address: z.preprocess((value) => (value === '' ? null : value), textInput({ max: SHOOT_ADDRESS_MAX }).nullable().optional()),
  city: textInput({ max: 80, min: 2, required: 'Informe a cidade.', tooShort: 'Informe a cidade.' }),
  uf: z.enum(valuesOf(brazilianStates), { message: 'Escolha o estado (UF).' }),
  price_cents: priceSchema(SHOOT_PRICE_MAX_CENTS, SHOOT_PRICE_MIN_CENTS),
  extras: z.array(shootExtraInputSchema).max(SHOOT_EXTRAS_MAX, `No máximo ${SHOOT_EXTRAS_MAX} extras por ensaio.`).default([]),
  /** Photos of the photographer's own gallery (GET /api/me/media ids), first is the card's. */
  cover_media_ids: z
    .array(z.uuid({ message: 'Foto inválida.' }))
    .max(SHOOT_COVER_MAX, `No máximo ${SHOOT_COVER_MAX} fotos de capa.`)
    .default([]),
  status: z.enum(shootPackageStatuses, { message: 'Status inválido.' }).default('active'),
};

function checkLocation(fields: { location_kind?: string; address?: string | null }, ctx: z.RefinementCtx) {
  if (fields.location_kind === 'studio' && !fields.address) {
    ctx.addIssue({ code: 'custom', path: ['address'], message: 'Informe o endereço do estúdio.' });
  }
}

/** POST /api/shoots → 201 shootPackageResponse. */
export const createShootPackageBodySchema = z.object(shootPackageFieldsShape).strict().superRefine(checkLocation);
export type CreateShootPackageBody = z.input<typeof createShootPackageBodySchema>;

/** PATCH /api/shoots/:id: any subset of the fields (the merged package is checked again). */
export const updateShootPackageBodySchema = z
  .object({
    title: shootPackageFieldsShape.title.optional(),
    description: shootPackageFieldsShape.description.optional(),
    category: shootPackageFieldsShape.category.optional(),
    duration_minutes: shootPackageFieldsShape.duration_minutes.optional(),
    edited_photos: shootPackageFieldsShape.edited_photos.optional(),
    delivery_days: shootPackageFieldsShape.delivery_days.optional(),
    location_kind: shootPackageFieldsShape.location_kind.optional(),
    address: shootPackageFieldsShape.address,
    city: shootPackageFieldsShape.city.optional(),
    uf: shootPackageFieldsShape.uf.optional(),
    price_cents: shootPackageFieldsShape.price_cents.optional(),
    extras: z.array(shootExtraInputSchema).max(SHOOT_EXTRAS_MAX, `No máximo ${SHOOT_EXTRAS_MAX} extras por ensaio.`).optional(),
    cover_media_ids: z
      .array(z.uuid({ message: 'Foto inválida.' }))
      .max(SHOOT_COVER_MAX)
      .optional(),
    status: z.enum(shootPackageStatuses, { message: 'Status inválido.' }).optional(),
  })
  .strict();
export type UpdateShootPackageBody = z.input<typeof updateShootPackageBodySchema>;

export const shootIdParamsSchema = z.object({ id: textInput({ max: 64, min: 1 }) }).strict();
export const shootProfileParamsSchema = z.object({ slug: textInput({ max: 120, min: 1 }) }).strict();

export const shootExtraSchema = z.object({ id: z.string(), label: z.string(), price_cents: z.number().int() });
export type ShootExtra = z.infer<typeof shootExtraSchema>;

export const shootCoverSchema = z.object({ media_id: z.string(), url: z.string(), width: z.number().int(), height: z.number().int() });

export const shootPhotographerSchema = z.object({
  name: z.string(),
  profile_slug: z.string().nullable(),
  profile_image_url: z.string().nullable(),
  /** The "Verificado" badge an admin gives (docs/product.md "Safety"). */
  is_verified: z.boolean(),
  /** Present only when the photographer has visible reviews (contracts and shoots together). */
  rating: ratingSummarySchema.nullable(),
});
export type ShootPhotographer = z.infer<typeof shootPhotographerSchema>;

/** One card of /ensaios (and of a profile's packages). */
export const shootPackageCardSchema = z.object({
  id: z.string(),
  title: z.string(),
  category: z.enum(shootCategories),
  category_label: z.string(),
  duration_minutes: z.number().int(),
  edited_photos: z.number().int(),
  location_kind: z.enum(shootLocationKinds),
  city: z.string(),
  uf: z.string(),
  price_cents: z.number().int(),
  cover_url: z.string().nullable(),
  photographer: shootPhotographerSchema,
});
export type ShootPackageCard = z.infer<typeof shootPackageCardSchema>;

/** The whole package (GET /api/shoots/:id, the owner's lists and forms). */
export const shootPackageViewSchema = shootPackageCardSchema.extend({
  description: z.string(),
  delivery_days: z.number().int(),
  address: z.string().nullable(),
  extras: z.array(shootExtraSchema),
  covers: z.array(shootCoverSchema),
  status: z.enum(shootPackageStatuses),
  /** Whether the caller owns it (the page then offers Editar instead of Agendar). */
  is_mine: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type ShootPackageView = z.infer<typeof shootPackageViewSchema>;

export const shootPackageResponseSchema = z.object({ package: shootPackageViewSchema });
export type ShootPackageResponse = z.infer<typeof shootPackageResponseSchema>;
export const shootPackagesResponseSchema = z.object({ items: z.array(shootPackageViewSchema) });
export const shootPackageCardsResponseSchema = z.object({ items: z.array(shootPackageCardSchema) });

const priceFilterMessage = 'Valor inválido (em centavos).';

/**
 * GET /api/shoots (the /ensaios page): active packages, newest first, keyset cursor. q ignores
 * accents and case; date keeps packages whose photographer has free hours that weekday and has not
 * blocked that day.
 */
export const shootsQuerySchema = z
  .object({
    uf: optionalEnum(valuesOf(brazilianStates), 'Estado inválido.'),
    city: optionalText(80),
    category: optionalEnum(shootCategories, 'Categoria inválida.'),
    price_min: optionalInt(0, SHOOT_PRICE_MAX_CENTS, priceFilterMessage),
    price_max: optionalInt(0, SHOOT_PRICE_MAX_CENTS, priceFilterMessage),
    date: z.preprocess((value) => (value === '' ? undefined : value), dateInput().optional()),
    ...pageFields,
  })
  .strict()
  .refine((query) => query.price_min === undefined || query.price_max === undefined || query.price_min <= query.price_max, {
    message: 'O preço mínimo não pode ser maior que o máximo.',
    path: ['price_max'],
  });
export type ShootsQueryInput = z.input<typeof shootsQuerySchema>;
export type ShootsQuery = z.output<typeof shootsQuerySchema>;

export const shootsFilterKeys = ['q', 'uf', 'city', 'category', 'price_min', 'price_max', 'date', 'limit'] as const;
export function shootsQueryString(filters: Partial<ShootsQuery>): string {
  return toListQueryString(filters, shootsFilterKeys);
}

export const shootsPageSchema = pageOf(shootPackageCardSchema);
export type ShootsPage = z.infer<typeof shootsPageSchema>;

/* ---------- availability ---------- */

/** 'HH:MM', 00:00 to 23:30 in half hours (24:00 allowed as an end). */
const timeOfDay = (message: string) => textInput({ max: 5, required: message }).regex(/^(([01]\d|2[0-3]):(00|30)|24:00)$/, message);

export const SHOOT_WEEKLY_HOURS_MAX = 21;
export const SHOOT_BLOCKED_DATES_MAX = 200;

export const weeklyHoursSchema = z
  .object({
    weekday: intInput({ min: 0, max: 6, message: 'Dia da semana inválido.' }),
    start: timeOfDay('Horário inicial inválido (use HH:MM, em meias horas).'),
    end: timeOfDay('Horário final inválido (use HH:MM, em meias horas).'),
  })
  .strict()
  .refine((hours) => hours.start < hours.end, { message: 'O horário final deve ser depois do inicial.', path: ['end'] });
export type WeeklyHours = z.infer<typeof weeklyHoursSchema>;

/** PUT /api/shoots/availability → 200 shootAvailabilityResponse (replaces everything). */
export const shootAvailabilityBodySchema = z
  .object({
    weekly_hours: z.array(weeklyHoursSchema).max(SHOOT_WEEKLY_HOURS_MAX, `No máximo ${SHOOT_WEEKLY_HOURS_MAX} faixas de horário.`),
    blocked_dates: z.array(dateInput()).max(SHOOT_BLOCKED_DATES_MAX, `No máximo ${SHOOT_BLOCKED_DATES_MAX} datas bloqueadas.`),
  })
  .strict()
  .superRefine((body, ctx) => {
    const byDay = new Map<number, WeeklyHours[]>();
    for (const hours of body.weekly_hours) byDay.set(hours.weekday, [...(byDay.get(hours.weekday) ?? []), hours]);
    for (const list of byDay.values()) {
      const sorted = [...list].sort((a, b) => (a.start < b.start ? -1 : 1));
      for (let i = 1; i < sorted.length; i++) {
        if ((sorted[i] as WeeklyHours).start < (sorted[i - 1] as WeeklyHours).end) {
          ctx.addIssue({ code: 'custom', path: ['weekly_hours'], message: 'Há faixas de horário sobrepostas no mesmo dia.' });
          return;
        }
      }
    }
  });
export type ShootAvailabilityBody = z.input<typeof shootAvailabilityBodySchema>;

export const shootAvailabilityResponseSchema = z.object({
  weekly_hours: z.array(z.object({ weekday: z.number().int(), start: z.string(), end: z.string() })),
  blocked_dates: z.array(z.string()),
  time_zone: z.literal('America/Sao_Paulo'),
});
export type ShootAvailability = z.infer<typeof shootAvailabilityResponseSchema>;

/** Slots are offered from SHOOT_BOOKING_MIN_LEAD_HOURS ahead up to SHOOT_BOOKING_MAX_DAYS ahead. */
export const SHOOT_BOOKING_MIN_LEAD_HOURS = 12;
export const SHOOT_BOOKING_MAX_DAYS = 90;
export const SHOOT_SLOTS_RANGE_MAX_DAYS = 31;

/** GET /api/shoots/:id/slots?from=YYYY-MM-DD&to=YYYY-MM-DD (at most 31 days; default: from today, 14 days). */
export const shootSlotsQuerySchema = z
  .object({
    from: z.preprocess((value) => (value === '' ? undefined : value), dateInput().optional()),
    to: z.preprocess((value) => (value === '' ? undefined : value), dateInput().optional()),
  })
  .strict()
  .refine((query) => !query.from || !query.to || query.from <= query.to, { message: 'A data final deve ser depois da inicial.', path: ['to'] });
export type ShootSlotsQuery = z.output<typeof shootSlotsQuerySchema>;

/** Free start times ('HH:MM', São Paulo time) of each day that has any; days without are left out. */
export const shootSlotsResponseSchema = z.object({
  package_id: z.string(),
  duration_minutes: z.number().int(),
  time_zone: z.literal('America/Sao_Paulo'),
  days: z.array(z.object({ date: z.string(), times: z.array(z.string()) })),
});
export type ShootSlots = z.infer<typeof shootSlotsResponseSchema>;
