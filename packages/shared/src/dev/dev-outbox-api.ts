import { z } from 'zod';

/**
 * GET /api/dev/outbox (only when NODE_ENV is not production; 404 otherwise): the emails the
 * development outbox stored, newest first. Tests read links from here; people read them at the
 * server-rendered page /dev/outbox.
 */
export const outboxMessageSchema = z.object({
  id: z.string(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  html: z.string(),
  created_at: z.string(),
});
export type OutboxMessage = z.infer<typeof outboxMessageSchema>;
export const outboxResponseSchema = z.object({ messages: z.array(outboxMessageSchema) });
export type OutboxResponse = z.infer<typeof outboxResponseSchema>;
