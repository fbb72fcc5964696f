import { expect } from '@playwright/test';
import type { Person } from './accounts.ts';
import { fundContractByCard } from './payments.ts';

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

/**
 * A contract between `owner` and `model` through the API, as the screens would make it: the owner
 * proposes from her profile, she accepts, the owner pays by the sandbox's APRO card (the money is
 * then held). Answers the proposal's and the contract's ids.
 */
export async function fundedContract(
  owner: Person,
  model: Person,
  baseURL: string,
  proposal: { title: string; work_date: string; place: string; amount_cents: number },
): Promise<{ proposalId: string; contractId: string }> {
  const headers = { origin: baseURL };
  const created = await owner.api.post('/api/proposals', { headers, data: { ...proposal, model_slug: model.account.slug } });
  expect(created.status(), await created.text()).toBe(201);
  const proposalId = (await created.json()).proposal.id as string;
  const accepted = await model.api.post(`/api/proposals/${proposalId}/accept`, { headers, data: {} });
  expect(accepted.status(), await accepted.text()).toBe(200);
  const contractId = (await accepted.json()).contract.id as string;
  await fundContractByCard(owner, baseURL, contractId);
  return { proposalId, contractId };
}
