import { errorCatalog } from '@passarela/shared';
import { describe, expect, it } from 'vitest';
import { nonPortugueseInDetails, notPortuguese } from './portuguese-text.ts';

/** The fuzz suite's language check must not cry wolf on the catalogue, nor miss zod's defaults. */
describe('the Portuguese check of error texts', () => {
  it('accepts every message of the error catalogue', () => {
    const refused = Object.entries(errorCatalog).filter(([, entry]) => notPortuguese(entry.message) !== undefined);
    expect(refused).toEqual([]);
  });

  it('accepts Portuguese that quotes values and names', () => {
    expect(notPortuguese('Use role=received ou role=sent.')).toBeUndefined();
    expect(notPortuguese('Campo não esperado: "zz_campo_desconhecido"')).toBeUndefined();
    expect(nonPortugueseInDetails([{ location: 'body', path: 'email', message: 'Por favor, insira um email válido.' }])).toEqual([]);
    expect(nonPortugueseInDetails({ reason: 'FST_ERR_CTP_EMPTY_JSON_BODY' })).toEqual([]);
  });

  it("refuses zod's, Fastify's and better-auth's English", () => {
    for (const english of [
      'Invalid input: expected string, received undefined',
      'Unrecognized key: "zz"',
      'Invalid UUID',
      'Failed to create user',
      'Not found',
      'Too big: expected string to have <=254 characters',
    ]) {
      expect(notPortuguese(english), english).toBeDefined();
    }
    expect(nonPortugueseInDetails({ reason: "Body cannot be empty when content-type is set to 'application/json'" })).toHaveLength(1);
    expect(nonPortugueseInDetails([{ path: 'a', message: 'Invalid input' }])).toHaveLength(1);
  });
});
