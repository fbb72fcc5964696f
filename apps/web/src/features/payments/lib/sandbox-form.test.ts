import { decodeSandboxCardToken } from '@passarela/shared';
import { describe, expect, it } from 'vitest';
import { withoutPaymentReturnParams } from '../components/payment-return-toast.tsx';
import { fromBrickFormData } from './brick-form-data.ts';
import { type SandboxFormValues, toSandboxFormData, validateSandboxForm } from './sandbox-form-data.ts';
import { cardBrand, installmentLabel, isValidCardNumber, isValidCpf, isValidExpiry, maskCardNumber, maskCpf, maskExpiry } from './sandbox-form-fields.ts';

const now = new Date('2025-06-15T12:00:00Z');
const card: SandboxFormValues = {
  cardNumber: '5031 4332 1540 6351',
  holder: 'APRO',
  expiry: '11/30',
  cvv: '123',
  cardType: 'credit_card',
  installments: 3,
  cpf: '123.456.789-09',
  email: 'admin@passarela.test',
  fullName: '',
  zipCode: '',
  federalUnit: '',
  city: '',
  neighborhood: '',
  streetName: '',
  streetNumber: '',
};

describe('sandbox form fields', () => {
  it('masks card number, expiry and CPF as typed', () => {
    expect(maskCardNumber('5031433215406351999999')).toBe('5031 4332 1540 6351 999');
    expect(maskExpiry('1130')).toBe('11/30');
    expect(maskExpiry('1')).toBe('1');
    expect(maskCpf('12345678909')).toBe('123.456.789-09');
  });

  it('checks card numbers (Luhn), expiry and CPF check digits', () => {
    expect(isValidCardNumber('5031 4332 1540 6351')).toBe(true);
    expect(isValidCardNumber('4235 6477 2802 5682')).toBe(true);
    expect(isValidCardNumber('5031 4332 1540 6352')).toBe(false);
    expect(isValidExpiry('06/25', now)).toBe(true);
    expect(isValidExpiry('05/25', now)).toBe(false);
    expect(isValidExpiry('13/30', now)).toBe(false);
    expect(isValidCpf('123.456.789-09')).toBe(true);
    expect(isValidCpf('123.456.789-00')).toBe(false);
    expect(isValidCpf('111.111.111-11')).toBe(false);
  });

  it('names the brand as Mercado Pago does and shows instalments of the amount', () => {
    expect(cardBrand('5031433215406351')).toBe('master');
    expect(cardBrand('4235647728025682')).toBe('visa');
    expect(cardBrand('375365153556885')).toBe('amex');
    expect(installmentLabel(1050, 1)).toBe('1x de R$ 10,50 (à vista)');
    expect(installmentLabel(1050, 3)).toBe('3x de R$ 3,50');
    // Issue 24: '12x de R$ 70,83' was R$ 849,96; the first installment carries the left-over centavos.
    expect(installmentLabel(85_000, 12)).toBe('12x: 1 de R$ 70,87 + 11 de R$ 70,83');
    expect(installmentLabel(85_000, 3)).toBe('3x: 1 de R$ 283,34 + 2 de R$ 283,33');
    expect(installmentLabel(85_000, 10)).toBe('10x de R$ 85,00');
  });
});

describe('sandbox form data', () => {
  it('asks each method only for its own fields', () => {
    expect(validateSandboxForm('card', card, now)).toEqual({});
    expect(Object.keys(validateSandboxForm('card', { ...card, cardNumber: '1234', holder: '', expiry: '01/20', cvv: '1', cpf: '1' }, now))).toEqual([
      'cardNumber',
      'holder',
      'expiry',
      'cvv',
      'cpf',
    ]);
    expect(validateSandboxForm('pix', { ...card, cardNumber: '' }, now)).toEqual({});
    expect(validateSandboxForm('wallet', { ...card, cpf: '' }, now)).toEqual({});
    expect(Object.keys(validateSandboxForm('boleto', card, now))).toEqual([
      'fullName',
      'zipCode',
      'federalUnit',
      'city',
      'neighborhood',
      'streetName',
      'streetNumber',
    ]);
  });

  it('sends a card as a sandbox token (holder, last four, brand), never the number or CVV', () => {
    const data = toSandboxFormData('card', card);
    expect(data).toMatchObject({
      payment_method_id: 'master',
      payment_type: 'credit_card',
      installments: 3,
      payer: { email: 'admin@passarela.test', identification: { type: 'CPF', number: '12345678909' } },
    });
    expect(decodeSandboxCardToken(data.token ?? '')).toEqual({ holder: 'APRO', last4: '6351', brand: 'master' });
    const wire = JSON.stringify(data);
    expect(wire).not.toContain('5031433215406351');
    expect(wire).not.toContain('"123"');
    expect(toSandboxFormData('card', { ...card, cardType: 'debit_card' }).installments).toBe(1);
  });

  it('sends Pix, wallet and boleto in the Brick shape', () => {
    expect(toSandboxFormData('pix', card)).toEqual({
      payment_method_id: 'pix',
      payment_type: 'bank_transfer',
      payer: { email: 'admin@passarela.test', identification: { type: 'CPF', number: '12345678909' } },
    });
    expect(toSandboxFormData('wallet', card)).toEqual({
      payment_method_id: 'account_money',
      payment_type: 'account_money',
      payer: { email: 'admin@passarela.test' },
    });
    const boleto = toSandboxFormData('boleto', {
      ...card,
      fullName: 'Ana Maria Souza',
      zipCode: '01310-100',
      federalUnit: 'sp',
      city: 'São Paulo',
      neighborhood: 'Bela Vista',
      streetName: 'Av. Paulista',
      streetNumber: '1000',
    });
    expect(boleto.payer).toMatchObject({ first_name: 'Ana', last_name: 'Maria Souza', address: { zip_code: '01310100', federal_unit: 'SP' } });
  });

  it("narrows the Brick's formData to the strict process body", () => {
    expect(
      fromBrickFormData('credit_card', {
        token: 'tok',
        issuer_id: '24',
        payment_method_id: 'master',
        transaction_amount: 10.5,
        installments: 2,
        processing_mode: 'aggregator',
        payer: { email: 'a@b.com', identification: { type: 'CPF', number: '123.456.789-09' }, extra: 1 },
      }),
    ).toEqual({
      payment_method_id: 'master',
      token: 'tok',
      issuer_id: '24',
      installments: 2,
      payment_type: 'credit_card',
      payer: { email: 'a@b.com', identification: { type: 'CPF', number: '12345678909' } },
    });
    expect(fromBrickFormData('ticket', {})).toBeNull();
  });
});

describe('return from the provider', () => {
  it("removes every provider parameter and keeps the page's own", () => {
    expect(
      withoutPaymentReturnParams(
        '?payment_status=success&collection_id=1&status=approved&external_reference=x&preference_id=p&collection_status=approved&payment_id=9&payment_type=credit_card&merchant_order_id=7&tab=wallet',
      ),
    ).toBe('?tab=wallet');
    expect(withoutPaymentReturnParams('?payment_status=failure')).toBe('');
    expect(withoutPaymentReturnParams('?tab=wallet')).toBeNull();
  });
});
