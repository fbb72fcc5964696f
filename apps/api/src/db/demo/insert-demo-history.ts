import { notificationTitle, paymentPurposeLabels, type UserType } from '@passarela/shared';
import { and, eq, inArray, like } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { createContractsRepository, createContractsService, createProposalsRepository, fundContractFromWalletInTx } from '../../modules/contracts/index.ts';
import { createHiringPartiesRepository } from '../../modules/hiring/index.ts';
import { createLedgerRepository } from '../../modules/ledger/index.ts';
import { createGalleryRepository } from '../../modules/media/index.ts';
import type { NotificationInput } from '../../modules/notifications/index.ts';
import { createSettingsRepository, createSettingsService } from '../../modules/settings/index.ts';
import type { Database } from '../client.ts';
import {
  applications,
  contracts,
  favorites,
  hiringTransitions,
  jobs,
  ledgerAccounts,
  notifications,
  profiles,
  proposals,
  reviews,
  users,
} from '../schema/index.ts';
import { pickColumns } from '../pick-columns.ts';
import { createTransactionRunner } from '../transaction.ts';
import { pick } from '../../lib/pick.ts';
import type { DemoGalleryPhoto } from './demo-gallery.ts';
import { type DealFate, type HistoryJob, type HistoryPerson, type PlannedDeal, planDemoHistory } from './demo-history-plan.ts';
import { demoJobId } from './generate-demo-job.ts';
import { DEMO_ID_PREFIX, demoUserId } from './generate-demo-profile.ts';
import { DEMO_JOB_COUNT } from './insert-demo-jobs.ts';

/**
 * Plays the demo history (demo-history-plan.ts) into the database, in one transaction. What
 * involves no money is written in a few multi-row INSERTs with the script's own times
 * (applications, proposals, the contracts they became, their steps, reviews, galleries,
 * favourites, notifications). Every movement of money goes through the product's own code:
 * top-ups through the ledger's postTransfer as a settled payment posts them, paying through
 * fundContractFromWalletInTx (what a settled payment runs), and completing, refunding,
 * cancelling and disputing through the contracts service, so escrow, fee and releases are exactly
 * what the product writes. (The ledger's rows and the service's steps are dated now: the ledger is
 * append-only and its times are the database's.)
 */

/** The history is about the first start's people: a seed with more (demo:seed --count) does not make it bigger. */
export const DEMO_HISTORY_PEOPLE = 200;

export interface DemoHistoryCounts {
  applications: number;
  proposals: number;
  contracts: number;
  reviews: number;
  galleryPhotos: number;
  favorites: number;
  notifications: number;
}

export interface InsertDemoHistoryOptions {
  seed: number;
  /** How many demo people of the seed exist (the history uses the first DEMO_HISTORY_PEOPLE). */
  people: number;
  /** The stored gallery pool (demo-gallery.ts). */
  gallery: readonly DemoGalleryPhoto[];
  logger: FastifyBaseLogger;
  now?: Date;
}

/**
 * A deterministic UUID per seed, kind and index (like demoJobId), so a demo row is recognisable
 * and a bug report can name it: 'de000001-0b01-4000-8000-00000000000c' is proposal 12 of seed 1.
 */
function demoHistoryId(seed: number, kind: 'application' | 'proposal' | 'contract', index: number): string {
  const kindCode = { application: '0a01', proposal: '0b01', contract: '0c01' }[kind];
  return `de${(seed >>> 0).toString(16).padStart(6, '0').slice(-6)}-${kindCode}-4000-8000-${index.toString(16).padStart(12, '0')}`;
}

/** Whether the seed's history is in already: its direct proposals are sent by the seed's demo people. */
export async function hasDemoHistory(db: Database, seed: number): Promise<boolean> {
  const rows = await db
    .select({ id: proposals.id })
    .from(proposals)
    .where(like(proposals.ownerId, `${DEMO_ID_PREFIX}${seed}\\_%`))
    .limit(1);
  return rows.length > 0;
}

/** The hiring terms a demo deal's proposal and contract both carry. */
const termsOf = (deal: PlannedDeal) => pick(deal, 'ownerId', 'modelId', 'jobId', 'title', 'workDate', 'place', 'amountCents');

