import { z } from 'zod';
import { emailedNotificationTypes, type NotificationType } from './notification-types.ts';

/**
 * Which notification emails a person wants (Configurações, docs/product.md "Accounts"). The bell always
 * shows everything; account emails (confirmation, password reset, email change) always go.
 */
export const emailPreferenceCategories = ['hiring', 'messages', 'reviews', 'money', 'plan'] as const;
export type EmailPreferenceCategory = (typeof emailPreferenceCategories)[number];

export const emailPreferenceTexts: Record<EmailPreferenceCategory, { label: string; hint: string }> = {
  hiring: {
    label: 'Candidaturas, propostas, contratos e ensaios',
    hint: 'Nova candidatura, proposta recebida ou aceita, contrato ou ensaio agendado, concluído, cancelado ou em disputa.',
  },
  messages: { label: 'Mensagens', hint: 'Uma nova mensagem numa conversa: no máximo um email por conversa a cada hora.' },
  reviews: { label: 'Avaliações', hint: 'Quando alguém avalia você.' },
  money: { label: 'Pagamentos e saques', hint: 'Pagamento aprovado ou recusado, saque pago ou recusado.' },
  plan: { label: 'Plano PRO', hint: 'O aviso 3 dias antes do seu PRO vencer.' },
};

const categoryOfType: Partial<Record<NotificationType, EmailPreferenceCategory>> = {
  application_received: 'hiring',
  application_hired: 'hiring',
  proposal_received: 'hiring',
  proposal_accepted: 'hiring',
  contract_completed: 'hiring',
  contract_cancelled: 'hiring',
  contract_disputed: 'hiring',
  contract_dispute_resolved: 'hiring',
  review_received: 'reviews',
  payment_approved: 'money',
  payment_failed: 'money',
  withdrawal_paid: 'money',
  withdrawal_refused: 'money',
  pro_expiring: 'plan',
  shoot_booked: 'hiring',
  shoot_accepted: 'hiring',
  shoot_declined: 'hiring',
  shoot_expired: 'hiring',
  shoot_delivered: 'hiring',
  shoot_released: 'hiring',
  shoot_cancelled: 'hiring',
  shoot_disputed: 'hiring',
  shoot_dispute_resolved: 'hiring',
  message_received: 'messages',
};

/**
 * Account-safety notices: what the moderation did about the person's content, the outcome of an
 * identity check. Emailed always, like the account emails: there is no preference to turn them off
 * (emailCategoryOf answers null, and the notifier sends what has no category).
 */
export const alwaysEmailedNotificationTypes: ReadonlySet<NotificationType> = new Set([
  'moderation_warning',
  'moderation_hidden',
  'identity_approved',
  'identity_rejected',
]);

/** The preference that decides whether a notification of this type is emailed (null: not by preference: never, or always). */
export function emailCategoryOf(type: NotificationType): EmailPreferenceCategory | null {
  return emailedNotificationTypes.has(type) ? (categoryOfType[type] ?? null) : null;
}

/** GET and PUT /api/me/email-preferences: true = send these emails (the default for all). */
export const emailPreferencesSchema = z
  .object({ hiring: z.boolean(), messages: z.boolean(), reviews: z.boolean(), money: z.boolean(), plan: z.boolean() })
  .strict() satisfies z.ZodType<Record<EmailPreferenceCategory, boolean>>;
export type EmailPreferences = z.infer<typeof emailPreferencesSchema>;

/** The stored form (the categories turned off) as the preferences the form shows. */
export function emailPreferencesFromOptOuts(optOuts: readonly string[]): EmailPreferences {
  return Object.fromEntries(emailPreferenceCategories.map((category) => [category, !optOuts.includes(category)])) as EmailPreferences;
}

export function optOutsFromEmailPreferences(preferences: EmailPreferences): EmailPreferenceCategory[] {
  return emailPreferenceCategories.filter((category) => !preferences[category]);
}
