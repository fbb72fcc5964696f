import { z } from 'zod';
import { optionalText } from '../search/list-query.ts';

/** POST /api/contact: the /contato form (anyone; limited per IP). */
export const contactMessageBodySchema = z
  .object({
    name: z.string().trim().min(2, 'Informe seu nome.').max(120),
    email: z.string().trim().toLowerCase().pipe(z.email('Informe um email válido.')).pipe(z.string().max(200)),
    subject: z.string().trim().min(3, 'Informe o assunto.').max(150),
    message: z.string().trim().min(10, 'Escreva sua mensagem (pelo menos 10 caracteres).').max(5000, 'A mensagem passou de 5.000 caracteres.'),
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