async function loadPeople(db: Database, seed: number, count: number): Promise<HistoryPerson[]> {
  const ids = Array.from({ length: Math.min(count, DEMO_HISTORY_PEOPLE) }, (_, index) => demoUserId(seed, index));
  if (ids.length === 0) return [];
  const rows = await db
    .select({ ...pickColumns(users, 'id', 'userType'), ...pickColumns(profiles, 'firstName', 'lastName', 'gender', 'city', 'state') })
    .from(users)
    .innerJoin(profiles, eq(profiles.userId, users.id))
    .where(inArray(users.id, ids));
  const position = new Map(ids.map((id, index) => [id, index]));
  return rows.sort((a, b) => (position.get(a.id) ?? 0) - (position.get(b.id) ?? 0));
}

async function loadOpenJobs(db: Database, seed: number): Promise<HistoryJob[]> {
  const ids = Array.from({ length: DEMO_JOB_COUNT }, (_, index) => demoJobId(seed, index));
  const rows = await db
    .select()
    .from(jobs)
    .where(and(inArray(jobs.id, ids), eq(jobs.status, 'open')));
  const position = new Map(ids.map((id, index) => [id, index]));
  return rows.sort((a, b) => (position.get(a.id) ?? 0) - (position.get(b.id) ?? 0)).map((job) => ({ ...job, publishedAt: job.publishedAt ?? job.createdAt }));
}

const proposalStatusOf = (fate: DealFate): 'pending' | 'accepted' | 'declined' | 'withdrawn' =>
  fate === 'pending' || fate === 'declined' || fate === 'withdrawn' ? fate : 'accepted';

const ownerJobLink = (jobId: string) => `/dashboard?tab=my-jobs&job=${jobId}`;
const applicationsLink = '/dashboard?tab=applications';
const proposalsLink = '/dashboard?tab=proposals';
const ownerContractsLink = '/dashboard?tab=my-contracts';
const reviewsLink = '/dashboard?tab=reviews';

type DemoNotification = NotificationInput & { createdAt: Date };
type TransitionRow = typeof hiringTransitions.$inferInsert;

