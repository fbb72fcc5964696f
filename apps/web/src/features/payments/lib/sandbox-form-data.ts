import { encodeSandboxCardToken, isEmailAddress } from '@passarela/shared';
import type { PaymentFormData } from './payment-flow.ts';
import { cardBrand, digitsOnly, isValidCardNumber, isValidCpf, isValidCvv, isValidExpiry } from './sandbox-form-fields.ts';

export type SandboxMethod = 'card' | 'pix' | 'boleto' | 'wallet';

export const sandboxMethodLabels: Record<SandboxMethod, string> = {
  card: 'Cartão de crédito/débito',
  pix: 'Pix',
  boleto: 'Boleto',
  wallet: 'Saldo Mercado Pago',
};

export interface SandboxFormValues {
  cardNumber: string;
  holder: string;
  expiry: string;
  cvv: string;
  cardType: 'credit_card' | 'debit_card';
  installments: number;
  cpf: string;
  email: string;
  fullName: string;
  zipCode: string;
  federalUnit: string;
  city: string;
  neighborhood: string;
  streetName: string;
  streetNumber: string;
}

export type SandboxFormErrors = Partial<Record<keyof SandboxFormValues, string>>;

/** Which fields each method asks for, and what is wrong with them (in the order shown). */
export function validateSandboxForm(method: SandboxMethod, values: SandboxFormValues, now: Date = new Date()): SandboxFormErrors {
  const errors: SandboxFormErrors = {};
  if (method === 'card') {
    if (!isValidCardNumber(values.cardNumber)) errors.cardNumber = 'Confira o número do cartão.';
    if (values.holder.trim().length < 2) errors.holder = 'Informe o nome do titular como está no cartão.';
    if (!isValidExpiry(values.expiry, now)) errors.expiry = 'Informe a validade no formato MM/AA.';
    if (!isValidCvv(values.cvv)) errors.cvv = 'Informe os 3 ou 4 dígitos do CVV.';
  }
  if (method === 'boleto' && values.fullName.trim().split(/\s+/).length < 2) errors.fullName = 'Informe nome e sobrenome.';
  if (!isEmailAddress(values.email.trim().toLowerCase())) errors.email = 'Email inválido.';
  if (method !== 'wallet' && !isValidCpf(values.cpf)) errors.cpf = 'CPF inválido.';
  if (method === 'boleto') {
    if (digitsOnly(values.zipCode).length !== 8) errors.zipCode = 'Informe o CEP com 8 dígitos.';
    if (!/^[A-Za-z]{2}$/.test(values.federalUnit.trim())) errors.federalUnit = 'Informe a UF.';
    if (!values.city.trim()) errors.city = 'Informe a cidade.';
    if (!values.neighborhood.trim()) errors.neighborhood = 'Informe o bairro.';
    if (!values.streetName.trim()) errors.streetName = 'Informe a rua.';
    if (!values.streetNumber.trim()) errors.streetNumber = 'Informe o número.';
  }
  return errors;
}

/**
 * What the sandbox form sends: the shape Mercado Pago's Brick sends, with a sandbox card token
 * (holder name, last four digits, brand) in place of a real one. The full number and the CVV
 * never leave the browser.
 */
export function toSandboxFormData(method: SandboxMethod, values: SandboxFormValues): PaymentFormData {
  const email = values.email.trim();
  const identification = { type: 'CPF' as const, number: digitsOnly(values.cpf) };
  if (method === 'card') {
    const number = digitsOnly(values.cardNumber);
    const brand = cardBrand(number);
    return {
      payment_method_id: brand,
      payment_type: values.cardType,
      token: encodeSandboxCardToken({ holder: values.holder.trim(), last4: number.slice(-4), brand }),
      installments: values.cardType === 'debit_card' ? 1 : values.installments,
      payer: { email, identification },
    };
  }
  if (method === 'pix') return { payment_method_id: 'pix', payment_type: 'bank_transfer', payer: { email, identification } };
  if (method === 'wallet') return { payment_method_id: 'account_money', payment_type: 'account_money', payer: { email } };
  const [firstName = '', ...rest] = values.fullName.trim().split(/\s+/);
  return {
    payment_method_id: 'bolbradesco',
    payment_type: 'ticket',
    payer: {
      email,
      first_name: firstName,
      last_name: rest.join(' '),
      identification,
      address: {
        zip_code: digitsOnly(values.zipCode),
        federal_unit: values.federalUnit.trim().toUpperCase(),
        city: values.city.trim(),
        neighborhood: values.neighborhood.trim(),
        street_name: values.streetName.trim(),
        street_number: values.streetNumber.trim(),
      },
    },
  };
}
