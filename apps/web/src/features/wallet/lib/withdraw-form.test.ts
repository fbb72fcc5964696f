import { formatCentavos } from '@passarela/shared';
import { describe, expect, it } from 'vitest';
import { validateWithdrawForm } from './withdraw-form.ts';

const limits = { balanceCents: 10_000, minCents: 2000 };

describe('validateWithdrawForm', () => {
  it('accepts an amount within the balance and a valid key, normalised as the server stores it', () => {
    expect(validateWithdrawForm({ amount: '50,00', pixKeyType: 'cpf', pixKey: '529.982.247-25' }, limits)).toEqual({
      ok: true,
      amountCents: 5000,
      pixKeyType: 'cpf',
      pixKey: '52998224725',
    });
    expect(validateWithdrawForm({ amount: '100,00', pixKeyType: 'phone', pixKey: '(11) 91234-5678' }, limits)).toMatchObject({
      ok: true,
      amountCents: 10_000,
      pixKey: '+5511912345678',
    });
    expect(validateWithdrawForm({ amount: '20,00', pixKeyType: 'email', pixKey: ' Ana@Exemplo.com ' }, limits)).toMatchObject({
      ok: true,
      pixKey: 'ana@exemplo.com',
    });
  });

  it('takes a whole balance under the minimum, and nothing less', () => {
    const key = { pixKeyType: 'email' as const, pixKey: 'ana@exemplo.com' };
    const small = { balanceCents: 500, minCents: 2000 };
    expect(validateWithdrawForm({ amount: '5,00', ...key }, small)).toMatchObject({ ok: true, amountCents: 500 });
    expect(validateWithdrawForm({ amount: '4,99', ...key }, small)).toEqual({
      ok: false,
      errors: { amount: `O saque mínimo é ${formatCentavos(2000)}, ou todo o seu saldo.` },
    });
  });

  it('refuses an empty amount, one below the minimum and one above the balance, naming the limit', () => {
    const key = { pixKeyType: 'email' as const, pixKey: 'ana@exemplo.com' };
    expect(validateWithdrawForm({ amount: '', ...key }, limits)).toEqual({ ok: false, errors: { amount: 'Informe o valor do saque.' } });
    expect(validateWithdrawForm({ amount: '19,99', ...key }, limits)).toEqual({
      ok: false,
      errors: { amount: `O saque mínimo é ${formatCentavos(2000)}, ou todo o seu saldo.` },
    });
    expect(validateWithdrawForm({ amount: '100,01', ...key }, limits)).toEqual({
      ok: false,
      errors: { amount: `Você tem ${formatCentavos(10_000)} disponível para saque.` },
    });
  });

  it('asks for the key type, then the key, then checks it with the Pix rules of its type', () => {
    expect(validateWithdrawForm({ amount: '30,00', pixKeyType: '', pixKey: '' }, limits)).toEqual({
      ok: false,
      errors: { pixKeyType: 'Escolha o tipo de chave Pix.' },
    });
    expect(validateWithdrawForm({ amount: '30,00', pixKeyType: 'cpf', pixKey: '  ' }, limits)).toEqual({
      ok: false,
      errors: { pixKey: 'Informe a chave Pix.' },
    });
    expect(validateWithdrawForm({ amount: '30,00', pixKeyType: 'cpf', pixKey: '529.982.247-24' }, limits)).toEqual({
      ok: false,
      errors: { pixKey: 'CPF inválido.' },
    });
    expect(validateWithdrawForm({ amount: '30,00', pixKeyType: 'random', pixKey: 'abc' }, limits)).toMatchObject({
      ok: false,
      errors: { pixKey: expect.stringContaining('Chave aleatória inválida') },
    });
  });

  it('reports every problem at once', () => {
    expect(validateWithdrawForm({ amount: '1,00', pixKeyType: 'email', pixKey: 'sem-arroba' }, limits)).toEqual({
      ok: false,
      errors: { amount: `O saque mínimo é ${formatCentavos(2000)}, ou todo o seu saldo.`, pixKey: 'Email inválido.' },
    });
  });
});
