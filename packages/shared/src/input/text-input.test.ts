import { describe, expect, it } from 'vitest';
import { isEmailAddress } from './text-input.ts';

describe('isEmailAddress', () => {
  it('takes ordinary addresses and refuses what the mailbox could never be', () => {
    for (const ok of ['ana@exemplo.com.br', 'ana.souza+vagas@gmail.com', 'a_b-c@sub.dominio.app']) expect(isEmailAddress(ok), ok).toBe(true);
    for (const bad of [
      '',
      'ana',
      'ana@',
      '@exemplo.com',
      'ana@exemplo',
      'ana@exemplo.c',
      'ana @exemplo.com',
      'ana@@exemplo.com',
      'josé@exemplo.com',
      `${'a'.repeat(250)}@x.com`,
    ]) {
      expect(isEmailAddress(bad), bad).toBe(false);
    }
  });
});
