import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@passarela/shared';

/**
 * The wizard's password rules and messages (docs/product.md "Spec 5") for a new password and its
 * confirmation. The server also refuses the most common passwords (PASSWORD_TOO_COMMON).
 */
export function newPasswordProblem(password: string, confirmation: string): { field: 'password' | 'confirmation'; message: string } | null {
  if (password.length < PASSWORD_MIN_LENGTH) return { field: 'password', message: 'A senha deve ter pelo menos 6 caracteres.' };
  if (password.length > PASSWORD_MAX_LENGTH) return { field: 'password', message: 'A senha pode ter no máximo 128 caracteres.' };
  if (password !== confirmation) return { field: 'confirmation', message: 'As senhas não coincidem.' };
  return null;
}
