import { z } from 'zod';
import { textInput } from '../input/text-input.ts';
import { contactKinds } from './contact-shield.ts';
import { MESSAGE_BODY_FIELD, messageImageSchema } from './message-images.ts';

/**
 * Conversations (docs/product.md "Conversations"): one thread per pair of people and subject, kept
 * on the platform so a dispute has a record. A message is text, photos (message-images.ts) or both.
 */

/**
 * What a thread is about. 'profile': a contractor's or photographer's first contact from a model's
 * profile (models reply, they do not start); 'application': a job's owner and an applicant;
 * 'proposal': a proposal and the contract it becomes; 'booking': a shoot booking's buyer and photographer.
 */
export const conversationSubjectKinds = ['profile', 'application', 'proposal', 'booking'] as const;
export type ConversationSubjectKind = (typeof conversationSubjectKinds)[number];

/** What a thread's subject is, in a word, before its title in the thread's header. */
export const conversationSubjectLabels: Record<ConversationSubjectKind, string> = {
  profile: 'Contato pelo perfil',
  application: 'Candidatura',
  proposal: 'Proposta',
  booking: 'Ensaio',
};

export const MESSAGE_MAX_LENGTH = 2_000;
export const CONVERSATION_PAGE_SIZE = 30;
export const MESSAGES_PAGE_SIZE = 50;
/** At most one email per thread per recipient in this many minutes; the bell and live updates say the rest. */
export const MESSAGE_EMAIL_INTERVAL_MINUTES = 60;
/** New threads a person may start per day; fewer while the account is new or unconfirmed. */
export const NEW_CONVERSATIONS_PER_DAY = 20;
export const NEW_CONVERSATIONS_PER_DAY_NEW_ACCOUNT = 5;
export const NEW_ACCOUNT_DAYS = 7;

export const conversationTexts = {
  /** Told to the sender, once per message that had something hidden. */
  contactHiddenNotice:
    'Ocultamos um contato da sua mensagem. Telefones, emails, redes sociais e chaves Pix aparecem só depois do pagamento pela plataforma, para proteger as duas partes.',
  /** Shown to a contractor writing to a minor. */
  guardianReadsNotice: 'Este perfil é de uma pessoa menor de idade: o responsável legal dela ou dele recebe uma cópia desta conversa por email.',
  blockedNotice: 'Não é possível enviar mensagens nesta conversa.',
  empty: 'Nenhuma conversa por enquanto.',
} as const;

const messageBody = textInput({
  max: MESSAGE_MAX_LENGTH,
  min: 1,
  required: 'Escreva uma mensagem.',
  tooLong: `Use no máximo ${MESSAGE_MAX_LENGTH} caracteres.`,
});

/** POST /api/conversations: opens (or finds) the thread of a subject and sends its first message. */
export const startConversationBodySchema = z
  .object({
    subject: z.discriminatedUnion('kind', [
      z.object({ kind: z.literal('profile'), slug: textInput({ max: 120, min: 1 }) }).strict(),
      z.object({ kind: z.literal('application'), id: z.uuid({ message: 'Candidatura inválida.' }) }).strict(),
      z.object({ kind: z.literal('proposal'), id: z.uuid({ message: 'Proposta inválida.' }) }).strict(),
      z.object({ kind: z.literal('booking'), id: z.uuid({ message: 'Ensaio inválido.' }) }).strict(),
    ]),
    body: messageBody,
  })
  .strict();
export type StartConversationBody = z.input<typeof startConversationBodySchema>;

/** POST /api/conversations/:id/messages */
export const sendMessageBodySchema = z.object({ body: messageBody }).strict();
export type SendMessageBody = z.input<typeof sendMessageBodySchema>;

/** The text part of POST /api/conversations/:id/messages/with-images: optional beside the photos. */
export const messageFormFieldsSchema = z
  .object({ [MESSAGE_BODY_FIELD]: textInput({ max: MESSAGE_MAX_LENGTH, tooLong: `Use no máximo ${MESSAGE_MAX_LENGTH} caracteres.` }).optional() })
  .strict();

export const conversationIdParamsSchema = z.object({ id: z.uuid({ message: 'Conversa não encontrada.' }) }).strict();
/** User ids are better-auth's text ids, not uuids. */
export const blockedUserParamsSchema = z.object({ userId: textInput({ max: 100, min: 1 }) }).strict();

