import { type GuardianConsentStatus, phoneDigits } from '@passarela/shared';
import { formatDateTimeBr } from '../../../lib/format-date.ts';

export interface GuardianContactFields {
  guardian_name: string | null;
  guardian_email: string | null;
  guardian_phone: string | null;
}

export type GuardianConsentNotice =
  | { kind: 'confirmed'; title: string; text: string }
  | { kind: 'pending'; title: string; text: string }
  | { kind: 'unsaved'; title: string; text: string };

const key = (fields: GuardianContactFields) =>
  [fields.guardian_name?.trim() ?? '', fields.guardian_email?.trim().toLowerCase() ?? '', phoneDigits(fields.guardian_phone ?? '')].join('|');

/**
 * What "Meu Perfil" says about her guardian (README "Minors reach contractors through a
 * guardian"): a guardian typed but not saved yet will get the email on saving; a saved one is
 * waiting for confirmation or confirmed. Null when there is nothing to say (no guardian on file).
 */
export function guardianConsentNotice(
  status: GuardianConsentStatus | null,
  saved: GuardianContactFields,
  typed: GuardianContactFields,
): GuardianConsentNotice | null {
  const typedSomething = Boolean(typed.guardian_name?.trim() || typed.guardian_email?.trim() || typed.guardian_phone?.trim());
  if (typedSomething && key(typed) !== key(saved)) {
    return {
      kind: 'unsaved',
      title: 'Responsável ainda não salvo',
      text: 'Ao salvar, enviamos um email para o responsável confirmar a autorização. Até lá, você não pode se candidatar a vagas nem receber propostas.',
    };
  }
  if (!status) return null;
  if (status.status === 'confirmed') {
    return {
      kind: 'confirmed',
      title: 'Autorização confirmada',
      text: status.confirmed_at ? `Confirmado em ${formatDateTimeBr(status.confirmed_at)}.` : 'Confirmado.',
    };
  }
  const sent = status.last_sent_at ? ` Enviamos o email para ${saved.guardian_email ?? 'o responsável'} em ${formatDateTimeBr(status.last_sent_at)}.` : '';
  return {
    kind: 'pending',
    title: 'Aguardando confirmação',
    text: `Seu responsável precisa abrir o link do email e confirmar a autorização.${sent} Até lá, você não pode se candidatar a vagas nem receber propostas.`,
  };
}
