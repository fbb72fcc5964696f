import { z } from 'zod';

/** `:paymentId` of the payment routes: one of our payment ids. */
export const paymentParamsSchema = z.object({ paymentId: z.uuid() }).strict();
