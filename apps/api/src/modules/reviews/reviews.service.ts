import {
  type ContractReviewsResponse,
  isUuid,
  MY_REVIEWS_PAGE_SIZE,
  type MyReviewsQuery,
  type MyReviewsResponse,
  notificationTitle,
  PROFILE_SLUG_PATTERN,
  type ProfileReviewsResponse,
  type ReviewBody,
  type ReviewView,
} from '@passarela/shared';
import type { SessionUser } from '../../plugins/route-access.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Notifier } from '../notifications/index.ts';
import { decodeKeysetCursor, toKeysetPage } from '../../lib/keyset-cursor.ts';
import { toReviewView } from './review-views.ts';
import type { ContractRecord, ReviewRow, ReviewSubject, ReviewsRepository } from './reviews.repository.ts';

export interface ReviewsServiceDeps {
  repository: ReviewsRepository;
  notifier: Pick<Notifier, 'notify'>;
  /** REVIEW_WINDOW_DAYS, read before any query that depends on it (never inside a transaction). */
  windowDays: () => Promise<number>;
  now?: () => Date;
}

const DAY_MS = 86_400_000;

function windowEnd(contract: ContractRecord, days: number): Date | null {
  return contract.completedAt ? new Date(contract.completedAt.getTime() + days * DAY_MS) : null;
}

/**
 * Reviews (docs/product.md "Reviews"). The caller always comes from the session. A contract the caller
 * is not a party of answers 404, like one that does not exist (docs/security.md #8).
 */
