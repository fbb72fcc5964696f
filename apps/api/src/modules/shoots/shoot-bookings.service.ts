import {
  type AdminShootDispute,
  type CreateShootBookingBody,
  isUuid,
  type ResolveShootDisputeBody,
  type ShootBookingView,
  shootLocationKindLabels,
} from '@passarela/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client.ts';
import type { TransactionRunner } from '../../db/transaction.ts';
import { AppError } from '../../lib/app-error.ts';
import type { JobQueue } from '../../lib/job-queue/job-queue.ts';
import { refuseIfBlocked } from '../blocks/index.ts';
import { requireGuardianConsent } from '../guardian-consent/index.ts';
import { type HiringCaller, type HiringPartiesRepository, missingParty } from '../hiring/index.ts';
import { runIdempotent } from '../ledger/index.ts';
import { type NotificationInput, notifySafely } from '../notifications/index.ts';
import { shootStepNotices } from './shoot-booking-notices.ts';
import { type ShootActor, type ShootStep, type ShootStepResult, takeShootStep } from './shoot-booking-steps.ts';
import { createShootBookingsRepository, isSlotConflict, type ShootBookingRow, type ShootBookingsRepository } from './shoot-bookings.repository.ts';
import { createAuditRepository } from '../audit/index.ts';
import { enqueueShootDeadline, type ShootDeadlineJob } from './shoot-deadline-jobs.ts';
import type { ShootPackagesService } from './shoot-packages.service.ts';
import { saoPauloInstant } from './shoot-time.ts';
import { PAYMENT_HOLD_MS, shootBookingView } from './shoot-views.ts';

export interface ShootBookingsServiceDeps {
  bookings: ShootBookingsRepository;
  packagesService: ShootPackagesService;
  parties: HiringPartiesRepository;
  runInTransaction: TransactionRunner;
  jobs: Pick<JobQueue, 'enqueue'>;
  settings: () => Promise<{ PLATFORM_FEE_BPS: number }>;
  notify: (input: NotificationInput) => Promise<void>;
  logger: FastifyBaseLogger;
  now?: () => Date;
}

const LIST_LIMIT = 200;

/** The steps a side takes from its screen, and which side takes each. */
type SideStep = 'accept' | 'decline' | 'deliver' | 'confirm' | 'cancel' | 'dispute';

/**
 * Shoot bookings (docs/product.md "Shoots"): a buyer books a free slot of a package (priced
 * here, never by the buyer), pays into escrow, and each side takes its steps along
 * shootBookingGraph; only the two sides (and admins) see a booking, anyone else gets 404.
 */
