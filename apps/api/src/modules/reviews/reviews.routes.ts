import {
  contractReviewsResponseSchema,
  myReviewsQuerySchema,
  myReviewsResponseSchema,
  profileReviewsResponseSchema,
  profileSlugParamsSchema,
  reviewBodySchema,
  reviewContractParamsSchema,
  reviewIdParamsSchema,
  reviewReplyBodySchema,
  reviewResponseSchema,
} from '@passarela/shared';
import type { AppInstance } from '../../app-instance.ts';
import { requireSessionUser } from '../../plugins/route-access.ts';

/** Reviews (docs/product.md "Reviews"): write, read per contract, reply, the caller's lists and a profile's. */
export async function reviewsRoutes(app: AppInstance) {
  const { reviewsService: reviews } = app.services;

  app.post(
    '/api/contracts/:contractId/reviews',
    {
      config: { access: 'user' },
      schema: {
        tags: ['reviews'],
        summary: 'Review the other party of a completed contract, once, within REVIEW_WINDOW_DAYS',
        params: reviewContractParamsSchema,
        body: reviewBodySchema,
        response: { 201: reviewResponseSchema },
      },
    },
    async (request, reply) => {
      const review = await reviews.create(requireSessionUser(request), request.params.contractId, request.body);
      return reply.status(201).header('cache-control', 'no-store').send({ review });
    },
  );

  app.get(
    '/api/contracts/:contractId/reviews',
    {
      config: { access: 'user' },
      schema: {
        tags: ['reviews'],
        summary: 'The caller’s review of a contract and, once visible, the other party’s (parties and admins)',
        params: reviewContractParamsSchema,
        response: { 200: contractReviewsResponseSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return reviews.forContract(requireSessionUser(request), request.params.contractId);
    },
  );

  app.post(
    '/api/reviews/:reviewId/reply',
    {
      config: { access: 'user' },
      schema: {
        tags: ['reviews'],
        summary: 'The reviewed user answers a visible review, once',
        params: reviewIdParamsSchema,
        body: reviewReplyBodySchema,
        response: { 200: reviewResponseSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return { review: await reviews.reply(requireSessionUser(request), request.params.reviewId, request.body.reply) };
    },
  );

  app.get(
    '/api/me/reviews',
    {
      config: { access: 'user' },
      schema: {
        tags: ['reviews'],
        summary: 'Reviews the caller received (visible ones) or gave, newest first, keyset pages of 50',
        querystring: myReviewsQuerySchema,
        response: { 200: myReviewsResponseSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return reviews.mine(requireSessionUser(request).id, request.query);
    },
  );

  app.get(
    '/api/profiles/:slug/reviews',
    {
      config: { access: 'public' },
      schema: {
        tags: ['reviews'],
        summary: 'A profile’s visible reviews (newest 50) and its rating',
        params: profileSlugParamsSchema,
        response: { 200: profileReviewsResponseSchema },
      },
    },
    async (request) => reviews.forProfile(request.params.slug),
  );
}