export const conversationsQuerySchema = z.object({ cursor: textInput({ max: 200 }).optional() }).strict();
export const messagesQuerySchema = z.object({ before: textInput({ max: 200 }).optional() }).strict();

export const conversationPersonSchema = z.object({
  user_id: z.string(),
  name: z.string(),
  profile_slug: z.string().nullable(),
  profile_image_url: z.string().nullable(),
  user_type: z.string(),
  /** Identity checked by an admin (profiles.is_verified): the "Identidade verificada" badge. */
  is_verified: z.boolean(),
});
export type ConversationPerson = z.infer<typeof conversationPersonSchema>;

export const conversationSubjectSchema = z.object({
  kind: z.enum(conversationSubjectKinds),
  /** The application's, proposal's, booking's or profile's id. */
  id: z.string(),
  /** The job's, proposal's or booked package's title, or 'Contato pelo perfil'. */
  title: z.string(),
  /** Where the subject is seen in the app. */
  link: z.string(),
});

export const messageViewSchema = z.object({
  id: z.string(),
  mine: z.boolean(),
  body: z.string(),
  created_at: z.string(),
  /** Something was replaced by CONTACT_HIDDEN_TEXT in this message. */
  contact_hidden: z.boolean(),
  /** The recipient's safety banner (SCAM_WARNING_TEXT): the message asks for money outside the platform. */
  scam_warning: z.boolean(),
  /**
   * Hidden by three reporters or an admin: the other side reads reportTexts.hiddenMessage in place
   * of the body; the sender still reads what she wrote, with this flag.
   */
  hidden_by_moderation: z.boolean(),
  /** Its photos, in the order sent (none for the other side once the moderation hid it). */
  images: z.array(messageImageSchema),
});
export type MessageView = z.infer<typeof messageViewSchema>;

export const conversationSummarySchema = z.object({
  id: z.string(),
  subject: conversationSubjectSchema,
  other: conversationPersonSchema,
  /** The thread's latest message; a hidden one reads as on the thread (messageViewSchema.hidden_by_moderation). */
  last_message: z.object({ body: z.string(), mine: z.boolean(), created_at: z.string(), hidden_by_moderation: z.boolean() }).nullable(),
  unread_count: z.number().int(),
  updated_at: z.string(),
});
export type ConversationSummary = z.infer<typeof conversationSummarySchema>;

export const conversationsPageSchema = z.object({ items: z.array(conversationSummarySchema), nextCursor: z.string().nullable() });
export type ConversationsPage = z.infer<typeof conversationsPageSchema>;

export const conversationDetailSchema = conversationSummarySchema.extend({
  /** Contacts in messages are hidden until a contract or a shoot booking between the two is paid. */
  contact_shield: z.boolean(),
  /** The other side is a minor whose guardian gets a copy (shown to her contractor). */
  guardian_reads: z.boolean(),
  /** Either side blocked the other: no more messages. */
  blocked: z.boolean(),
  blocked_by_me: z.boolean(),
});
export type ConversationDetail = z.infer<typeof conversationDetailSchema>;

export const conversationResponseSchema = z.object({ conversation: conversationDetailSchema });
export type ConversationResponse = z.infer<typeof conversationResponseSchema>;

export const messagesPageSchema = z.object({ items: z.array(messageViewSchema), nextCursor: z.string().nullable() });
export type MessagesPage = z.infer<typeof messagesPageSchema>;

/** POST answers: the message as stored (shielded) and what was hidden, so the sender is told why. */
export const sentMessageResponseSchema = z.object({
  conversation_id: z.string(),
  message: messageViewSchema,
  hidden: z.array(z.enum(contactKinds)),
});
export type SentMessageResponse = z.infer<typeof sentMessageResponseSchema>;

export const conversationsUnreadCountSchema = z.object({ count: z.number().int() });
export type ConversationsUnreadCount = z.infer<typeof conversationsUnreadCountSchema>;

export const blockedUsersSchema = z.object({ items: z.array(conversationPersonSchema) });
export type BlockedUsers = z.infer<typeof blockedUsersSchema>;
