import { describe, expect, it } from 'vitest';
import { newPasswordProblem } from './new-password-problem.ts';

describe('newPasswordProblem', () => {
  it('applies the sign-up rules in order', () => {
    expect(newPasswordProblem('12345', '12345')).toEqual({ field: 'password', message: 'A senha deve ter pelo menos 6 caracteres.' });
    expect(newPasswordProblem('x'.repeat(129), 'x'.repeat(129))?.field).toBe('password');
    expect(newPasswordProblem('segredo-bom', 'segredo-bon')).toEqual({ field: 'confirmation', message: 'As senhas não coincidem.' });
    expect(newPasswordProblem('x'.repeat(64), 'x'.repeat(64))).toBeNull();
  });
});
