import { z } from 'zod';
import { emailInput, textInput } from '../input/text-input.ts';
import { optionalText } from '../search/list-query.ts';

/** POST /api/contact: the /contato form (anyone; limited per IP). */
export const contactMessageBodySchema = z
  .object({
    name: textInput({ max: 120, min: 2, required: 'Informe seu nome.', tooShort: 'Informe seu nome.' }),
    email: emailInput('Informe um email válido.'),
    subject: textInput({ max: 150, min: 3, required: 'Informe o assunto.', tooShort: 'Informe o assunto.' }),
    message: textInput({
      max: 5000,
      min: 10,
      required: 'Escreva sua mensagem (pelo menos 10 caracteres).',
      tooShort: 'Escreva sua mensagem (pelo menos 10 caracteres).',
      tooLong: 'A mensagem passou de 5.000 caracteres.',
    }),
  })
  .strict();
export type ContactMessageBody = z.input<typeof contactMessageBodySchema>;

export const contactMessageStatuses = ['new', 'read', 'answered', 'archived'] as const;
export type ContactMessageStatus = (typeof contactMessageStatuses)[number];
export const contactMessageStatusLabels: Record<ContactMessageStatus, string> = { new: 'Nova', read: 'Lida', answered: 'Respondida', archived: 'Arquivada' };

export const contactMessageSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  subject: z.string(),
  message: z.string(),
  user_id: z.string().nullable(),
  status: z.enum(contactMessageStatuses),
  created_at: z.string(),
});
export type ContactMessage = z.infer<typeof contactMessageSchema>;

export const contactMessagesQuerySchema = z.object({ status: z.enum(contactMessageStatuses).optional(), cursor: optionalText(200) }).strict();
export type ContactMessagesQuery = z.infer<typeof contactMessagesQuerySchema>;
export const contactMessagesPageSchema = z.object({ items: z.array(contactMessageSchema), next_cursor: z.string().nullable() });
export type ContactMessagesPage = z.infer<typeof contactMessagesPageSchema>;

export const contactMessageParamsSchema = z.object({ id: z.uuid('Mensagem não encontrada.') }).strict();
export const contactMessageStatusBodySchema = z.object({ status: z.enum(contactMessageStatuses) }).strict();