export async function insertDemoHistory(db: Database, options: InsertDemoHistoryOptions): Promise<DemoHistoryCounts | null> {
  const { seed } = options;
  if (await hasDemoHistory(db, seed)) return null;
  const people = await loadPeople(db, seed, options.people);
  const plan = planDemoHistory({ seed, people, jobs: await loadOpenJobs(db, seed), now: options.now ?? new Date() });
  if (plan.deals.length === 0 && plan.applications.length === 0) return null;
  // Settings before the transaction (on PGlite a query beside it would wait forever).
  const settings = await createSettingsService({ repository: createSettingsRepository(db), runInTransaction: createTransactionRunner(db) }).getAll();

  const person = new Map(people.map((row) => [row.id, row]));
  const nameOf = (id: string) => {
    const row = person.get(id);
    return row ? `${row.firstName} ${row.lastName}`.trim() : 'Alguém';
  };
  const callerOf = (id: string) => ({ id, userType: (person.get(id)?.userType ?? 'model') as UserType });
  const notices: DemoNotification[] = [];
  const notice = (createdAt: Date, input: NotificationInput) => notices.push({ ...input, createdAt });
  const transitions: TransitionRow[] = [];
  const step = (
    entity: TransitionRow['entity'],
    entityId: string,
    action: string,
    fromState: string | null,
    toState: string,
    actorId: string,
    actorRole: 'owner' | 'model',
    at: Date,
  ) => transitions.push({ entity, entityId, action, fromState, toState, actorId, actorRole, at });

  // Applications and the owners' decisions.
  const applicationIds = plan.applications.map((_, index) => demoHistoryId(seed, 'application', index));
  plan.applications.forEach((application, index) => {
    const id = applicationIds[index] as string;
    step('application', id, 'apply', null, 'pending', application.modelId, 'model', application.createdAt);
    notice(application.createdAt, {
      userId: application.ownerId,
      type: 'application_received',
      title: notificationTitle('application_received'),
      body: `${nameOf(application.modelId)} se candidatou à vaga "${application.jobTitle}".`,
      link: ownerJobLink(application.jobId),
    });
    const at = application.decidedAt;
    if (!at || application.status === 'pending') return;
    const action = { shortlisted: 'shortlist', rejected: 'reject', hired: 'hire', withdrawn: 'withdraw' }[application.status];
    const byModel = application.status === 'withdrawn';
    step('application', id, action, 'pending', application.status, byModel ? application.modelId : application.ownerId, byModel ? 'model' : 'owner', at);
    const told = {
      shortlisted: {
        type: 'application_shortlisted' as const,
        title: notificationTitle('application_shortlisted', person.get(application.modelId)?.gender),
        body: `Sua candidatura à vaga "${application.jobTitle}" foi pré-selecionada.`,
      },
      rejected: {
        type: 'application_rejected' as const,
        title: notificationTitle('application_rejected'),
        body: `Sua candidatura à vaga "${application.jobTitle}" não foi selecionada desta vez.`,
      },
      hired: {
        type: 'application_hired' as const,
        title: notificationTitle('application_hired'),
        body: `${nameOf(application.ownerId)} quer contratar você para a vaga "${application.jobTitle}". Responda a proposta em Contratações Recebidas.`,
      },
      withdrawn: {
        type: 'application_withdrawn' as const,
        title: notificationTitle('application_withdrawn'),
        body: `${nameOf(application.modelId)} retirou a candidatura à vaga "${application.jobTitle}".`,
      },
    }[application.status];
    notice(at, {
      userId: byModel ? application.ownerId : application.modelId,
      ...told,
      link: byModel ? ownerJobLink(application.jobId) : application.status === 'hired' ? proposalsLink : applicationsLink,
    });
  });

  // Proposals, their answers and the contracts the accepted ones became (awaiting payment until
  // the service moves them on).
  const proposalIds = plan.deals.map((_, index) => demoHistoryId(seed, 'proposal', index));
  const contractIds = plan.deals.map((deal, index) => (proposalStatusOf(deal.fate) === 'accepted' ? demoHistoryId(seed, 'contract', index) : null));
  plan.deals.forEach((deal, index) => {
    const id = proposalIds[index] as string;
    step('proposal', id, 'create', null, 'pending', deal.ownerId, 'owner', deal.proposedAt);
    if (deal.application === null) {
      notice(deal.proposedAt, {
        userId: deal.modelId,
        type: 'proposal_received',
        title: notificationTitle('proposal_received'),
        body: `${nameOf(deal.ownerId)} enviou uma proposta: "${deal.title}".`,
        link: proposalsLink,
      });
    }
    const status = proposalStatusOf(deal.fate);
    const at = deal.answeredAt;
    if (status === 'pending' || !at) return;
    const answer = { accepted: 'accept', declined: 'decline', withdrawn: 'withdraw' }[status];
    const byOwner = status === 'withdrawn';
    step('proposal', id, answer, 'pending', status, byOwner ? deal.ownerId : deal.modelId, byOwner ? 'owner' : 'model', at);
    const contractId = contractIds[index];
    if (contractId) step('contract', contractId, 'create', null, 'awaiting_payment', deal.modelId, 'model', at);
    const told = {
      accepted: {
        title: notificationTitle('proposal_accepted'),
        body: `${nameOf(deal.modelId)} aceitou a proposta "${deal.title}". Pague o contrato para confirmar: o WhatsApp aparece depois do pagamento.`,
      },
      declined: { title: notificationTitle('proposal_declined'), body: `${nameOf(deal.modelId)} recusou a proposta "${deal.title}".` },
      withdrawn: { title: notificationTitle('proposal_withdrawn'), body: `${nameOf(deal.ownerId)} retirou a proposta "${deal.title}".` },
    }[status];
    notice(at, {
      userId: byOwner ? deal.modelId : deal.ownerId,
      type: `proposal_${status}` as const,
      ...told,
      link: byOwner ? proposalsLink : ownerContractsLink,
    });
  });

  const counts = await db.transaction(async (handle) => {
    const tx = handle as unknown as Database;
    if (plan.applications.length > 0) {
      await tx.insert(applications).values(
        plan.applications.map((application, index) => ({
          id: applicationIds[index],
          jobId: application.jobId,
          modelId: application.modelId,
          message: application.message,
          status: application.status,
          createdAt: application.createdAt,
          updatedAt: application.decidedAt ?? application.createdAt,
        })),
      );
    }
    if (plan.deals.length > 0) {
      await tx.insert(proposals).values(
        plan.deals.map((deal, index) => ({
          id: proposalIds[index],
          ...termsOf(deal),
          applicationId: deal.application === null ? null : applicationIds[deal.application],
          description: deal.description,
          status: proposalStatusOf(deal.fate),
          answeredAt: deal.answeredAt,
          createdAt: deal.proposedAt,
        })),
      );
    }
    const accepted = plan.deals.flatMap((deal, index) => {
      const id = contractIds[index];
      return id ? [{ deal, id, proposalId: proposalIds[index] as string }] : [];
    });
    if (accepted.length > 0) {
      await tx.insert(contracts).values(
        accepted.map(({ deal, id, proposalId }) => ({
          id,
          proposalId,
          ...termsOf(deal),
          createdAt: deal.answeredAt ?? deal.proposedAt,
        })),
      );
    }
    if (transitions.length > 0) await tx.insert(hiringTransitions).values(transitions);

    // Money and the contracts' later steps, through the contracts service on this transaction,
    // at the script's times.
    let clock = new Date();
    const contractsService = createContractsService({
      contracts: createContractsRepository(tx),
      proposals: createProposalsRepository(tx),
      parties: createHiringPartiesRepository(tx),
      runInTransaction: (work) => work(tx),
      settings: async () => settings,
      notify: async (input) => {
        notice(clock, input);
      },
      logger: options.logger,
      now: () => clock,
    });
    await openLedgerAccounts(tx, accepted);
    await topUpOwners(
      tx,
      seed,
      accepted.map(({ deal }) => deal),
    );
    for (const { deal, id } of accepted) {
      if (deal.fundedAt) {
        clock = deal.fundedAt;
        // As a settled Pix or card payment funds it: from the owner's topped-up wallet into escrow.
        const funding = await fundContractFromWalletInTx(tx, {
          contractId: id,
          payerId: deal.ownerId,
          reference: `contract:${id}:fund`,
          feeBps: settings.PLATFORM_FEE_BPS,
          now: clock,
        });
        if (!funding.funded) throw new Error(`demo contract ${id} was not funded`);
        for (const input of funding.notifications) notice(clock, input);
      }
      const partyOf = (side: 'owner' | 'model') => callerOf(side === 'owner' ? deal.ownerId : deal.modelId);
      if (deal.confirmations) {
        const { first, firstAt, secondAt } = deal.confirmations;
        clock = firstAt;
        await contractsService.complete(partyOf(first), id);
        clock = secondAt;
        await contractsService.complete(partyOf(first === 'owner' ? 'model' : 'owner'), id);
      }
      if (deal.ended) {
        clock = deal.ended.at;
        const caller = partyOf(deal.ended.by);
        if (deal.fate === 'cancelled') await contractsService.cancel(caller, id);
        if (deal.fate === 'refunded') await contractsService.refund(caller, id);
        if (deal.fate === 'disputed') await contractsService.dispute(caller, id, { reason: deal.disputeReason ?? 'Problema no trabalho.' });
      }
    }

    // Both sides' reviews in one statement (the rating triggers then run once).
    const reviewRows = accepted.flatMap(({ deal, id }) =>
      deal.reviews.map((review) => {
        const reviewerId = review.by === 'owner' ? deal.ownerId : deal.modelId;
        const revieweeId = review.by === 'owner' ? deal.modelId : deal.ownerId;
        notice(review.at, {
          userId: revieweeId,
          type: 'review_received',
          title: notificationTitle('review_received'),
          body: `${nameOf(reviewerId)} avaliou você no contrato ${deal.title}. A avaliação aparece quando você também avaliar ou quando o prazo terminar.`,
          link: reviewsLink,
        });
        if (review.reply) {
          notice(review.reply.at, {
            userId: reviewerId,
            type: 'review_replied',
            title: notificationTitle('review_replied'),
            body: `${nameOf(revieweeId)} respondeu à sua avaliação do contrato ${deal.title}.`,
            link: reviewsLink,
          });
        }
        return {
          contractId: id,
          reviewerId,
          revieweeId,
          rating: review.rating,
          comment: review.comment,
          reply: review.reply?.text ?? null,
          repliedAt: review.reply?.at ?? null,
          createdAt: review.at,
        };
      }),
    );
    if (reviewRows.length > 0) await tx.insert(reviews).values(reviewRows);

    const galleryRows = plan.galleries.flatMap((gallery) =>
      gallery.photos.flatMap((photo, position) => {
        const stored = options.gallery[photo];
        if (!stored) return [];
        const createdAt = new Date(gallery.at.getTime() + position * 60_000);
        return [
          {
            userId: gallery.userId,
            url: stored.url,
            width: stored.width,
            height: stored.height,
            caption: gallery.captions[position] ?? '',
            position,
            createdAt,
          },
        ];
      }),
    );
    await createGalleryRepository(tx).insertMany(galleryRows);
    if (plan.favorites.length > 0) {
      await tx
        .insert(favorites)
        .values(plan.favorites.map((favorite) => ({ userId: favorite.userId, kind: favorite.kind, targetId: favorite.targetId, createdAt: favorite.at })))
        .onConflictDoNothing();
    }
    // The bell: what is more than two days old has been seen.
    const readBefore = Date.now() - 2 * 86_400_000;
    if (notices.length > 0) {
      await tx.insert(notifications).values(
        notices.map(({ createdAt, ...input }) => ({
          ...input,
          createdAt,
          readAt: createdAt.getTime() < readBefore ? new Date(createdAt.getTime() + 3_600_000) : null,
        })),
      );
    }
    return {
      applications: plan.applications.length,
      proposals: plan.deals.length,
      contracts: accepted.length,
      reviews: reviewRows.length,
      galleryPhotos: galleryRows.length,
      favorites: plan.favorites.length,
      notifications: notices.length,
    };
  });
  return counts;
}