export function createShootBookingsService(deps: ShootBookingsServiceDeps) {
  const { bookings, packagesService, parties, runInTransaction, jobs, settings, logger, now = () => new Date() } = deps;
  const safeNotify = notifySafely({ notify: deps.notify, logger });

  async function views(rows: ShootBookingRow[], caller: HiringCaller): Promise<ShootBookingView[]> {
    const found = await parties.load(rows.flatMap((row) => [row.buyerId, row.photographerId]));
    const { PLATFORM_FEE_BPS } = await settings();
    const context = {
      callerId: caller.id,
      isAdmin: caller.userType === 'admin',
      party: (id: string) => found.get(id) ?? missingParty(id),
      currentFeeBps: PLATFORM_FEE_BPS,
    };
    return rows.map((row) => shootBookingView(row, context));
  }

  async function oneView(id: string, caller: HiringCaller): Promise<ShootBookingView> {
    const row = await bookings.findById(id);
    if (!row) throw new AppError('SHOOT_BOOKING_NOT_FOUND');
    return (await views([row], caller))[0] as ShootBookingView;
  }

  /** Locks the booking for one of its sides or an admin; anyone else: 404. */
  async function lockFor(tx: Database, caller: HiringCaller, id: string): Promise<{ row: ShootBookingRow; actor: ShootActor }> {
    const row = isUuid(id) ? await createShootBookingsRepository(tx).lock(id) : undefined;
    const actor = !row
      ? null
      : row.buyerId === caller.id
        ? 'buyer'
        : row.photographerId === caller.id
          ? 'photographer'
          : caller.userType === 'admin'
            ? 'admin'
            : null;
    if (!row || !actor) throw new AppError('SHOOT_BOOKING_NOT_FOUND');
    return { row, actor };
  }

  async function tell(result: ShootStepResult, step: ShootStep): Promise<void> {
    const found = await parties.load([result.before.buyerId, result.before.photographerId]);
    const name = (id: string) => (found.get(id) ?? missingParty(id)).name;
    for (const notice of shootStepNotices(result, step, { buyer: name(result.before.buyerId), photographer: name(result.before.photographerId) })) {
      await safeNotify(notice);
    }
  }

  /** The unpaid holds of a photographer whose time ran out are cancelled before a new booking takes the slot. */
  async function releaseStaleHolds(tx: Database, photographerId: string, at: Date): Promise<{ result: ShootStepResult; step: ShootStep }[]> {
    const txBookings = createShootBookingsRepository(tx);
    const released: { result: ShootStepResult; step: ShootStep }[] = [];
    for (const id of await txBookings.staleHolds(photographerId, at)) {
      const row = await txBookings.lock(id);
      if (!row || row.status !== 'awaiting_payment') continue;
      const step: ShootStep = { action: 'cancel', actor: 'system', actorId: null, now: at, reason: 'Pagamento não realizado no prazo.' };
      released.push({ result: await takeShootStep(tx, jobs, row, step), step });
    }
    return released;
  }

  return {
    async create(caller: HiringCaller, body: CreateShootBookingBody & { extra_ids: string[]; note: string }): Promise<ShootBookingView> {
      const pkg = await packagesService.visiblePackage(body.package_id, caller);
      if (pkg.photographerId === caller.id) throw new AppError('SHOOT_SELF_BOOKING');
      // Paused, or hidden by moderation (an admin still sees it): not for sale.
      if (pkg.status !== 'active' || pkg.moderationHiddenBy !== null) throw new AppError('SHOOT_NOT_BOOKABLE');
      const extras = body.extra_ids.map((id) => {
        const extra = pkg.extras.find((candidate) => candidate.id === id);
        if (!extra) throw new AppError('SHOOT_EXTRA_NOT_FOUND');
        return extra;
      });
      // The server prices the booking: the package's price now plus the extras chosen.
      const totalCents = pkg.priceCents + extras.reduce((sum, extra) => sum + extra.price_cents, 0);
      const day = (await packagesService.slotDays(pkg, body.date, body.date))[0];
      if (!day?.times.includes(body.start_time)) throw new AppError('SHOOT_SLOT_UNAVAILABLE');
      const startsAt = saoPauloInstant(body.date, body.start_time);
      const endsAt = new Date(startsAt.getTime() + pkg.durationMinutes * 60_000);
      const place =
        pkg.locationKind === 'studio' && pkg.address
          ? `${pkg.address} — ${pkg.city}, ${pkg.uf}`
          : `${shootLocationKindLabels.a_combinar} — ${pkg.city}, ${pkg.uf}`;
      const at = now();

      let released: { result: ShootStepResult; step: ShootStep }[] = [];
      let row: ShootBookingRow;
      try {
        row = await runInTransaction(async (tx) => {
          // A blocked pair never books each other (docs/product.md "Conversations", Block).
          await refuseIfBlocked(tx, caller.id, pkg.photographerId);
          if (caller.userType === 'model') await requireGuardianConsent(tx, caller.id, 'model');
          const txBookings = createShootBookingsRepository(tx);
          await txBookings.lockPhotographer(pkg.photographerId);
          released = await releaseStaleHolds(tx, pkg.photographerId, at);
          const inserted = await txBookings.insert({
            packageId: pkg.id,
            buyerId: caller.id,
            photographerId: pkg.photographerId,
            title: pkg.title,
            category: pkg.category,
            editedPhotos: pkg.editedPhotos,
            deliveryDays: pkg.deliveryDays,
            place,
            startsAt,
            endsAt,
            priceCents: pkg.priceCents,
            extras,
            totalCents,
            note: body.note,
            imageUse: body.image_use,
            payBy: new Date(at.getTime() + PAYMENT_HOLD_MS),
          });
          await enqueueShootDeadline(jobs, tx, { bookingId: inserted.id, step: 'hold' }, inserted.payBy);
          return inserted;
        });
      } catch (error) {
        // The exclusion constraint: another booking took (part of) this time first.
        if (isSlotConflict(error)) throw new AppError('SHOOT_SLOT_TAKEN');
        throw error;
      }
      for (const { result, step } of released) await tell(result, step);
      return (await views([row], caller))[0] as ShootBookingView;
    },

    async mine(caller: HiringCaller, role: 'buyer' | 'photographer'): Promise<ShootBookingView[]> {
      return views(await bookings.listOf(caller.id, role, LIST_LIMIT), caller);
    },

    async get(caller: HiringCaller, id: string): Promise<ShootBookingView> {
      const row = isUuid(id) ? await bookings.findById(id) : undefined;
      if (!row || (row.buyerId !== caller.id && row.photographerId !== caller.id && caller.userType !== 'admin')) throw new AppError('SHOOT_BOOKING_NOT_FOUND');
      return (await views([row], caller))[0] as ShootBookingView;
    },

    /**
     * The buyer pays from the wallet (Idempotency-Key: a retried click pays once). Two different
     * keys at once: the row lock makes the second see 'funded' and get 409.
     */
    async payWithWallet(caller: HiringCaller, id: string, idempotencyKey: string | undefined): Promise<ShootBookingView> {
      const { PLATFORM_FEE_BPS } = await settings();
      const done: { result: ShootStepResult; step: ShootStep }[] = [];
      await runIdempotent(runInTransaction, { userId: caller.id, scope: 'shoot.pay', key: idempotencyKey, request: { id } }, async (tx) => {
        const { row, actor } = await lockFor(tx, caller, id);
        if (actor !== 'buyer') throw new AppError('FORBIDDEN', 'Só quem agendou pode pagar este ensaio.');
        if (row.status !== 'awaiting_payment') throw new AppError('SHOOT_BOOKING_NOT_PAYABLE');
        const step: ShootStep = {
          action: 'pay',
          actor: 'buyer',
          actorId: caller.id,
          now: now(),
          payment: { reference: `shoot:${row.id}:pay`, feeBps: PLATFORM_FEE_BPS },
        };
        done.push({ result: await takeShootStep(tx, jobs, row, step), step });
        return { id: row.id };
      });
      for (const { result, step } of done) await tell(result, step);
      return oneView(id, caller);
    },

    /** A side's step from its screen: the graph says who may take it from which state. */
    async step(caller: HiringCaller, id: string, action: SideStep, input: { reason?: string; delivery?: { link: string | null; note: string } } = {}) {
      const { result, step } = await runInTransaction(async (tx) => {
        const { row, actor } = await lockFor(tx, caller, id);
        const taken: ShootStep = { action, actor, actorId: caller.id, now: now(), reason: input.reason, delivery: input.delivery };
        return { result: await takeShootStep(tx, jobs, row, taken), step: taken };
      });
      await tell(result, step);
      return oneView(id, caller);
    },

    /**
     * A deadline's job (shoot-deadline-jobs.ts): acts only when the booking still waits and its time
     * has come, under the row lock, so running it twice (or on two instances) acts once. Answers
     * whether it acted.
     */
    async runDeadline(job: ShootDeadlineJob, at: Date = now()): Promise<boolean> {
      const outcome = await runInTransaction(async (tx) => {
        const row = isUuid(job.bookingId) ? await createShootBookingsRepository(tx).lock(job.bookingId) : undefined;
        if (!row) return null;
        if (job.step === 'hold' && row.status === 'funded' && row.acceptBy) {
          // Paid through a payment, whose settlement has no queue at hand: the 48 h job is written now.
          await enqueueShootDeadline(jobs, tx, { bookingId: row.id, step: 'accept' }, row.acceptBy);
          return null;
        }
        if (job.step === 'hold' && row.status === 'awaiting_payment' && row.payBy > at && row.payBy.getTime() - row.createdAt.getTime() > PAYMENT_HOLD_MS + 60_000) {
          // The hold was extended for a pending boleto by a payment's settlement: the job for its new end.
          await enqueueShootDeadline(jobs, tx, { bookingId: row.id, step: 'hold' }, row.payBy, true);
          return null;
        }
        const due =
          job.step === 'hold'
            ? row.status === 'awaiting_payment' && row.payBy <= at
            : job.step === 'accept'
              ? row.status === 'funded' && row.acceptBy !== null && row.acceptBy <= at
              : row.status === 'delivered' && row.autoReleaseAt !== null && row.autoReleaseAt <= at;
        if (!due) return null;
        const action = job.step === 'hold' ? 'cancel' : job.step === 'accept' ? 'expire' : 'auto_release';
        const reason = job.step === 'hold' ? 'Pagamento não realizado no prazo.' : job.step === 'accept' ? 'O fotógrafo não respondeu em 48 horas.' : '';
        const step: ShootStep = { action, actor: 'system', actorId: null, now: at, reason };
        return { result: await takeShootStep(tx, jobs, row, step), step };
      });
      if (!outcome) return false;
      await tell(outcome.result, outcome.step);
      return true;
    },

    /** Every deadline that passed without its job having acted (a lost job, a long outage). Answers how many acted. */
    async sweepDeadlines(at: Date = now()): Promise<number> {
      let acted = 0;
      for (const { id, status } of await bookings.overdue(at, LIST_LIMIT)) {
        const step = status === 'awaiting_payment' ? 'hold' : status === 'funded' ? 'accept' : 'release';
        if (await this.runDeadline({ bookingId: id, step }, at)) acted += 1;
      }
      return acted;
    },

    /** The admin queue of disputed bookings, oldest first. */
    async disputes(): Promise<AdminShootDispute[]> {
      const rows = await bookings.findDisputed(LIST_LIMIT);
      const ids = rows.flatMap((row) => [row.buyerId, row.photographerId]);
      const found = await parties.load(ids);
      const emails = await bookings.emailsOf(ids);
      const person = (id: string) => ({ id, name: (found.get(id) ?? missingParty(id)).name, email: emails.get(id) ?? '' });
      return rows.map((row) => {
        const opener = row.disputedBy === 'photographer' ? row.photographerId : row.buyerId;
        return {
          booking_id: row.id,
          title: row.title,
          total_cents: row.totalCents,
          fee_bps: row.feeBps ?? 0,
          reason: row.disputeReason ?? '',
          opened_by: { id: opener, name: person(opener).name },
          buyer: person(row.buyerId),
          photographer: person(row.photographerId),
          opened_at: (row.disputedAt ?? row.createdAt).toISOString(),
        };
      });
    },

    /** An admin decides a dispute: release, refund or split, audited, both sides told. */
    async resolve(caller: HiringCaller, id: string, body: ResolveShootDisputeBody): Promise<ShootBookingView> {
      const { result, step } = await runInTransaction(async (tx) => {
        const { row } = await lockFor(tx, caller, id);
        // An admin who is a side does not judge their own booking.
        if (row.buyerId === caller.id || row.photographerId === caller.id)
          throw new AppError('FORBIDDEN', 'Outra pessoa da equipe precisa decidir esta disputa.');
        const share = body.outcome === 'release' ? row.totalCents : body.outcome === 'refund' ? 0 : (body.photographer_share_cents ?? 0);
        if (share > row.totalCents) {
          throw new AppError('VALIDATION_FAILED', undefined, [
            { location: 'body', path: 'photographer_share_cents', message: 'A parte do fotógrafo não pode passar do valor pago.' },
          ]);
        }
        const taken: ShootStep = {
          action: `resolve_${body.outcome}`,
          actor: 'admin',
          actorId: caller.id,
          now: now(),
          reason: body.reason,
          photographerShareCents: share,
        };
        const stepResult = await takeShootStep(tx, jobs, row, taken);
        await createAuditRepository(tx).record({
          actorId: caller.id,
          action: 'shoot_booking.resolve',
          targetType: 'shoot_booking',
          targetId: row.id,
          reason: body.reason,
          details: { target_label: row.title, outcome: body.outcome, total_cents: row.totalCents, photographer_share_cents: share, fee_bps: row.feeBps ?? 0 },
        });
        return { result: stepResult, step: taken };
      });
      await tell(result, step);
      return oneView(id, caller);
    },
  };
}

export type ShootBookingsService = ReturnType<typeof createShootBookingsService>;
