import { eq } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/index.ts';
import { createAccount } from '../../test-support/accounts.ts';
import { createTestApp, type TestApp } from '../../test-support/test-app.ts';
import { createOrPromoteAdmin } from './create-admin.ts';
import { createAuth, createAuthRepository } from '../auth/index.ts';
import { createProfilesRepository } from '../profiles/index.ts';

let t: TestApp;
let deps: Parameters<typeof createOrPromoteAdmin>[0];
beforeAll(async () => {
  t = await createTestApp();
  const authRepository = createAuthRepository(t.database.db);
  deps = {
    auth: createAuth({
      config: t.config,
      db: t.database.db,
      logger: pino({ level: 'silent' }),
      mailer: { send: async () => {} },
      isSuspended: (id) => authRepository.isSuspended(id),
      markEmailVerified: (id) => authRepository.markEmailVerified(id),
    }),
    authRepository,
    profilesRepository: createProfilesRepository(t.database.db),
  };
});
afterAll(async () => {
  await t?.close();
});

describe('createOrPromoteAdmin', () => {
  it('promotes an existing account, keeping its password and profile', async () => {
    const account = await createAccount(t.app);
    const result = await createOrPromoteAdmin(deps, { email: account.email.toUpperCase() });
    expect(result).toEqual({ outcome: 'promoted', userId: account.user.id, profileSlug: account.user.profile_slug });
    const [row] = await t.database.db.select().from(users).where(eq(users.id, account.user.id));
    expect(row?.userType).toBe('admin');
  });

  it('creates a new admin with a minimal profile, and needs a password for it', async () => {
    await expect(createOrPromoteAdmin(deps, { email: 'novo-admin@passarela.app' })).rejects.toThrow(/--password/);
    const result = await createOrPromoteAdmin(deps, { email: 'novo-admin@passarela.app', password: 'gaivota-no-mastro-9', name: 'Rita' });
    expect(result).toMatchObject({ outcome: 'created', profileSlug: 'rita-admin' });
  });

  it('refuses common and short passwords', async () => {
    await expect(createOrPromoteAdmin(deps, { email: 'x@passarela.app', password: 'password123' })).rejects.toThrow(/muito comum/);
    await expect(createOrPromoteAdmin(deps, { email: 'x@passarela.app', password: 'abc' })).rejects.toThrow(/pelo menos 6/);
  });
});