/**
 * Opens, in one statement, every ledger account the history's money moves through: the sandbox
 * clearing account, platform revenue, the wallets of the people who pay or get paid and each paid
 * contract's escrow. It is the INSERT that postTransfer's ensureAccount makes on first use (the
 * same unique indexes decide), done at once instead of three statements per account; balances
 * still come only from the entries postTransfer writes.
 */
async function openLedgerAccounts(tx: Database, accepted: readonly { deal: PlannedDeal; id: string }[]): Promise<void> {
  const paid = accepted.filter(({ deal }) => deal.fundedAt);
  if (paid.length === 0) return;
  const wallets = new Set(paid.flatMap(({ deal }) => [deal.ownerId, deal.modelId]));
  await tx
    .insert(ledgerAccounts)
    .values([
      { kind: 'provider_clearing', provider: 'sandbox' },
      { kind: 'platform_revenue' },
      ...[...wallets].map((userId) => ({ kind: 'user_wallet' as const, userId })),
      ...paid.map(({ id }) => ({ kind: 'escrow' as const, contractId: id })),
    ])
    .onConflictDoNothing();
}

/**
 * Each hirer who pays for contracts first adds that much to the wallet, as a settled Pix or card
 * top-up does (provider clearing → wallet, kind 'topup'); the contracts are then paid from it.
 */
async function topUpOwners(tx: Database, seed: number, deals: readonly PlannedDeal[]): Promise<void> {
  const totals = new Map<string, number>();
  for (const deal of deals) if (deal.fundedAt) totals.set(deal.ownerId, (totals.get(deal.ownerId) ?? 0) + deal.amountCents);
  const ledger = createLedgerRepository(tx);
  for (const [userId, amountCents] of totals) {
    await ledger.postTransfer({
      kind: 'topup',
      reference: `demo:${seed}:topup:${userId}`,
      description: paymentPurposeLabels.wallet_topup,
      initiatedBy: userId,
      entries: [
        { account: { kind: 'provider_clearing', provider: 'sandbox' }, amountCents: -amountCents },
        { account: { kind: 'user_wallet', userId }, amountCents },
      ],
    });
  }
}
