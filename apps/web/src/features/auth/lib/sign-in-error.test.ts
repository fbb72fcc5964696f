import { errorCatalog } from '@passarela/shared';
import { describe, expect, it } from 'vitest';
import { ApiError, NETWORK_ERROR } from '../../../lib/api-client.ts';
import { signInErrorMessage } from './sign-in-error.ts';

const apiError = (code: string, status: number, details?: unknown) => new ApiError({ code, status, message: 'mensagem do servidor', details });

describe('signInErrorMessage', () => {
  it('gives the spec texts for wrong credentials and for anything unexpected', () => {
    expect(signInErrorMessage(apiError('INVALID_CREDENTIALS', 401))).toBe('Email ou senha inválidos.');
    expect(signInErrorMessage(apiError('INTERNAL_ERROR', 500))).toBe('Ocorreu um erro inesperado. Tente novamente.');
    expect(signInErrorMessage(apiError(NETWORK_ERROR, 0))).toBe('Ocorreu um erro inesperado. Tente novamente.');
    expect(signInErrorMessage(new TypeError('boom'))).toBe('Ocorreu um erro inesperado. Tente novamente.');
  });

  it('passes the suspension message through and tells how long to wait when rate limited', () => {
    const suspended = new ApiError({ code: 'ACCOUNT_SUSPENDED', status: 403, message: errorCatalog.ACCOUNT_SUSPENDED.message });
    expect(signInErrorMessage(suspended)).toBe(errorCatalog.ACCOUNT_SUSPENDED.message);
    expect(signInErrorMessage(apiError('RATE_LIMITED', 429, { retryAfterSeconds: 600 }))).toBe('Muitas tentativas. Aguarde 10 minutos e tente novamente.');
  });
});