export function createReviewsService({ repository, notifier, windowDays, now = () => new Date() }: ReviewsServiceDeps) {
  /** The contract (or shoot booking) when the caller is one of its sides (or an admin, when allowed); else 404. */
  async function partyContract(contractId: string, user: SessionUser, options: { allowAdmin: boolean; subject?: ReviewSubject }): Promise<ContractRecord> {
    const shoot = options.subject === 'shoot_booking';
    // A booking id comes as any text from its path (the shoot routes' parameter): not a uuid, not found.
    const contract = !isUuid(contractId) ? undefined : shoot ? await repository.findShootBooking(contractId) : await repository.findContract(contractId);
    const isParty = contract && (contract.ownerId === user.id || contract.modelId === user.id);
    if (!contract || (!isParty && !(options.allowAdmin && user.userType === 'admin')))
      throw new AppError(shoot ? 'SHOOT_BOOKING_NOT_FOUND' : 'CONTRACT_NOT_FOUND');
    return contract;
  }

  async function summary(userId: string, days: number) {
    return repository.ratingSummary(userId, days);
  }

  return {
    /** Reviews the other side of a completed contract, or (subject 'shoot_booking') of a completed shoot booking. */
    async create(user: SessionUser, contractId: string, body: ReviewBody, subject: ReviewSubject = 'contract'): Promise<ReviewView> {
      const days = await windowDays();
      const contract = await partyContract(contractId, user, { allowAdmin: false, subject });
      const shoot = subject === 'shoot_booking';
      if (contract.status !== 'completed' || !contract.completedAt)
        throw new AppError('REVIEW_CONTRACT_NOT_COMPLETED', shoot ? 'Você poderá avaliar quando o ensaio for concluído.' : undefined);
      const ends = windowEnd(contract, days);
      if (!ends || now().getTime() >= ends.getTime())
        throw new AppError('REVIEW_WINDOW_CLOSED', shoot ? 'O prazo para avaliar este ensaio terminou.' : undefined, { window_ends_at: ends?.toISOString() });
      const revieweeId = contract.ownerId === user.id ? contract.modelId : contract.ownerId;
      const about = subject === 'contract' ? { contractId } : { shootBookingId: contractId };
      const id = await repository.insert({ ...about, reviewerId: user.id, revieweeId, rating: body.rating, comment: body.comment });
      if (!id) throw new AppError('ALREADY_REVIEWED', shoot ? 'Você já avaliou este ensaio.' : undefined);
      const row = (await repository.findById(id, days)) as ReviewRow;
      await notifier.notify({
        userId: revieweeId,
        type: 'review_received',
        title: notificationTitle('review_received'),
        body: `${row.reviewer_name} avaliou você no ${subject === 'contract' ? 'contrato' : 'ensaio'} ${contract.title}. A avaliação aparece quando você também avaliar ou quando o prazo terminar.`,
        link: '/dashboard?tab=reviews',
      });
      return toReviewView(row);
    },

    async forContract(user: SessionUser, contractId: string, subject: ReviewSubject = 'contract'): Promise<ContractReviewsResponse> {
      const days = await windowDays();
      const contract = await partyContract(contractId, user, { allowAdmin: true, subject });
      const rows = await repository.listByContract(contractId, days, subject);
      const ends = windowEnd(contract, days);
      const isParty = contract.ownerId === user.id || contract.modelId === user.id;
      if (!isParty) {
        // An admin who is not a party moderates: both reviews, hidden or not ('mine' is the
        // hiring side's, 'theirs' the model's).
        const byOwner = rows.find((row) => row.reviewer_id === contract.ownerId);
        const byModel = rows.find((row) => row.reviewer_id === contract.modelId);
        return {
          mine: byOwner ? toReviewView(byOwner) : null,
          theirs: byModel ? toReviewView(byModel) : null,
          can_review: false,
          window_ends_at: ends?.toISOString() ?? null,
        };
      }
      const mine = rows.find((row) => row.reviewer_id === user.id);
      const theirs = rows.find((row) => row.reviewer_id !== user.id);
      const canReview = !mine && contract.status === 'completed' && ends !== null && now().getTime() < ends.getTime();
      return {
        mine: mine ? toReviewView(mine) : null,
        theirs: theirs?.visible ? toReviewView(theirs) : null,
        can_review: canReview,
        window_ends_at: ends?.toISOString() ?? null,
      };
    },

    /** The reviewee answers once, and only a review they can see. */
    async reply(user: SessionUser, reviewId: string, reply: string): Promise<ReviewView> {
      const days = await windowDays();
      const row = await repository.findById(reviewId, days);
      if (!row || row.reviewee_id !== user.id || !row.visible) throw new AppError('REVIEW_NOT_FOUND');
      if (row.reply !== null) throw new AppError('ALREADY_REPLIED');
      if (!(await repository.setReply(reviewId, user.id, reply))) throw new AppError('ALREADY_REPLIED');
      const updated = (await repository.findById(reviewId, days)) as ReviewRow;
      await notifier.notify({
        userId: row.reviewer_id,
        type: 'review_replied',
        title: notificationTitle('review_replied'),
        body: `${row.reviewee_name} respondeu à sua avaliação do contrato ${row.contract_title}.`,
        link: '/dashboard?tab=reviews',
      });
      return toReviewView(updated);
    },

    async mine(userId: string, query: MyReviewsQuery): Promise<MyReviewsResponse> {
      const days = await windowDays();
      const rows = await repository.pageForUser({
        userId,
        direction: query.direction,
        after: query.cursor ? decodeKeysetCursor(query.cursor) : undefined,
        fetch: MY_REVIEWS_PAGE_SIZE + 1,
        windowDays: days,
      });
      const page = toKeysetPage(rows, MY_REVIEWS_PAGE_SIZE, (row) => ({ createdAt: row.created_at_key, id: row.id }));
      return {
        items: page.rows.map(toReviewView),
        nextCursor: page.nextCursor,
        pending_count: query.direction === 'received' ? await repository.countPendingReceived(userId, days) : 0,
        summary: await summary(userId, days),
      };
    },

    /** A profile's public reviews; missing, suspended and (to others than its owner and admins) moderation-hidden profiles look the same (404). */
    async forProfile(slug: string, viewer: SessionUser | null): Promise<ProfileReviewsResponse> {
      if (!PROFILE_SLUG_PATTERN.test(slug)) throw new AppError('PROFILE_NOT_FOUND');
      const userId = await repository.findVisibleUserIdBySlug(slug, viewer);
      if (!userId) throw new AppError('PROFILE_NOT_FOUND');
      const days = await windowDays();
      const rows = await repository.listPublicReceived(userId, days);
      return { items: rows.map(toReviewView), summary: await summary(userId, days) };
    },

    summary,
  };
}

export type ReviewsService = ReturnType<typeof createReviewsService>;
