import { transportErrorMessages } from './transport-error-messages.ts';

/**
 * Every error the API can answer with: code -> HTTP status and the Portuguese message users see.
 * The web client branches on `code`; the server's error handler maps `status` from here, so a
 * code can never drift to a different status in two places.
 */
export const errorCatalog = {
  VALIDATION_FAILED: { status: 400, message: 'Alguns dados enviados são inválidos. Confira e tente novamente.' },
  BAD_REQUEST: { status: 400, message: 'Requisição inválida.' },
  UNAUTHENTICATED: { status: 401, message: 'Você precisa estar logado para continuar.' },
  FORBIDDEN: { status: 403, message: 'Você não tem permissão para fazer isso.' },
  ORIGIN_FORBIDDEN: { status: 403, message: 'Origem da requisição não permitida.' },
  ROUTE_NOT_FOUND: { status: 404, message: transportErrorMessages.ROUTE_NOT_FOUND },
  PAGE_NOT_FOUND: { status: 404, message: 'Página não encontrada.' },
  FILE_NOT_FOUND: { status: 404, message: 'Arquivo não encontrado.' },
  PAGE_SLUG_TAKEN: { status: 409, message: 'Já existe uma página com este endereço.' },
  CONTACT_MESSAGE_NOT_FOUND: { status: 404, message: 'Mensagem não encontrada.' },
  PROFILE_NOT_FOUND: { status: 404, message: 'Perfil não encontrado ou indisponível.' },
  USER_NOT_FOUND: { status: 404, message: 'Usuário não encontrado.' },
  JOB_NOT_FOUND: { status: 404, message: 'Vaga não encontrada.' },
  APPLICATION_NOT_FOUND: { status: 404, message: 'Candidatura não encontrada.' },
  PROPOSAL_NOT_FOUND: { status: 404, message: 'Proposta não encontrada.' },
  CONTRACT_NOT_FOUND: { status: 404, message: 'Contrato não encontrado.' },
  REVIEW_NOT_FOUND: { status: 404, message: 'Avaliação não encontrada.' },
  NOTIFICATION_NOT_FOUND: { status: 404, message: 'Notificação não encontrada.' },
  TRANSITION_NOT_ALLOWED: { status: 409, message: 'Esta ação não é possível no estado atual.' },
  JOB_NOT_OPEN: { status: 409, message: 'Esta vaga não está aberta para candidaturas.' },
  ALREADY_APPLIED: { status: 409, message: 'Você já se candidatou a esta vaga.' },
  APPLICATION_LIMIT_REACHED: {
    status: 409,
    message: 'Você atingiu o limite de candidaturas do mês no plano grátis. Assine o PRO para se candidatar sem limite.',
  },
  ALREADY_REVIEWED: { status: 409, message: 'Você já avaliou este contrato.' },
  REVIEW_WINDOW_CLOSED: { status: 409, message: 'O prazo para avaliar este contrato terminou.' },
  ALREADY_REPLIED: { status: 409, message: 'Você já respondeu a esta avaliação.' },
  REVIEW_CONTRACT_NOT_COMPLETED: { status: 409, message: 'Você poderá avaliar quando o contrato for concluído.' },
  INSUFFICIENT_BALANCE: { status: 409, message: 'Saldo insuficiente na carteira.' },
  IDEMPOTENCY_KEY_REQUIRED: { status: 400, message: 'Falta a chave de idempotência desta operação. Recarregue a página e tente de novo.' },
  IDEMPOTENCY_KEY_REUSED: { status: 409, message: 'Esta operação já foi feita com outros dados. Recarregue a página e tente de novo.' },
  IDEMPOTENCY_REQUEST_IN_PROGRESS: { status: 409, message: 'Esta operação ainda está sendo processada. Aguarde alguns segundos.' },
  PAYMENT_NOT_FOUND: { status: 404, message: 'Pagamento não encontrado.' },
  PAYMENT_AMOUNT_MISMATCH: { status: 400, message: 'O valor do pagamento não confere. Recarregue a página e tente de novo.' },
  PAYMENT_ALREADY_PROCESSED: { status: 409, message: 'Este pagamento já foi enviado.' },
  PAYMENT_METHOD_DISABLED: { status: 400, message: 'Esta forma de pagamento não está disponível.' },
  NO_PAYMENT_METHOD_ENABLED: {
    status: 409,
    message: 'Nenhum método de pagamento está habilitado. Por favor, configure os pagamentos no painel do administrador.',
  },
  PAYMENT_PROVIDER_UNAVAILABLE: { status: 502, message: 'Não foi possível conectar ao serviço de pagamentos. Verifique sua conexão.' },
  WEBHOOK_SIGNATURE_INVALID: { status: 401, message: 'Assinatura da notificação inválida.' },
  WITHDRAWAL_BELOW_MINIMUM: { status: 400, message: 'O valor é menor que o saque mínimo.' },
  WITHDRAWAL_NOT_FOUND: { status: 404, message: 'Saque não encontrado.' },
  CONTRACT_NOT_FUNDABLE: { status: 409, message: 'Este contrato não está aguardando pagamento.' },
  SHOOT_NOT_FOUND: { status: 404, message: 'Ensaio não encontrado.' },
  SHOOT_BOOKING_NOT_FOUND: { status: 404, message: 'Agendamento de ensaio não encontrado.' },
  SHOOT_NOT_BOOKABLE: { status: 409, message: 'Este ensaio não está disponível para agendamento.' },
  SHOOT_SLOT_TAKEN: { status: 409, message: 'Este horário acabou de ser reservado por outra pessoa. Escolha outro horário.' },
  SHOOT_SLOT_UNAVAILABLE: { status: 409, message: 'Este horário não está disponível. Escolha um dos horários livres.' },
  SHOOT_EXTRA_NOT_FOUND: { status: 400, message: 'Um dos extras escolhidos não existe neste ensaio.' },
  SHOOT_COVER_NOT_OWNED: { status: 400, message: 'Escolha as fotos de capa da sua própria galeria.' },
  SHOOT_SELF_BOOKING: { status: 400, message: 'Você não pode agendar o seu próprio ensaio.' },
  SHOOT_BOOKING_NOT_PAYABLE: { status: 409, message: 'Este agendamento não está aguardando pagamento.' },
  SHOOT_BOLETO_TOO_CLOSE: {
    status: 409,
    message: 'Boleto não está disponível para este ensaio: ele acontece em menos de 6 dias, e o boleto leva até 3 dias úteis para ser compensado. Pague com cartão, Pix ou saldo da carteira.',
  },
  FAVORITE_SELF: { status: 400, message: 'Você não pode favoritar o seu próprio perfil.' },
  CONVERSATION_NOT_FOUND: { status: 404, message: 'Conversa não encontrada.' },
  CONVERSATION_SELF: { status: 400, message: 'Você não pode conversar com você mesmo.' },
  CONVERSATION_NOT_ALLOWED: {
    status: 403,
    message: 'Só contratantes e fotógrafos começam uma conversa pelo perfil de uma modelo. Responda às conversas que receber.',
  },
  CONVERSATION_BLOCKED: { status: 403, message: 'Não é possível enviar mensagens nesta conversa.' },
  USER_BLOCKED: { status: 403, message: 'Não é possível continuar: uma das pessoas bloqueou a outra.' },
  REPORT_SELF: { status: 400, message: 'Você não pode denunciar a própria conta nem o que você publicou.' },
  REPORT_ITEM_NOT_FOUND: { status: 404, message: 'Não encontramos o que você quer denunciar. Ele pode ter sido removido.' },
  REPORT_ALREADY_OPEN: { status: 409, message: 'Você já denunciou este item. Nossa equipe está analisando.' },
  REPORT_GROUP_NOT_FOUND: { status: 404, message: 'Não há denúncias abertas sobre este item.' },
  IDENTITY_VERIFICATION_NOT_FOUND: { status: 404, message: 'Verificação de identidade não encontrada.' },
  IDENTITY_VERIFICATION_PENDING: { status: 409, message: 'Seus documentos já estão em análise. Aguarde o resultado.' },
  IDENTITY_ALREADY_VERIFIED: { status: 409, message: 'Sua identidade já está verificada.' },
  VERIFIED_BADGE_BY_IDENTITY_ONLY: {
    status: 409,
    message: 'O selo de verificado só é dado ao aprovar os documentos da pessoa na fila de Verificações (Admin > Verificações).',
  },
  IDENTITY_VERIFICATION_DECIDED: { status: 409, message: 'Esta verificação já foi analisada.' },
  IDENTITY_FILES_REQUIRED: { status: 400, message: 'Envie a foto do documento e a selfie segurando o documento.' },
  PROPOSAL_SELF: { status: 400, message: 'Você não pode enviar uma proposta para a sua própria conta.' },
  // A minor's guardian (README "Minors reach contractors through a guardian"); the contractor's
  // side of GUARDIAN_CONSENT_REQUIRED says it in its own words (guardianConsentMessages).
  GUARDIAN_CONSENT_REQUIRED: { status: 403, message: 'Seu responsável ainda não confirmou a autorização. Reenvie o email em Meu Perfil.' },
  GUARDIAN_CONSENT_LINK_INVALID: {
    status: 400,
    message: 'Este link de autorização é inválido, já foi usado ou expirou. Peça para a pessoa do perfil reenviar o email em Meu Perfil.',
  },
  GUARDIAN_CONSENT_NOT_PENDING: { status: 409, message: 'Não há autorização do responsável esperando confirmação.' },
  GUARDIAN_CHANGE_BLOCKED: { status: 409, message: 'Para trocar o responsável durante uma contratação em andamento, fale com o suporte.' },
  BIRTH_DATE_LOCKED: {
    status: 409,
    message: 'A data de nascimento não pode ser alterada depois de salva. Se ela estiver errada, fale com o suporte.',
  },
  INVALID_CREDENTIALS: { status: 401, message: 'Email ou senha inválidos.' },
  ACCOUNT_SUSPENDED: { status: 403, message: 'Sua conta está suspensa. Fale com o suporte para saber mais.' },
  EMAIL_TAKEN: { status: 409, message: 'Este email já está cadastrado.' },
  EMAIL_ALREADY_VERIFIED: { status: 409, message: 'Seu email já está confirmado.' },
  RESET_TOKEN_INVALID: { status: 400, message: 'Este link de redefinição é inválido ou expirou. Peça um novo.' },
  CURRENT_PASSWORD_INVALID: { status: 400, message: 'Senha atual incorreta.' },
  RECENT_SIGN_IN_REQUIRED: { status: 403, message: 'Por segurança, entre novamente para continuar.' },
  ACCOUNT_DELETION_BLOCKED: { status: 409, message: 'Ainda não é possível excluir sua conta.' },
  EMAIL_NOT_VERIFIED: { status: 403, message: 'Confirme seu email para continuar. Enviamos um link para a sua caixa de entrada.' },
  PASSWORD_TOO_COMMON: { status: 400, message: 'Senha muito comum. Escolha outra.' },
  PHOTO_REQUIRED: { status: 400, message: 'Por favor, adicione uma foto para continuar.' },
  INVALID_IMAGE: { status: 400, message: 'Envie uma imagem JPEG, PNG ou WebP válida.' },
  IMAGE_TOO_LARGE: { status: 413, message: transportErrorMessages.IMAGE_TOO_LARGE },
  IMAGE_DIMENSIONS_TOO_LARGE: { status: 400, message: 'A imagem tem resolução grande demais. Envie uma foto de até 40 megapixels.' },
  GALLERY_LIMIT_REACHED: { status: 409, message: 'Você atingiu o limite de fotos do seu plano.' },
  GALLERY_ORDER_MISMATCH: { status: 409, message: 'Sua galeria mudou enquanto você organizava. Recarregue a página e tente de novo.' },
  MEDIA_NOT_FOUND: { status: 404, message: 'Foto não encontrada.' },
  PAYLOAD_TOO_LARGE: { status: 413, message: transportErrorMessages.PAYLOAD_TOO_LARGE },
  UNSUPPORTED_MEDIA_TYPE: { status: 415, message: 'Formato de dados não suportado.' },
  NOT_ACCEPTABLE: { status: 406, message: 'Este endereço só envia atualizações ao vivo (text/event-stream).' },
  RATE_LIMITED: { status: 429, message: 'Muitas tentativas. Aguarde um pouco e tente novamente.' },
  DATABASE_UNAVAILABLE: { status: 503, message: 'Serviço temporariamente indisponível. Tente novamente em instantes.' },
  INTERNAL_ERROR: { status: 500, message: transportErrorMessages.INTERNAL_ERROR },
} as const satisfies Record<string, { status: number; message: string }>;

export type ErrorCode = keyof typeof errorCatalog;

/** The body of every non-2xx API answer. */
export interface ApiErrorBody {
  code: ErrorCode | (string & {});
  message: string;
  details?: unknown;
}

export function isErrorCode(value: string): value is ErrorCode {
  return Object.hasOwn(errorCatalog, value);
}
