import { z } from 'zod';
import { messageImageSchema } from '../conversations/message-images.ts';

/**
 * An admin reads a thread only through a report of one of its messages or a dispute between its two
 * people, and every reading is audited (docs/security.md #32).
 */

/** Why the admin may read it: the open report, or the contract or shoot booking in dispute. */
export const adminConversationGroundsSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('report'), report_id: z.string() }),
  z.object({ kind: z.literal('contract_dispute'), contract_id: z.string() }),
  z.object({ kind: z.literal('shoot_dispute'), shoot_booking_id: z.string() }),
]);
export type AdminConversationGrounds = z.infer<typeof adminConversationGroundsSchema>;

export const adminConversationPersonSchema = z.object({ id: z.string(), name: z.string(), user_type: z.string() });

/** A message as the admin reads it: as shown to the other side, and as typed when the shield hid a contact. */
export const adminConversationMessageSchema = z.object({
  id: z.string(),
  sender_id: z.string(),
  body: z.string(),
  /** As typed (before contacts were hidden); null when nothing was hidden. */
  original_body: z.string().nullable(),
  scam_warning: z.boolean(),
  /** Hidden by three reporters or an admin (the other side reads a placeholder). */
  hidden_by: z.enum(['reports', 'admin']).nullable(),
  created_at: z.string(),
  /** Its photos, loaded through the thread's photo route, which lets an admin in only while these grounds hold. */
  images: z.array(messageImageSchema),
});
export type AdminConversationMessage = z.infer<typeof adminConversationMessageSchema>;

/** GET /api/admin/conversations/:id (oldest message first). */
export const adminConversationSchema = z.object({
  id: z.string(),
  subject_kind: z.string(),
  started_at: z.string(),
  people: z.array(adminConversationPersonSchema),
  grounds: adminConversationGroundsSchema,
  messages: z.array(adminConversationMessageSchema),
  /** More messages than the reading shows (the oldest are shown). */
  truncated: z.boolean(),
});
export type AdminConversation = z.infer<typeof adminConversationSchema>;

export const adminConversationParamsSchema = z.object({ id: z.uuid({ message: 'Conversa não encontrada.' }) }).strict();

/** GET /api/admin/conversations?contract_id= | ?shoot_booking_id=: the threads of a dispute's two people. */
export const adminDisputeConversationsQuerySchema = z
  .object({
    contract_id: z.uuid({ message: 'Contrato não encontrado.' }).optional(),
    shoot_booking_id: z.uuid({ message: 'Reserva não encontrada.' }).optional(),
  })
  .strict()
  .refine((query) => (query.contract_id === undefined) !== (query.shoot_booking_id === undefined), {
    message: 'Informe o contrato ou a reserva em disputa.',
  });
export type AdminDisputeConversationsQuery = z.infer<typeof adminDisputeConversationsQuerySchema>;

export const adminConversationSummarySchema = z.object({
  id: z.string(),
  subject_kind: z.string(),
  started_at: z.string(),
  last_message_at: z.string(),
  messages: z.number(),
});
export type AdminConversationSummary = z.infer<typeof adminConversationSummarySchema>;
export const adminConversationSummariesSchema = z.object({ items: z.array(adminConversationSummarySchema) });

/** How many messages one reading shows at most. */
export const ADMIN_CONVERSATION_MAX_MESSAGES = 500;
