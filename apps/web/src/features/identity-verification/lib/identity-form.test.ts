import { describe, expect, it } from 'vitest';
import { cpfProblem, identityPhotoProblem, maskCpfInput, serverIdentityErrors } from './identity-form.ts';

describe('maskCpfInput', () => {
  it('shows the digits as 000.000.000-00 while they are typed', () => {
    expect(maskCpfInput('')).toBe('');
    expect(maskCpfInput('5')).toBe('5');
    expect(maskCpfInput('529')).toBe('529');
    expect(maskCpfInput('5299')).toBe('529.9');
    expect(maskCpfInput('529982')).toBe('529.982');
    expect(maskCpfInput('5299822')).toBe('529.982.2');
    expect(maskCpfInput('529982247')).toBe('529.982.247');
    expect(maskCpfInput('5299822472')).toBe('529.982.247-2');
    expect(maskCpfInput('52998224725')).toBe('529.982.247-25');
  });

  it('drops punctuation, letters and digits past the eleventh (a pasted CPF, a deleted dot)', () => {
    expect(maskCpfInput('529.982.247-25')).toBe('529.982.247-25');
    expect(maskCpfInput(' 529 982 247 25 ')).toBe('529.982.247-25');
    expect(maskCpfInput('529.982.247-259999')).toBe('529.982.247-25');
    expect(maskCpfInput('abc529.98')).toBe('529.98');
    expect(maskCpfInput('529.982.')).toBe('529.982');
  });
});

describe('cpfProblem', () => {
  it('asks for the CPF, refuses wrong check digits and accepts a real one', () => {
    expect(cpfProblem('')).toBe('Informe o CPF.');
    expect(cpfProblem('529.982.247-24')).toBe('CPF inválido. Confira os números.');
    expect(cpfProblem('111.111.111-11')).toBe('CPF inválido. Confira os números.');
    expect(cpfProblem('529.982.247-25')).toBeUndefined();
  });
});

describe('identityPhotoProblem', () => {
  const photo = (type: string, size = 1000) => new File([new Uint8Array(size)], 'foto', { type });

  it('asks for each photo by its name', () => {
    expect(identityPhotoProblem('document', null)).toBe('Envie a foto do documento.');
    expect(identityPhotoProblem('selfie', null)).toBe('Envie a selfie segurando o documento.');
  });

  it('takes JPEG, PNG and WebP up to 10 MB, nothing else', () => {
    expect(identityPhotoProblem('document', photo('image/jpeg'))).toBeUndefined();
    expect(identityPhotoProblem('selfie', photo('image/webp'))).toBeUndefined();
    expect(identityPhotoProblem('document', photo('image/heic'))).toBe('Envie uma foto em JPEG, PNG ou WebP.');
    expect(identityPhotoProblem('document', photo('application/pdf'))).toBe('Envie uma foto em JPEG, PNG ou WebP.');
    expect(identityPhotoProblem('document', photo('image/png', 10 * 1024 * 1024 + 1))).toBe('A foto passa de 10 MB. Envie uma foto menor.');
  });
});

describe('serverIdentityErrors', () => {
  it("puts the server's field errors on the form's fields and ignores the rest", () => {
    expect(
      serverIdentityErrors([
        { path: 'cpf', message: 'CPF inválido. Confira os números.' },
        { path: 'cpf', message: 'segunda' },
        { path: 'document_type', message: 'Escolha o tipo de documento.' },
        { path: 'other', message: 'x' },
        { message: 'sem caminho' },
      ]),
    ).toEqual({ cpf: 'CPF inválido. Confira os números.', document_type: 'Escolha o tipo de documento.' });
    expect(serverIdentityErrors(undefined)).toEqual({});
    expect(serverIdentityErrors({ cpf: 'x' })).toEqual({});
  });
});
