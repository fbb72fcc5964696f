import type { NotificationType } from './notification-types.ts';

/** How a text addresses its reader: by the profile's gender, neutral when it is unknown or another. */
export type ReaderGender = 'feminine' | 'masculine' | 'neutral';

/** The profile's gender ('feminino', 'masculino', null for contractors and unknown) as the texts need it. */
export function readerGenderOf(gender: string | null | undefined): ReaderGender {
  if (gender === 'feminino') return 'feminine';
  if (gender === 'masculino') return 'masculine';
  return 'neutral';
}

type GenderedTitle = Readonly<Record<ReaderGender, string>>;

/**
 * Every notification's headline (the bell's line and the email's subject), named for what actually
 * happened. Hiring an applicant only sends a proposal, so she is told of a proposal; she is hired
 * when the contract is paid (contract_funded). A title about the reader agrees with the reader's
 * gender, and reads neutral when that is not known.
 */
const titles: Readonly<Record<NotificationType, string | GenderedTitle>> = {
  application_received: 'Nova candidatura',
  application_shortlisted: {
    feminine: 'Você foi pré-selecionada',
    masculine: 'Você foi pré-selecionado',
    neutral: 'Sua candidatura foi pré-selecionada',
  },
  application_rejected: 'Candidatura não selecionada',
  application_hired: 'Você recebeu uma proposta',
  application_withdrawn: 'Candidatura retirada',
  proposal_received: 'Você recebeu uma proposta',
  proposal_accepted: 'Proposta aceita',
  proposal_declined: 'Proposta recusada',
  proposal_withdrawn: 'Proposta retirada',
  contract_funded: {
    feminine: 'Você foi contratada!',
    masculine: 'Você foi contratado!',
    neutral: 'Sua contratação foi confirmada!',
  },
  contract_completion_requested: 'Confirme a conclusão do trabalho',
  contract_completed: 'Trabalho concluído',
  contract_cancelled: 'Contrato cancelado',
  contract_disputed: 'Disputa aberta',
  review_received: 'Nova avaliação',
  review_replied: 'Resposta à sua avaliação',
  contract_dispute_resolved: 'Disputa resolvida',
  payment_approved: 'Pagamento aprovado',
  payment_failed: 'Pagamento recusado',
  withdrawal_paid: 'Saque pago',
  withdrawal_refused: 'Saque recusado',
  pro_activated: 'PRO ativado',
  pro_expiring: 'Seu PRO está acabando',
  shoot_booked: 'Novo ensaio agendado e pago',
  shoot_accepted: 'Ensaio confirmado pelo fotógrafo',
  shoot_declined: 'Ensaio recusado e reembolsado',
  shoot_expired: 'Ensaio sem resposta e reembolsado',
  shoot_delivered: 'Fotos do ensaio entregues',
  shoot_released: 'Pagamento do ensaio liberado',
  shoot_cancelled: 'Ensaio cancelado',
  shoot_disputed: 'Disputa aberta em um ensaio',
  shoot_dispute_resolved: 'Disputa do ensaio resolvida',
  message_received: 'Nova mensagem',
  report_resolved: 'Sua denúncia foi analisada',
  moderation_warning: 'Advertência da moderação',
  moderation_hidden: 'Conteúdo ocultado pela moderação',
  identity_approved: 'Identidade verificada',
  identity_rejected: 'Verificação de identidade recusada',
};

/**
 * The title of a notification of `type` for a reader whose profile gender is `gender` (pass it for
 * every notification about the reader; the kinds whose words do not depend on it ignore it).
 */
export function notificationTitle(type: NotificationType, gender?: string | null): string {
  const title = titles[type];
  return typeof title === 'string' ? title : title[readerGenderOf(gender)];
}
