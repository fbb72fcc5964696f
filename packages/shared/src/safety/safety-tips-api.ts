import { z } from 'zod';

/**
 * The moments a model sees the first-run safety card (docs/product.md "Safety"): the first thread
 * she opens, the first time she is hired. Each is dismissed once per account, on any device.
 */
export const safetyTipsMoments = ['conversation', 'hired'] as const;
export type SafetyTipsMoment = (typeof safetyTipsMoments)[number];

/** Whether she already dismissed each moment's card: part of the session (GET /api/auth/session). */
export const safetyTipsSeenSchema = z.object({ conversation: z.boolean(), hired: z.boolean() }).strict();
export type SafetyTipsSeen = z.infer<typeof safetyTipsSeenSchema>;

/** POST /api/me/safety-tips/:moment/seen */
export const safetyTipsMomentParamsSchema = z.object({ moment: z.enum(safetyTipsMoments) }).strict();
export const safetyTipsSeenResponseSchema = z.object({ safety_tips_seen: safetyTipsSeenSchema }).strict();
export type SafetyTipsSeenResponse = z.infer<typeof safetyTipsSeenResponseSchema>;
