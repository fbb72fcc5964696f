import { expect } from '@playwright/test';
import type { Person } from './accounts.ts';

/** What a spec says about a job it publishes (the API's names). */
interface JobToPublish {
  title: string;
  description: string;
  /** YYYY-MM-DD, e.g. inDays(20). */
  starts_on: string;
  pay_cents: number;
}

/**
 * Publishes a job through the API as `owner`: a catálogo job in Campinas/SP, one opening, paid by
 * the day, unless `overrides` (the API's names: city, state, min_height_cm...) says otherwise.
 */
export async function publishJob(owner: Person, baseURL: string, job: JobToPublish, overrides: Record<string, unknown> = {}): Promise<{ id: string }> {
  const created = await owner.api.post('/api/jobs', {
    headers: { origin: baseURL },
    data: { ...job, job_type: 'catalogo', city: 'Campinas', state: 'SP', pay_unit: 'day', openings: 1, publish: true, ...overrides },
  });
  expect(created.status(), await created.text()).toBe(201);
  return (await created.json()) as { id: string };
}
