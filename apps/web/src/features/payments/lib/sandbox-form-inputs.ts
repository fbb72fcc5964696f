import type { ComponentProps } from 'react';
import type { SandboxFormValues } from './sandbox-form-data.ts';
import { digitsOnly, maskCardNumber, maskCep, maskCpf, maskExpiry } from './sandbox-form-fields.ts';

/** The sandbox form's typed fields (the card type and the instalments are chosen, not typed). */
export type SandboxTextField = Exclude<keyof SandboxFormValues, 'cardType' | 'installments'>;

/** A typed field: its label, what the phone's keyboard and autofill should offer, and how typing is masked. */
export interface SandboxInput extends Pick<ComponentProps<'input'>, 'type' | 'inputMode' | 'autoComplete' | 'placeholder' | 'maxLength' | 'className'> {
  label: string;
  hint?: string;
  mask?: (value: string) => string;
}

/** Every typed field, in the order the form shows them (the first invalid one gets the focus). */
export const sandboxInputs: Record<SandboxTextField, SandboxInput> = {
  cardNumber: {
    label: 'Número do cartão',
    inputMode: 'numeric',
    autoComplete: 'cc-number',
    placeholder: '0000 0000 0000 0000',
    maxLength: 23,
    mask: maskCardNumber,
  },
  holder: {
    label: 'Nome do titular',
    autoComplete: 'cc-name',
    hint: 'Teste: use APRO para aprovar ou OTHE para recusar (nomes de teste do Mercado Pago).',
  },
  expiry: { label: 'Validade (MM/AA)', inputMode: 'numeric', autoComplete: 'cc-exp', placeholder: 'MM/AA', maxLength: 5, mask: maskExpiry },
  cvv: { label: 'CVV', inputMode: 'numeric', autoComplete: 'cc-csc', placeholder: '123', maxLength: 4, mask: digitsOnly },
  fullName: { label: 'Nome completo', autoComplete: 'name' },
  email: { label: 'Email do pagador', type: 'email', autoComplete: 'email' },
  cpf: { label: 'CPF do titular', inputMode: 'numeric', placeholder: '000.000.000-00', maxLength: 14, mask: maskCpf },
  zipCode: { label: 'CEP', inputMode: 'numeric', autoComplete: 'postal-code', maxLength: 9, mask: maskCep },
  federalUnit: { label: 'UF', autoComplete: 'address-level1', maxLength: 2 },
  city: { label: 'Cidade', autoComplete: 'address-level2', className: 'col-span-2' },
  neighborhood: { label: 'Bairro', className: 'col-span-2' },
  streetName: { label: 'Rua', autoComplete: 'address-line1' },
  streetNumber: { label: 'Número' },
};

export const sandboxInputOrder = Object.keys(sandboxInputs) as SandboxTextField[];
