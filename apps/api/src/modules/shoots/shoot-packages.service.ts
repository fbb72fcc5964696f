import {
  type CreateShootPackageBody,
  createShootPackageBodySchema,
  isUuid,
  SHOOT_BOOKING_MAX_DAYS,
  SHOOT_BOOKING_MIN_LEAD_HOURS,
  SHOOT_SLOTS_RANGE_MAX_DAYS,
  type ShootAvailability,
  type ShootAvailabilityBody,
  type ShootPackageCard,
  type ShootPackageView,
  type ShootSlots,
  type ShootSlotsQuery,
  type ShootsPage,
  type ShootsQuery,
  todayInBrazil,
  type UpdateShootPackageBody,
} from '@passarela/shared';
import { randomUUID } from 'node:crypto';
import type { z } from 'zod';
import { isVisibleToViewer, type Viewer } from '../../db/moderation-visibility.ts';
import { AppError } from '../../lib/app-error.ts';
import type { HiringCaller } from '../hiring/index.ts';
import type { HiddenPeople } from '../blocks/index.ts';
import type { ShootBookingsRepository } from './shoot-bookings.repository.ts';
import type { ShootPackageRow, ShootPackagesRepository } from './shoot-packages.repository.ts';
import { freeSlots } from './shoot-slots.ts';
import { addDays, saoPauloInstant } from './shoot-time.ts';
import { shootCardOfListRow, shootCardView, shootPackageView } from './shoot-views.ts';
import { decodeShootsCursor, encodeShootsCursor } from './shoots-cursor.ts';

export interface ShootPackagesServiceDeps {
  packages: ShootPackagesRepository;
  bookings: ShootBookingsRepository;
  /** Whom the viewer must not see in the list (blocks). */
  hiddenPeople: HiddenPeople;
  now?: () => Date;
}

const DEFAULT_SLOT_DAYS = 14;

function validationError(path: string, message: string): AppError {
  return new AppError('VALIDATION_FAILED', undefined, [{ location: 'body', path, message }]);
}

/** New extras get an id; kept ones keep theirs (a booking names its extras by id). */
function extrasWithIds(extras: { id?: string; label: string; price_cents: number }[]) {
  return extras.map((extra) => ({ id: extra.id ?? randomUUID().slice(0, 8), label: extra.label, price_cents: extra.price_cents }));
}

/** A checked package as its row stores it (an address only for a studio; extras with their ids). */
function storedFields(fields: z.output<typeof createShootPackageBodySchema>) {
  return {
    title: fields.title,
    description: fields.description,
    category: fields.category,
    durationMinutes: fields.duration_minutes,
    editedPhotos: fields.edited_photos,
    deliveryDays: fields.delivery_days,
    locationKind: fields.location_kind,
    address: fields.location_kind === 'studio' ? (fields.address ?? null) : null,
    city: fields.city,
    uf: fields.uf,
    priceCents: fields.price_cents,
    extras: extrasWithIds(fields.extras),
    coverMediaIds: fields.cover_media_ids,
    status: fields.status,
  };
}

/**
 * The photographer's side of shoots (docs/product.md "Shoots"): packages (create, edit, pause),
 * weekly hours and blocked days, and the public side: the /ensaios list, a package, its free slots.
 */
