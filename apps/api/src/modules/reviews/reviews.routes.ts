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
  shootBookingIdParamsSchema,
} from '@passarela/shared';
import { routesPlugin } from '../../plugins/route-declaration.ts';

/** Reviews (docs/product.md "Reviews"): write, read per contract, reply, the caller's lists and a profile's. */
export const reviewsRoutes = routesPlugin('reviews', (route, { reviewsService: reviews }) => {
  route.post(
    '/api/contracts/:contractId/reviews',
    {
      access: 'user',
      summary: 'Review the other party of a completed contract, once, within REVIEW_WINDOW_DAYS',
      params: reviewContractParamsSchema,
      body: reviewBodySchema,
      response: { 201: reviewResponseSchema },
    },
    async (request, reply) => {
      const review = await reviews.create(request.sessionUser, request.params.contractId, request.body);
      return reply.status(201).send({ review });
    },
  );

  route.get(
    '/api/contracts/:contractId/reviews',
    {
      access: 'user',
      summary: 'The caller’s review of a contract and, once visible, the other party’s (parties and admins)',
      params: reviewContractParamsSchema,
      response: { 200: contractReviewsResponseSchema },
    },
    async (request) => reviews.forContract(request.sessionUser, request.params.contractId),
  );

  // Shoot bookings (issue 27): the same double-blind reviews, about a completed booking.
  route.post(
    '/api/shoot-bookings/:id/reviews',
    {
      access: 'user',
      summary: 'Review the other side of a completed shoot booking, once, within REVIEW_WINDOW_DAYS',
      params: shootBookingIdParamsSchema,
      body: reviewBodySchema,
      response: { 201: reviewResponseSchema },
    },
    async (request, reply) => {
      const review = await reviews.create(request.sessionUser, request.params.id, request.body, 'shoot_booking');
      return reply.status(201).send({ review });
    },
  );

  route.get(
    '/api/shoot-bookings/:id/reviews',
    {
      access: 'user',
      summary: 'The caller’s review of a shoot booking and, once visible, the other side’s (both sides and admins)',
      params: shootBookingIdParamsSchema,
      response: { 200: contractReviewsResponseSchema },
    },
    async (request) => reviews.forContract(request.sessionUser, request.params.id, 'shoot_booking'),
  );

  route.post(
    '/api/reviews/:reviewId/reply',
    {
      access: 'user',
      summary: 'The reviewed user answers a visible review, once',
      params: reviewIdParamsSchema,
      body: reviewReplyBodySchema,
      response: { 200: reviewResponseSchema },
    },
    async (request) => ({ review: await reviews.reply(request.sessionUser, request.params.reviewId, request.body.reply) }),
  );

  route.get(
    '/api/me/reviews',
    {
      access: 'user',
      summary: 'Reviews the caller received (visible ones) or gave, newest first, keyset pages of 50',
      querystring: myReviewsQuerySchema,
      response: { 200: myReviewsResponseSchema },
    },
    async (request) => reviews.mine(request.sessionUser.id, request.query),
  );

  route.get(
    '/api/profiles/:slug/reviews',
    {
      access: 'public',
      summary: 'A profile’s visible reviews (newest 50) and its rating',
      params: profileSlugParamsSchema,
      response: { 200: profileReviewsResponseSchema },
    },
    async (request) => reviews.forProfile(request.params.slug, request.sessionUser),
  );
});
