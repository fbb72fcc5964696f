import { describe, expect, it } from 'vitest';
import { formatWait, rateLimitedMessage } from './wait-message.ts';

describe('rate-limit wait message', () => {
  it('rounds the wait up to minutes or hours', () => {
    expect(formatWait(5)).toBe('um minuto');
    expect(formatWait(60)).toBe('um minuto');
    expect(formatWait(61)).toBe('2 minutos');
    expect(formatWait(15 * 60)).toBe('15 minutos');
    expect(formatWait(3600)).toBe('1 hora');
    expect(formatWait(3601)).toBe('2 horas');
  });

  it('reads retryAfterSeconds from the error details', () => {
    expect(rateLimitedMessage({ retryAfterSeconds: 900 })).toBe('Muitas tentativas. Aguarde 15 minutos e tente novamente.');
    expect(rateLimitedMessage(undefined)).toBe('Muitas tentativas. Aguarde um pouco e tente novamente.');
    expect(rateLimitedMessage({ retryAfterSeconds: 'x' })).toBe('Muitas tentativas. Aguarde um pouco e tente novamente.');
  });
});
