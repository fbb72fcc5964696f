/**
 * Mercado Pago's status_detail in plain Portuguese (docs/payments.md "Statuses": "Show each in plain
 * Portuguese"). The modal shows this instead of the raw code; unknown codes fall back to
 * 'Seu pagamento foi recusado.' (docs/product.md "Spec 4").
 */
export const statusDetailMessages: Record<string, string> = {
  accredited: 'Pagamento aprovado.',
  partially_refunded: 'Pagamento aprovado e reembolsado em parte.',
  pending_contingency: 'Estamos processando o pagamento. Em até 2 dias úteis avisaremos o resultado.',
  pending_review_manual: 'O pagamento está em análise. Em até 2 dias úteis avisaremos o resultado.',
  pending_waiting_transfer: 'Aguardando o pagamento do Pix.',
  pending_waiting_payment: 'Aguardando o pagamento do boleto.',
  pending_challenge: 'Aguardando a confirmação do pagamento.',
  cc_rejected_bad_filled_card_number: 'Confira o número do cartão.',
  cc_rejected_bad_filled_date: 'Confira a data de validade do cartão.',
  cc_rejected_bad_filled_other: 'Confira os dados do cartão.',
  cc_rejected_bad_filled_security_code: 'Confira o código de segurança do cartão.',
  cc_rejected_blacklist: 'Não foi possível processar o pagamento. Use outro cartão ou forma de pagamento.',
  cc_rejected_call_for_authorize: 'Ligue para o banco emissor para autorizar o pagamento.',
  cc_rejected_card_disabled: 'Ligue para o banco emissor para ativar o cartão.',
  cc_rejected_duplicated_payment: 'Você já fez um pagamento com este valor. Se precisar pagar de novo, use outro cartão ou forma de pagamento.',
  cc_rejected_high_risk: 'O pagamento foi recusado. Use outra forma de pagamento.',
  cc_rejected_insufficient_amount: 'O cartão não tem saldo suficiente.',
  cc_rejected_invalid_installments: 'O cartão não aceita este número de parcelas.',
  cc_rejected_max_attempts: 'Você atingiu o limite de tentativas. Use outro cartão ou forma de pagamento.',
  cc_rejected_other_reason: 'O banco emissor não aprovou o pagamento.',
  rejected_by_bank: 'O banco recusou o pagamento.',
  rejected_insufficient_data: 'Faltaram dados para processar o pagamento.',
  expired: 'O prazo para pagar terminou.',
  by_collector: 'O pagamento foi cancelado.',
  by_payer: 'O pagamento foi cancelado.',
  refunded: 'O pagamento foi reembolsado.',
  by_admin: 'O pagamento foi reembolsado.',
};

/** docs/product.md "Spec 4": the error screen shows status_detail, or 'Seu pagamento foi recusado.'. */
export const PAYMENT_DECLINED_FALLBACK = 'Seu pagamento foi recusado.';

export function statusDetailMessage(statusDetail: string | null | undefined): string {
  if (!statusDetail) return PAYMENT_DECLINED_FALLBACK;
  return statusDetailMessages[statusDetail] ?? PAYMENT_DECLINED_FALLBACK;
}
