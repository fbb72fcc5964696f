import { expect } from '@playwright/test';
import type { Person } from './accounts.ts';

/** A model's profile and applications set up through the API, for the job-requirement specs. */

/** The fields PATCH /api/profiles/me takes together (the wizard's), as GET /api/profiles/me answers them. */
const wizardFields = [
  'first_name',
  'last_name',
  'phone',
  'city',
  'state',
  'instagram_handle_raw',
  'gender',
  'model_type',
  'model_physical_type',
  'model_characteristics',
  'work_interests',
] as const;

/** Changes `changes` (the API's names: height_cm, city...) on the person's own profile, keeping the rest. */
export async function updateOwnProfile(who: Person, baseURL: string, changes: Record<string, unknown>): Promise<void> {
  const current = await who.api.get('/api/profiles/me');
  expect(current.status(), await current.text()).toBe(200);
  const { profile } = (await current.json()) as { profile: Record<string, unknown> };
  const body = Object.fromEntries(wizardFields.map((field) => [field, profile[field]]));
  const saved = await who.api.patch('/api/profiles/me', { headers: { origin: baseURL }, data: { ...body, ...changes } });
  expect(saved.status(), await saved.text()).toBe(200);
}

/** The model applies to the job through the API, as the job page's button does. */
export async function applyByApi(model: Person, baseURL: string, jobId: string): Promise<void> {
  const applied = await model.api.post(`/api/jobs/${jobId}/applications`, { headers: { origin: baseURL }, data: {} });
  expect(applied.status(), await applied.text()).toBe(201);
}
