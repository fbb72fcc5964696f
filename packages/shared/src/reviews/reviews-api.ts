import { z } from 'zod';
import { formatNumberPtBr } from '../format/format-number-pt-br.ts';
import { intInput } from '../input/number-input.ts';
import { textInput } from '../input/text-input.ts';
import { userTypes } from '../auth/user-types.ts';

/**
 * Reviews (docs/product.md "Reviews"): after a contract completes each side reviews the other once,
 * within REVIEW_WINDOW_DAYS; a review stays hidden from everyone but its author until both sides
 * have reviewed or the window closes. The reviewee may reply once.
 */

export const REVIEW_COMMENT_MAX = 1000;
export const REVIEW_REPLY_MAX = 1000;

/** POST /api/contracts/:contractId/reviews */
export const reviewBodySchema = z
  .object({
    rating: intInput({ min: 1, max: 5, message: 'Escolha de 1 a 5 estrelas.' }),
    comment: textInput({
      max: REVIEW_COMMENT_MAX,
      required: 'Comentário inválido.',
      tooLong: `O comentário pode ter até ${REVIEW_COMMENT_MAX} caracteres.`,
    }).default(''),
  })
  .strict();
export type ReviewBody = z.infer<typeof reviewBodySchema>;
export type ReviewBodyInput = z.input<typeof reviewBodySchema>;

/** POST /api/reviews/:reviewId/reply */
export const reviewReplyBodySchema = z
  .object({
    reply: textInput({
      max: REVIEW_REPLY_MAX,
      min: 1,
      required: 'Escreva a sua resposta.',
      tooLong: `A resposta pode ter até ${REVIEW_REPLY_MAX} caracteres.`,
    }),
  })
  .strict();
export type ReviewReplyBody = z.infer<typeof reviewReplyBodySchema>;

export const reviewContractParamsSchema = z.object({ contractId: z.uuid({ message: 'Contrato inválido.' }) }).strict();
export const reviewIdParamsSchema = z.object({ reviewId: z.uuid({ message: 'Avaliação inválida.' }) }).strict();

export const reviewPartySchema = z.object({
  name: z.string(),
  profile_slug: z.string().nullable(),
  profile_image_url: z.string().nullable(),
  user_type: z.enum(userTypes),
});
export type ReviewParty = z.infer<typeof reviewPartySchema>;

export const reviewViewSchema = z.object({
  id: z.string(),
  rating: z.number().int().min(1).max(5),
  comment: z.string(),
  reply: z.string().nullable(),
  replied_at: z.string().nullable(),
  created_at: z.string(),
  reviewer: reviewPartySchema,
  reviewee: reviewPartySchema,
  /** The contract, or for a shoot review the booking (id and title): `subject` says which. */
  contract: z.object({ id: z.string(), title: z.string() }),
  subject: z.enum(['contract', 'shoot_booking']),
});
export type ReviewView = z.infer<typeof reviewViewSchema>;

/** Average with one decimal (null when there is none) and how many reviews count. */
export const ratingSummarySchema = z.object({
  average: z.number().nullable(),
  count: z.number().int().min(0),
});
export type RatingSummary = z.infer<typeof ratingSummarySchema>;

/** GET /api/contracts/:contractId/reviews (the parties and admins). */
export const contractReviewsResponseSchema = z.object({
  /** The caller's own review of this contract (null for an admin who is not a party). */
  mine: reviewViewSchema.nullable(),
  /** The other party's review, null while it is not visible yet (or does not exist). */
  theirs: reviewViewSchema.nullable(),
  /** Whether the caller may still send a review now. */
  can_review: z.boolean(),
  /** When the window closes (completed_at + REVIEW_WINDOW_DAYS); null if not completed. */
  window_ends_at: z.string().nullable(),
});
export type ContractReviewsResponse = z.infer<typeof contractReviewsResponseSchema>;

export const reviewResponseSchema = z.object({ review: reviewViewSchema });
export type ReviewResponse = z.infer<typeof reviewResponseSchema>;

export const reviewDirections = ['received', 'given'] as const;
export type ReviewDirection = (typeof reviewDirections)[number];

/** GET /api/me/reviews?direction=&cursor= */
export const myReviewsQuerySchema = z
  .object({
    direction: z.enum(reviewDirections, { message: 'Direção inválida.' }).default('received'),
    cursor: textInput({ max: 500 }).optional(),
  })
  .strict();
export type MyReviewsQuery = z.infer<typeof myReviewsQuerySchema>;

export const MY_REVIEWS_PAGE_SIZE = 50;

export const myReviewsResponseSchema = z.object({
  items: z.array(reviewViewSchema),
  nextCursor: z.string().nullable(),
  /** Received reviews not visible yet ('1 avaliação aguardando a outra parte'); 0 for 'given'. */
  pending_count: z.number().int().min(0),
  /** The caller's rating (visible, non-hidden received reviews). */
  summary: ratingSummarySchema,
});
export type MyReviewsResponse = z.infer<typeof myReviewsResponseSchema>;

/** GET /api/profiles/:slug/reviews (public). */
export const profileReviewsResponseSchema = z.object({
  items: z.array(reviewViewSchema),
  summary: ratingSummarySchema,
});
export type ProfileReviewsResponse = z.infer<typeof profileReviewsResponseSchema>;

/** '1 avaliação aguardando a outra parte' / '3 avaliações aguardando a outra parte'. */
export function pendingReviewsText(count: number): string | null {
  if (count <= 0) return null;
  return count === 1 ? '1 avaliação aguardando a outra parte' : `${count} avaliações aguardando a outra parte`;
}

/** '4,5' (pt-BR, one decimal). */
export function formatRatingAverage(average: number): string {
  return formatNumberPtBr(average, { min: 1 });
}

/** '1 avaliação' / '12 avaliações' */
export function reviewCountText(count: number): string {
  return count === 1 ? '1 avaliação' : `${count} avaliações`;
}
