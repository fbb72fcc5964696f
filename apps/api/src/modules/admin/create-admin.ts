import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@passarela/shared';
import { z } from 'zod';
import { type Auth, type AuthRepository, isCommonPassword } from '../auth/index.ts';
import { insertProfileWithUniqueSlug, type ProfilesRepository } from '../profiles/index.ts';

export const createAdminInputSchema = z
  .object({
    email: z.string().trim().toLowerCase().pipe(z.email('email inválido')),
    password: z
      .string()
      .min(PASSWORD_MIN_LENGTH, `a senha precisa de pelo menos ${PASSWORD_MIN_LENGTH} caracteres`)
      .max(PASSWORD_MAX_LENGTH, `a senha pode ter no máximo ${PASSWORD_MAX_LENGTH} caracteres`)
      .refine((password) => !isCommonPassword(password), 'senha muito comum; escolha outra')
      .optional(),
    name: z.string().trim().min(1).max(140).optional(),
  })
  .strict();
export type CreateAdminInput = z.input<typeof createAdminInputSchema>;

export interface CreateAdminDeps {
  auth: Auth;
  authRepository: AuthRepository;
  profilesRepository: ProfilesRepository;
}

export type CreateAdminResult = { outcome: 'created' | 'promoted'; userId: string; profileSlug: string | undefined };

function splitName(name: string): { firstName: string; lastName: string } {
  const [first = name, ...rest] = name.split(/\s+/);
  return { firstName: first, lastName: rest.join(' ') || 'Admin' };
}

/**
 * The first admin, made by the operator (docs/product.md "Admin"): creates the account as admin with a
 * minimal profile, or promotes an existing account (its password is left as it is). Admin is
 * never reachable through sign-up.
 */
export async function createOrPromoteAdmin(deps: CreateAdminDeps, rawInput: CreateAdminInput): Promise<CreateAdminResult> {
  const input = createAdminInputSchema.parse(rawInput);
  const name = input.name ?? input.email.split('@')[0] ?? 'Admin';

  let userId = await deps.authRepository.findUserIdByEmail(input.email);
  let outcome: CreateAdminResult['outcome'] = 'promoted';
  if (!userId) {
    if (!input.password) throw new Error('--password é obrigatório para criar uma conta nova');
    const created = await deps.auth.api.signUpEmail({ body: { email: input.email, password: input.password, name, userType: 'admin' } });
    userId = created.user.id;
    outcome = 'created';
    // Sign-up also signed the new admin in; nobody holds that session, so it goes.
    await deps.authRepository.deleteSessionsOfUser(userId);
  }
  await deps.authRepository.makeAdmin(userId);

  let profileSlug = (await deps.profilesRepository.findOwnByUserId(userId))?.profile.profileSlug;
  if (!profileSlug) {
    profileSlug = await insertProfileWithUniqueSlug(deps.profilesRepository, { userId, ...splitName(name) });
  }
  return { outcome, userId, profileSlug };
}
