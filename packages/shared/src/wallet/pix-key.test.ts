import { describe, expect, it } from 'vitest';
import { normalizePixKey } from './pix-key.ts';

describe('normalizePixKey, random keys', () => {
  it('keeps a UUID in lower case and refuses anything else', () => {
    expect(normalizePixKey('random', ' 0F8FAD5B-D9CB-469F-A165-70867728950E ')).toEqual({ ok: true, key: '0f8fad5b-d9cb-469f-a165-70867728950e' });
    expect(normalizePixKey('random', '0f8fad5b-d9cb-469f-a165-70867728950')).toMatchObject({ ok: false });
    expect(normalizePixKey('random', '0f8fad5bd9cb469fa16570867728950e')).toMatchObject({ ok: false });
  });
});

describe('normalizePixKey, CPF keys', () => {
  it('keeps the digits of a CPF whose check digits hold, and refuses repeated digits', () => {
    expect(normalizePixKey('cpf', '123.456.789-09')).toEqual({ ok: true, key: '12345678909' });
    expect(normalizePixKey('cpf', '123.456.789-00')).toMatchObject({ ok: false });
    expect(normalizePixKey('cpf', '111.111.111-11')).toMatchObject({ ok: false });
  });
});
