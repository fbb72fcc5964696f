import { createHmac, hkdfSync } from 'node:crypto';
import { CPF_CLEAR_DIGITS } from '@passarela/shared';

/**
 * How a CPF is kept (docs/security.md #25: never in clear, never in logs): an HMAC-SHA256 keyed
 * with a key derived from the server's AUTH_SECRET (HKDF, a label of its own, so the key signs
 * nothing else), which finds one CPF on two accounts without storing it, plus its last
 * CPF_CLEAR_DIGITS digits for the screens (***.***.***-NN). Without the secret the hash cannot be
 * checked against the 10^9 possible CPFs. Rotating AUTH_SECRET makes old hashes stop matching new
 * ones (duplicates across the rotation go unnoticed); nothing else depends on them.
 */
export interface CpfHasher {
  hash(cpfDigits: string): string;
}

export function createCpfHasher(authSecret: string): CpfHasher {
  const key = Buffer.from(hkdfSync('sha256', authSecret, 'passarela', 'identity-verification/cpf-hash/v1', 32));
  return { hash: (cpfDigits) => createHmac('sha256', key).update(cpfDigits).digest('hex') };
}

/** The digits kept in clear. */
export function cpfClearDigits(cpfDigits: string): string {
  return cpfDigits.slice(-CPF_CLEAR_DIGITS);
}
