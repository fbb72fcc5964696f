import { randomUUID } from 'node:crypto';
import { IDEMPOTENCY_KEY_HEADER, todayInBrazil } from '@passarela/shared';
import { and, desc, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { jobs, notifications } from '../db/schema/index.ts';
import { creditWalletForTest } from './ledger.ts';
import type { TestApp } from './test-app.ts';
import type { TestPerson } from './test-person.ts';

/** Test-only helpers for the hiring modules: jobs inserted directly, proposals, requests and the bell. */

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

/** A request as `who` (a guest when null); POST sends `payload` or an empty body. */
export function call(t: TestApp, who: TestPerson | null, method: 'GET' | 'POST', url: string, payload?: unknown) {
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

/** The contract's owner pays it from a wallet credited for the purpose: the contract is funded. */
export async function fundContractFromWallet(t: TestApp, payer: TestPerson, contractId: string, amountCents: number): Promise<void> {
  await creditWalletForTest(t.database.db, payer.id, amountCents);
  const funded = await t.app.inject({
    method: 'POST',
    url: `/api/contracts/${contractId}/fund-with-wallet`,
    headers: { ...payer.headers, [IDEMPOTENCY_KEY_HEADER]: randomUUID() },
    payload: {},
  });
  expect(funded.statusCode, funded.body).toBe(200);
}
