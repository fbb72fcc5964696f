/** The payment texts of docs/product.md "Spec 4" and "Spec 8", copied exactly; tests assert them. */
export const paymentMessages = {
  modalTitle: 'Finalizar Pagamento',
  modalFallbackDescription: 'Preencha os dados abaixo para concluir.',
  successTitle: 'Pagamento Aprovado!',
  errorTitle: 'Pagamento Falhou',
  errorDefault: 'Houve um problema ao processar seu pagamento. Por favor, tente novamente.',
  missingReference: 'Ocorreu um erro inesperado. A referência de pagamento não foi encontrada.',
  accessDenied: { title: 'Acesso Negado', description: 'Você precisa estar logado para fazer um pagamento.' },
  noMethod: {
    title: 'Erro de Configuração',
    description: 'Nenhum método de pagamento está habilitado. Por favor, configure os pagamentos no painel do administrador.',
  },
  sdkLoading: { title: 'Aguarde', description: 'O sistema de pagamentos ainda está carregando. Tente novamente em alguns segundos.' },
  publicKeyFailed: { title: 'Erro de Pagamento', description: 'Não foi possível carregar o sistema de pagamentos. Tente recarregar a página.' },
  preferenceFailed: {
    title: 'Erro ao Iniciar Pagamento',
    network: 'Não foi possível conectar ao serviço de pagamentos. Verifique sua conexão.',
    incomplete: 'Dados de pagamento incompletos retornados pelo servidor.',
  },
  processFailed: { title: 'Falha no Pagamento', fallback: 'Não foi possível processar seu pagamento. Tente novamente.' },
  unexpected: {
    title: 'Erro no Pagamento',
    description: 'Ocorreu um erro ao processar o pagamento. Por favor, verifique os dados e tente novamente.',
    noMethodSelected: 'Nenhum método de pagamento está habilitado. Por favor, configure-os no painel de administração.',
  },
  returnSuccess: { title: 'Pagamento bem-sucedido!', description: 'Sua transação foi aprovada e processada.' },
  returnFailure: { title: 'Falha no Pagamento' },
} as const;

/** docs/product.md "Spec 9": payment toasts last 5, 8 or 10 s. */
export const paymentToastDurations = { long: 10_000, unexpected: 8000, return: 5000 } as const;

/** docs/product.md "Spec 9": form delay 200 ms, reset delay 300 ms, reset after a missing reference 3 s. */
export const PAYMENT_FORM_DELAY_MS = 200;
export const PAYMENT_RESET_DELAY_MS = 300;
export const PAYMENT_MISSING_REFERENCE_RESET_MS = 3000;

/** 'Pagamento Aprovado!' body: the transaction for the description is done; the payer is sent on. */
export function successMessage(description: string | null | undefined): string {
  const what = description ? `"${description}"` : 'seu pagamento';
  return `Sua transação para ${what} foi concluída com sucesso. Você será redirecionado em seguida.`;
}
