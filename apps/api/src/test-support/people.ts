import type { UserType } from '@passarela/shared';
import { createAuthRepository } from '../modules/auth/index.ts';
import { createAccount } from './accounts.ts';
import { actAs, openTestAppForFile, type TestApp } from './test-app.ts';
import type { TestPerson } from './test-person.ts';

/** Test-only: people with confirmed emails (admins made by the operator), as the hiring and money tests need them. */

const nonModel = { model_type: undefined, model_physical_type: undefined, gender: undefined, model_characteristics: [], work_interests: [] };

let phoneSeq = 0;

/** A person of `type` with a phone nobody else has, acting by the test header (no session needed). */
export async function createPerson(t: TestApp, type: UserType, options: { verified?: boolean; firstName?: string } = {}): Promise<TestPerson> {
  phoneSeq += 1;
  const phone = `119${String(Date.now() % 10_000_000).padStart(7, '0')}`.slice(0, 10) + String(phoneSeq % 10);
  const firstName = options.firstName ?? (type === 'model' ? 'Ana' : 'Carlos');
  const overrides: Record<string, unknown> = {
    first_name: firstName,
    last_name: 'Teste',
    phone,
    ...(type === 'model' || type === 'admin' ? {} : { userType: type, ...nonModel }),
  };
  const account = await createAccount(t.app, overrides);
  const repository = createAuthRepository(t.database.db);
  if (type === 'admin') await repository.makeAdmin(account.id);
  else if (options.verified !== false) await repository.markEmailVerified(account.id);
  return { ...account, type, name: `${firstName} Teste`, phone, headers: actAs(type, account.id) };
}

/**
 * A model with a confirmed email acting by her real session cookie (a withdrawal checks the
 * session's age, so the test header alone is not enough).
 */
export async function createSignedInPerson(t: TestApp, firstName = 'Bruna'): Promise<TestPerson> {
  const account = await createAccount(t.app, { first_name: firstName, last_name: 'Carteira' });
  await createAuthRepository(t.database.db).markEmailVerified(account.id);
  return account;
}

/** The people most hiring tests need: two models, two hirers (a contractor and a photographer) and an admin. */
export interface HiringCast {
  model: TestPerson;
  otherModel: TestPerson;
  owner: TestPerson;
  otherOwner: TestPerson;
  admin: TestPerson;
}

export async function createHiringCast(t: TestApp): Promise<HiringCast> {
  return {
    model: await createPerson(t, 'model', { firstName: 'Bianca' }),
    otherModel: await createPerson(t, 'model', { firstName: 'Duda' }),
    owner: await createPerson(t, 'contractor', { firstName: 'Carlos' }),
    otherOwner: await createPerson(t, 'photographer', { firstName: 'Paula' }),
    admin: await createPerson(t, 'admin', { firstName: 'Adm' }),
  };
}

/** A test app with the hiring cast, for a whole test file (see openTestAppForFile). */
export async function openHiringTestApp(): Promise<HiringCast & { t: TestApp }> {
  const t = await openTestAppForFile();
  return { t, ...(await createHiringCast(t)) };
}
