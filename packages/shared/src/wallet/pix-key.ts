import { z } from 'zod';
import { isValidCpf } from '../identity-verification/cpf.ts';
import { isUuid } from '../input/uuid.ts';

/** The five kinds of Pix key (Banco Central's DICT). */
export const pixKeyTypes = ['cpf', 'cnpj', 'email', 'phone', 'random'] as const;
export type PixKeyType = (typeof pixKeyTypes)[number];

export const pixKeyTypeLabels: Record<PixKeyType, string> = {
  cpf: 'CPF',
  cnpj: 'CNPJ',
  email: 'Email',
  phone: 'Celular',
  random: 'Chave aleatória',
};

export function cpfCheckDigitsOk(digits: string): boolean {
  return /^\d{11}$/.test(digits) && isValidCpf(digits);
}

export function cnpjCheckDigitsOk(digits: string): boolean {
  if (!/^\d{14}$/.test(digits) || /^(\d)\1{13}$/.test(digits)) return false;
  const digit = (length: number) => {
    const weights = length === 12 ? [5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2] : [6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2];
    let sum = 0;
    for (let i = 0; i < length; i++) sum += Number(digits[i]) * (weights[i] ?? 0);
    const rest = sum % 11;
    return rest < 2 ? 0 : 11 - rest;
  };
  return digit(12) === Number(digits[12]) && digit(13) === Number(digits[13]);
}

/**
 * The key as it is stored and sent to the bank, or an error message in Portuguese. CPF and CNPJ
 * are kept as digits (check digits verified); phone as +55 and 10-11 digits; email lowercased;
 * random key as a lowercase UUID.
 */
export function normalizePixKey(type: PixKeyType, raw: string): { ok: true; key: string } | { ok: false; message: string } {
  const value = raw.trim();
  switch (type) {
    case 'cpf': {
      const digits = value.replace(/\D/g, '');
      return cpfCheckDigitsOk(digits) ? { ok: true, key: digits } : { ok: false, message: 'CPF inválido.' };
    }
    case 'cnpj': {
      const digits = value.replace(/\D/g, '');
      return cnpjCheckDigitsOk(digits) ? { ok: true, key: digits } : { ok: false, message: 'CNPJ inválido.' };
    }
    case 'email': {
      const email = value.toLowerCase();
      return z.email().max(77).safeParse(email).success ? { ok: true, key: email } : { ok: false, message: 'Email inválido.' };
    }
    case 'phone': {
      let digits = value.replace(/\D/g, '');
      if (digits.length > 11 && digits.startsWith('55')) digits = digits.slice(2);
      return /^[1-9]{2}9?\d{8}$/.test(digits) ? { ok: true, key: `+55${digits}` } : { ok: false, message: 'Celular inválido. Use DDD e número.' };
    }
    default: {
      const key = value.toLowerCase();
      return isUuid(key) ? { ok: true, key } : { ok: false, message: 'Chave aleatória inválida. Ela tem 32 letras e números, com hifens.' };
    }
  }
}

/** A Pix key shown masked in lists: CPF 123.***.***-09, email a***@x.com, phone +55 11 ****-4321. */
export function maskPixKey(type: PixKeyType, key: string): string {
  switch (type) {
    case 'cpf':
      return `${key.slice(0, 3)}.***.***-${key.slice(9)}`;
    case 'cnpj':
      return `${key.slice(0, 2)}.***.***/****-${key.slice(12)}`;
    case 'email': {
      const [user = '', domain = ''] = key.split('@');
      return `${user.slice(0, 1)}***@${domain}`;
    }
    case 'phone':
      return `+55 ${key.slice(3, 5)} ****-${key.slice(-4)}`;
    default:
      return `${key.slice(0, 8)}-****-****-****-${key.slice(-4)}`;
  }
}
