import {
  adminShootDisputesListSchema,
  cancelShootBodySchema,
  createShootBookingBodySchema,
  deliverShootBodySchema,
  disputeShootBodySchema,
  emptyShootStepBodySchema,
  payShootBookingWithWalletBodySchema,
  resolveShootDisputeBodySchema,
  shootBookingIdParamsSchema,
  shootBookingResponseSchema,
  shootBookingsQuerySchema,
  shootBookingsResponseSchema,
} from '@passarela/shared';
import { idempotencyKeyOf } from '../../lib/idempotency-key.ts';
import { routesPlugin } from '../../plugins/route-declaration.ts';

/** Who books a shoot: models and contractors. */
const buyers = ['model', 'contractor'] as const;

/** Shoot bookings: booking, paying from the wallet, each side's steps, and the admin's decision on a dispute. */
export const shootBookingsRoutes = routesPlugin('shoot-bookings', (route, { shootBookingsService: service }) => {
  route.post(
    '/api/shoot-bookings',
    {
      access: [...buyers],
      requireVerifiedEmail: true,
      summary: 'Book a free slot of a package (priced by the server); the slot is held until paid',
      body: createShootBookingBodySchema,
      response: { 201: shootBookingResponseSchema },
    },
    async (request, reply) => reply.status(201).send({ booking: await service.create(request.sessionUser, request.body) }),
  );

  route.get(
    '/api/shoot-bookings/mine',
    {
      access: 'user',
      summary: "The caller's bookings as buyer or as photographer, newest first",
      querystring: shootBookingsQuerySchema,
      response: { 200: shootBookingsResponseSchema },
    },
    async (request) => ({ items: await service.mine(request.sessionUser, request.query.role) }),
  );

  route.get(
    '/api/shoot-bookings/:id',
    { access: 'user', summary: 'One booking, for its two sides and admins', params: shootBookingIdParamsSchema, response: { 200: shootBookingResponseSchema } },
    async (request) => ({ booking: await service.get(request.sessionUser, request.params.id) }),
  );

  route.post(
    '/api/shoot-bookings/:id/pay-with-wallet',
    {
      access: [...buyers],
      requireVerifiedEmail: true,
      summary: 'Pay a booking awaiting payment from the wallet (Idempotency-Key header): the total is held in escrow',
      params: shootBookingIdParamsSchema,
      body: payShootBookingWithWalletBodySchema,
      response: { 200: shootBookingResponseSchema },
    },
    async (request) => ({ booking: await service.payWithWallet(request.sessionUser, request.params.id, idempotencyKeyOf(request)) }),
  );

  const plainSteps = {
    accept: 'The photographer accepts a paid booking',
    decline: 'The photographer declines a paid booking: the buyer gets everything back',
    confirm: 'The buyer confirms the photos arrived: the money goes to the photographer, less the platform fee',
  } as const;
  for (const action of ['accept', 'decline', 'confirm'] as const) {
    route.post(
      `/api/shoot-bookings/:id/${action}`,
      { access: 'user', summary: plainSteps[action], params: shootBookingIdParamsSchema, body: emptyShootStepBodySchema, response: { 200: shootBookingResponseSchema } },
      async (request) => ({ booking: await service.step(request.sessionUser, request.params.id, action) }),
    );
  }

  route.post(
    '/api/shoot-bookings/:id/deliver',
    {
      access: 'user',
      summary: 'The photographer marks the photos delivered (a link and/or a note); 7 days later the money is released',
      params: shootBookingIdParamsSchema,
      body: deliverShootBodySchema,
      response: { 200: shootBookingResponseSchema },
    },
    async (request) =>
      ({ booking: await service.step(request.sessionUser, request.params.id, 'deliver', { delivery: { link: request.body.link || null, note: request.body.note } }) }),
  );

  route.post(
    '/api/shoot-bookings/:id/cancel',
    {
      access: 'user',
      summary: 'Cancel a booking: refund by the notice rule (full from the photographer or 48 h ahead, else 50%)',
      params: shootBookingIdParamsSchema,
      body: cancelShootBodySchema,
      response: { 200: shootBookingResponseSchema },
    },
    async (request) => ({ booking: await service.step(request.sessionUser, request.params.id, 'cancel', { reason: request.body?.reason ?? '' }) }),
  );

  route.post(
    '/api/shoot-bookings/:id/dispute',
    {
      access: 'user',
      summary: 'Open a dispute on a paid booking (either side); the money stays held until an admin decides',
      params: shootBookingIdParamsSchema,
      body: disputeShootBodySchema,
      response: { 200: shootBookingResponseSchema },
    },
    async (request) => ({ booking: await service.step(request.sessionUser, request.params.id, 'dispute', { reason: request.body.reason }) }),
  );

  route.get(
    '/api/admin/shoot-disputes',
    { access: ['admin'], summary: 'Shoot bookings in dispute, oldest first, with both sides and the reason', response: { 200: adminShootDisputesListSchema } },
    async () => ({ items: await service.disputes() }),
  );

  route.post(
    '/api/admin/shoot-bookings/:id/resolve',
    {
      access: ['admin'],
      summary: 'Decide a shoot dispute: release to the photographer, refund the buyer, or split (audited)',
      params: shootBookingIdParamsSchema,
      body: resolveShootDisputeBodySchema,
      response: { 200: shootBookingResponseSchema },
    },
    async (request) => ({ booking: await service.resolve(request.sessionUser, request.params.id, request.body) }),
  );
});
