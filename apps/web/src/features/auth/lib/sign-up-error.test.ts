import { errorCatalog } from '@passarela/shared';
import { describe, expect, it } from 'vitest';
import { ApiError, NETWORK_ERROR } from '../../../lib/api-client.ts';
import { describeSignUpError, fieldOnScreen, stepNumberOfField } from './sign-up-error.ts';

const fromCatalog = (code: keyof typeof errorCatalog, details?: unknown) =>
  new ApiError({ code, status: errorCatalog[code].status, message: errorCatalog[code].message, details });

describe('stepNumberOfField', () => {
  it('finds the wizard step of each field for models and for the others', () => {
    expect(stepNumberOfField('email', 'model')).toBe(2);
    expect(stepNumberOfField('state', 'contractor')).toBe(3);
    expect(stepNumberOfField('phone', 'model')).toBe(4);
    expect(stepNumberOfField('instagram_handle_raw', 'photographer')).toBe(5);
    expect(stepNumberOfField('model_type', 'model')).toBe(6);
    expect(stepNumberOfField('work_interests', 'model')).toBe(9);
    expect(stepNumberOfField('work_interests.0', 'model')).toBe(9);
    expect(stepNumberOfField('acceptedTerms', 'model')).toBe(10);
    expect(stepNumberOfField('acceptedTerms', 'contractor')).toBe(6);
    expect(stepNumberOfField('model_type', 'contractor')).toBeNull();
    expect(stepNumberOfField('nonsense', 'model')).toBeNull();
    expect(stepNumberOfField('profile_image_file', 'photographer')).toBe(6);
  });
});

describe('fieldOnScreen', () => {
  it('names the control that shows a server field', () => {
    expect(fieldOnScreen('photo')).toBe('profile_image_file');
    expect(fieldOnScreen('instagram_handle')).toBe('instagram_handle_raw');
    expect(fieldOnScreen('work_interests.0')).toBe('work_interests');
    expect(fieldOnScreen('email')).toBe('email');
  });
});

describe('describeSignUpError', () => {
  it('sends a taken email or a common password back to step 2 with the server message', () => {
    expect(describeSignUpError(fromCatalog('EMAIL_TAKEN'), 'model')).toEqual({
      title: 'Erro no Cadastro',
      description: 'Este email já está cadastrado.',
      field: 'email',
      step: 2,
    });
    expect(describeSignUpError(fromCatalog('PASSWORD_TOO_COMMON'), 'contractor')).toMatchObject({
      description: 'Senha muito comum. Escolha outra.',
      step: 2,
    });
  });

  it('jumps to the step of the first refused field', () => {
    const error = fromCatalog('VALIDATION_FAILED', [{ location: 'body', path: 'city', message: 'Cidade é obrigatória.' }]);
    expect(describeSignUpError(error, 'model')).toMatchObject({ title: 'Erro no Cadastro', description: 'Cidade é obrigatória.', step: 3 });
    expect(describeSignUpError(fromCatalog('VALIDATION_FAILED', [{ location: 'body' }]), 'model')).toMatchObject({
      description: errorCatalog.VALIDATION_FAILED.message,
      step: null,
    });
  });

  it('reports image problems as an upload error on the photo step', () => {
    expect(describeSignUpError(fromCatalog('INVALID_IMAGE'), 'photographer')).toMatchObject({
      title: 'Erro no Upload da Imagem',
      description: errorCatalog.INVALID_IMAGE.message,
      step: 6,
    });
    expect(describeSignUpError(fromCatalog('IMAGE_TOO_LARGE'), 'model')).toMatchObject({ title: 'Erro no Upload da Imagem', step: 10 });
  });

  it('calls server failures and non-API errors critical, and says how long to wait when rate limited', () => {
    expect(describeSignUpError(fromCatalog('INTERNAL_ERROR'), 'model')).toMatchObject({ title: 'Erro Crítico no Cadastro', step: null });
    expect(describeSignUpError(new Error('x'), 'model')).toMatchObject({
      title: 'Erro Crítico no Cadastro',
      description: 'Ocorreu um erro inesperado. Tente novamente.',
    });
    const offline = new ApiError({ code: NETWORK_ERROR, status: 0, message: 'Não foi possível conectar ao servidor.' });
    expect(describeSignUpError(offline, 'model')).toMatchObject({ title: 'Erro Crítico no Cadastro', description: 'Não foi possível conectar ao servidor.' });
    expect(describeSignUpError(fromCatalog('RATE_LIMITED', { retryAfterSeconds: 3600 }), 'model')).toMatchObject({
      title: 'Erro no Cadastro',
      description: 'Muitas tentativas. Aguarde 1 hora e tente novamente.',
    });
  });
});