export function createShootPackagesService({ packages, bookings, hiddenPeople, now = () => new Date() }: ShootPackagesServiceDeps) {
  async function views(rows: ShootPackageRow[], callerId: string | null): Promise<ShootPackageView[]> {
    const photographers = await packages.photographers(rows.map((row) => row.photographerId));
    const media = await packages.media(rows.flatMap((row) => row.coverMediaIds));
    return rows.map((row) => shootPackageView(row, photographers.get(row.photographerId), media, callerId));
  }

  async function cards(rows: ShootPackageRow[]): Promise<ShootPackageCard[]> {
    const photographers = await packages.photographers(rows.map((row) => row.photographerId));
    const media = await packages.media(rows.map((row) => row.coverMediaIds[0] ?? '').filter(Boolean));
    return rows.map((row) => shootCardView(row, photographers.get(row.photographerId), media));
  }

  async function requireCoversOwned(photographerId: string, ids: readonly string[]): Promise<void> {
    const media = await packages.media(ids);
    if (ids.some((id) => media.get(id)?.userId !== photographerId)) throw new AppError('SHOOT_COVER_NOT_OWNED');
  }

  /** A package the caller may see: active, or paused and hers; once hidden by moderation, hers or an admin's to see. */
  async function visiblePackage(id: string, caller: Viewer | null): Promise<ShootPackageRow> {
    const row = isUuid(id) ? await packages.findById(id) : undefined;
    if (!row || (row.status !== 'active' && row.photographerId !== caller?.id)) throw new AppError('SHOOT_NOT_FOUND');
    if (!isVisibleToViewer(row.moderationHiddenBy, row.photographerId, caller)) throw new AppError('SHOOT_NOT_FOUND');
    return row;
  }

  return {
    visiblePackage,

    async create(caller: HiringCaller, body: CreateShootPackageBody): Promise<ShootPackageView> {
      const fields = createShootPackageBodySchema.parse(body);
      await requireCoversOwned(caller.id, fields.cover_media_ids);
      const row = await packages.insert({ photographerId: caller.id, ...storedFields(fields) });
      return (await views([row], caller.id))[0] as ShootPackageView;
    },

    async update(caller: HiringCaller, id: string, body: UpdateShootPackageBody): Promise<ShootPackageView> {
      const row = isUuid(id) ? await packages.findById(id) : undefined;
      if (!row || row.photographerId !== caller.id) throw new AppError('SHOOT_NOT_FOUND');
      // The edit merged onto the package is checked as a whole (a studio keeps an address).
      const merged = createShootPackageBodySchema.safeParse({
        title: body.title ?? row.title,
        description: body.description ?? row.description,
        category: body.category ?? row.category,
        duration_minutes: body.duration_minutes ?? row.durationMinutes,
        edited_photos: body.edited_photos ?? row.editedPhotos,
        delivery_days: body.delivery_days ?? row.deliveryDays,
        location_kind: body.location_kind ?? row.locationKind,
        address: body.address === undefined ? row.address : body.address,
        city: body.city ?? row.city,
        uf: body.uf ?? row.uf,
        price_cents: body.price_cents ?? row.priceCents,
        extras: body.extras ?? row.extras,
        cover_media_ids: body.cover_media_ids ?? row.coverMediaIds,
        status: body.status ?? row.status,
      });
      if (!merged.success) {
        const issue = merged.error.issues[0];
        throw validationError(issue?.path.join('.') ?? '', issue?.message ?? 'Dados inválidos.');
      }
      const fields = merged.data;
      if (body.cover_media_ids) await requireCoversOwned(caller.id, fields.cover_media_ids);
      const updated = await packages.update(row.id, storedFields(fields));
      if (!updated) throw new AppError('SHOOT_NOT_FOUND');
      return (await views([updated], caller.id))[0] as ShootPackageView;
    },

    async mine(caller: HiringCaller): Promise<ShootPackageView[]> {
      return views(await packages.listOfPhotographer(caller.id, true), caller.id);
    },

    async get(id: string, caller: Viewer | null): Promise<ShootPackageView> {
      return (await views([await visiblePackage(id, caller)], caller?.id ?? null))[0] as ShootPackageView;
    },

    /** Her active packages not hidden by moderation, for her profile (whose page the viewer may see: shootPackages.photographerIdBySlug). */
    async ofProfile(slug: string, viewer: Viewer | null): Promise<ShootPackageCard[]> {
      const photographerId = await packages.photographerIdBySlug(slug, viewer);
      if (!photographerId) return [];
      return cards(await packages.listOfPhotographer(photographerId, false));
    },

    /** `viewerId`: the signed-in viewer, whose blocked people's packages are left out (null: a guest). */
    async list(query: ShootsQuery, viewerId: string | null = null): Promise<ShootsPage> {
      const after = query.cursor ? decodeShootsCursor(query.cursor) : undefined;
      const rows = await packages.page(query, after, query.limit + 1, await hiddenPeople(viewerId));
      const page = rows.slice(0, query.limit);
      const last = page[page.length - 1];
      return {
        items: page.map(shootCardOfListRow),
        nextCursor: rows.length > query.limit && last ? encodeShootsCursor({ createdAt: last.created_at_key, id: last.id }) : null,
      };
    },

    async availability(caller: HiringCaller): Promise<ShootAvailability> {
      const row = await packages.availability(caller.id);
      return { weekly_hours: row?.weeklyHours ?? [], blocked_dates: row?.blockedDates ?? [], time_zone: 'America/Sao_Paulo' };
    },

    async saveAvailability(caller: HiringCaller, body: ShootAvailabilityBody): Promise<ShootAvailability> {
      const weeklyHours = [...body.weekly_hours].sort((a, b) => a.weekday - b.weekday || (a.start < b.start ? -1 : 1));
      const blockedDates = [...new Set(body.blocked_dates)].sort();
      const weekdayMask = weeklyHours.reduce((mask, hours) => mask | (1 << hours.weekday), 0);
      const row = await packages.saveAvailability({ photographerId: caller.id, weeklyHours, weekdayMask, blockedDates });
      return { weekly_hours: row.weeklyHours, blocked_dates: row.blockedDates, time_zone: 'America/Sao_Paulo' };
    },

    async slots(id: string, query: ShootSlotsQuery, caller: Viewer | null): Promise<ShootSlots> {
      const row = await visiblePackage(id, caller);
      const today = todayInBrazil(now());
      const from = query.from && query.from > today ? query.from : today;
      const to = query.to ?? addDays(from, DEFAULT_SLOT_DAYS - 1);
      if (to > addDays(from, SHOOT_SLOTS_RANGE_MAX_DAYS - 1)) {
        throw new AppError('VALIDATION_FAILED', undefined, [
          { location: 'querystring', path: 'to', message: `Peça no máximo ${SHOOT_SLOTS_RANGE_MAX_DAYS} dias de horários.` },
        ]);
      }
      const days = await slotDays(row, from, to);
      return { package_id: row.id, duration_minutes: row.durationMinutes, time_zone: 'America/Sao_Paulo', days };
    },

    slotDays,
  };

  /** The free start times of a package's photographer between two days (the booking checks against the same). */
  async function slotDays(row: ShootPackageRow, from: string, to: string) {
    const availability = await packages.availability(row.photographerId);
    if (!availability || availability.weeklyHours.length === 0) return [];
    const at = now();
    const taken = await bookings.activeBetween(row.photographerId, saoPauloInstant(from, '00:00'), saoPauloInstant(addDays(to, 1), '00:00'));
    return freeSlots({
      weeklyHours: availability.weeklyHours,
      blockedDates: availability.blockedDates,
      taken,
      durationMinutes: row.durationMinutes,
      from,
      to,
      earliest: new Date(at.getTime() + SHOOT_BOOKING_MIN_LEAD_HOURS * 3_600_000),
      lastDay: addDays(todayInBrazil(at), SHOOT_BOOKING_MAX_DAYS),
    });
  }
}

export type ShootPackagesService = ReturnType<typeof createShootPackagesService>;
