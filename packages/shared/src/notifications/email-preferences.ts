import { z } from 'zod';
import { emailedNotificationTypes, type NotificationType } from './notification-types.ts';

/**
 * Which notification emails a person wants (Configurações, docs/product.md "Accounts"). The bell always
 * shows everything; account emails (confirmation, password reset, email change) always go.
 */
export const emailPreferenceCategories = ['hiring', 'reviews', 'money', 'plan'] as const;
export type EmailPreferenceCategory = (typeof emailPreferenceCategories)[number];

export const emailPreferenceTexts: Record<EmailPreferenceCategory, { label: string; hint: string }> = {
  hiring: { label: 'Candidaturas, propostas e contratos', hint: 'Nova candidatura, proposta recebida ou aceita, contrato concluído, cancelado ou em disputa.' },
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
};

/** The preference that decides whether a notification of this type is emailed (null: never emailed). */
export function emailCategoryOf(type: NotificationType): EmailPreferenceCategory | null {
  return emailedNotificationTypes.has(type) ? (categoryOfType[type] ?? null) : null;
}

/** GET and PUT /api/me/email-preferences: true = send these emails (the default for all). */
export const emailPreferencesSchema = z
  .object({ hiring: z.boolean(), reviews: z.boolean(), money: z.boolean(), plan: z.boolean() })
  .strict() satisfies z.ZodType<Record<EmailPreferenceCategory, boolean>>;
export type EmailPreferences = z.infer<typeof emailPreferencesSchema>;

/** The stored form (the categories turned off) as the preferences the form shows. */
export function emailPreferencesFromOptOuts(optOuts: readonly string[]): EmailPreferences {
  return { hiring: !optOuts.includes('hiring'), reviews: !optOuts.includes('reviews'), money: !optOuts.includes('money'), plan: !optOuts.includes('plan') };
}

export function optOutsFromEmailPreferences(preferences: EmailPreferences): EmailPreferenceCategory[] {
  return emailPreferenceCategories.filter((category) => !preferences[category]);
}
