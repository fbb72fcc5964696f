import { type PixKeyType, currencyInputToCentavos, formatCentavos, meetsWithdrawalMinimum, normalizePixKey } from '@passarela/shared';

export interface WithdrawFormValues {
  /** What the currency field shows ('150,00'). */
  amount: string;
  pixKeyType: PixKeyType | '';
  pixKey: string;
}

export type WithdrawFormErrors = Partial<Record<'amount' | 'pixKeyType' | 'pixKey', string>>;

export type WithdrawFormResult = { ok: true; amountCents: number; pixKeyType: PixKeyType; pixKey: string } | { ok: false; errors: WithdrawFormErrors };

/**
 * 'Sacar via Pix' before it is sent: an amount between the minimum and the balance, a key type and
 * a key that the shared Pix rules accept (the server checks all of it again).
 */
export function validateWithdrawForm(values: WithdrawFormValues, limits: { balanceCents: number; minCents: number }): WithdrawFormResult {
  const errors: WithdrawFormErrors = {};
  const amountCents = currencyInputToCentavos(values.amount);
  if (amountCents <= 0) errors.amount = 'Informe o valor do saque.';
  else if (!meetsWithdrawalMinimum(amountCents, limits.balanceCents, limits.minCents))
    errors.amount = `O saque mínimo é ${formatCentavos(limits.minCents)}, ou todo o seu saldo.`;
  else if (amountCents > limits.balanceCents) errors.amount = `Você tem ${formatCentavos(limits.balanceCents)} disponível para saque.`;

  let pixKey = '';
  if (!values.pixKeyType) errors.pixKeyType = 'Escolha o tipo de chave Pix.';
  else if (!values.pixKey.trim()) errors.pixKey = 'Informe a chave Pix.';
  else {
    const normalized = normalizePixKey(values.pixKeyType, values.pixKey);
    if (normalized.ok) pixKey = normalized.key;
    else errors.pixKey = normalized.message;
  }

  if (Object.keys(errors).length > 0 || !values.pixKeyType) return { ok: false, errors };
  return { ok: true, amountCents, pixKeyType: values.pixKeyType, pixKey };
}

/** What each key type's field expects, shown as its placeholder. */
export const pixKeyPlaceholders: Record<PixKeyType, string> = {
  cpf: '000.000.000-00',
  cnpj: '00.000.000/0000-00',
  email: 'voce@exemplo.com',
  phone: '(11) 91234-5678',
  random: '123e4567-e89b-12d3-a456-426614174000',
};
