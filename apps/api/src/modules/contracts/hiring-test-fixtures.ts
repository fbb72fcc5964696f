import type { UserType } from '@passarela/shared';
import { todayInBrazil } from '@passarela/shared';
import { and, desc, eq } from 'drizzle-orm';
import { jobs, notifications } from '../../db/schema/index.ts';
import { createAccount } from '../../test-support/accounts.ts';
import { actAs, type TestApp } from '../../test-support/test-app.ts';
import { createAuthRepository } from '../auth/auth.repository.ts';

/** Test-only helpers for the hiring modules: people with confirmed emails, jobs inserted directly. */

const nonModel = { model_type: undefined, model_physical_type: undefined, gender: undefined, model_characteristics: [], work_interests: [] };

export interface Person {
  id: string;
  slug: string;
  type: UserType;
  name: string;
  phone: string;
  headers: Record<string, string>;
}

let phoneSeq = 0;

export async function createPerson(t: TestApp, type: UserType, options: { verified?: boolean; firstName?: string } = {}): Promise<Person> {
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
  if (type === 'admin') await repository.makeAdmin(account.user.id);
  else if (options.verified !== false) await repository.markEmailVerified(account.user.id);
  return { id: account.user.id, slug: account.user.profile_slug, type, name: `${firstName} Teste`, phone, headers: actAs(type, account.user.id) };
}

/** A date `days` from today in Brazil (YYYY-MM-DD). */
export function dateFromToday(days: number): string {
  const today = new Date(`${todayInBrazil()}T12:00:00Z`);
  today.setUTCDate(today.getUTCDate() + days);
  return today.toISOString().slice(0, 10);
}

export async function insertJob(t: TestApp, ownerId: string, overrides: Partial<typeof jobs.$inferInsert> = {}) {
  const [job] = await t.database.db
    .insert(jobs)
    .values({
      ownerId,
      title: 'Catálogo de verão',
      description: 'Fotos para o catálogo de verão da marca.',
      jobType: 'catalogo',
      city: 'São Paulo',
      state: 'SP',
      startsOn: dateFromToday(10),
      payCents: 50_000,
      payUnit: 'day',
      status: 'open',
      publishedAt: new Date(),
      ...overrides,
    })
    .returning();
  if (!job) throw new Error('no job');
  return job;
}

export function call(t: TestApp, who: Person | null, method: 'GET' | 'POST', url: string, payload?: unknown) {
  return t.app.inject({ method, url, headers: who?.headers ?? {}, ...(method === 'POST' ? { payload: (payload ?? {}) as Record<string, unknown> } : {}) });
}

export async function notificationsOf(t: TestApp, userId: string, type?: string) {
  return t.database.db
    .select()
    .from(notifications)
    .where(type ? and(eq(notifications.userId, userId), eq(notifications.type, type)) : eq(notifications.userId, userId))
    .orderBy(desc(notifications.createdAt));
}

export function proposalBody(overrides: Record<string, unknown> = {}) {
  return {
    title: 'Ensaio de moda praia',
    description: 'Ensaio em estúdio.',
    work_date: dateFromToday(7),
    place: 'São Paulo/SP',
    amount_cents: 80_000,
    ...overrides,
  };
}

/** The people most hiring tests need: two models, two hirers (a contractor and a photographer) and an admin. */
export interface HiringCast {
  model: Person;
  otherModel: Person;
  owner: Person;
  otherOwner: Person;
  admin: Person;
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
