import { jobFieldsSchema } from '@passarela/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateDemoJob } from '../../db/demo/generate-demo-job.ts';
import { DEMO_JOB_COUNT, demoJobOwners, insertDemoJobs } from '../../db/demo/insert-demo-jobs.ts';
import { insertDemoProfiles } from '../../db/demo/insert-demo-profiles.ts';
import { createTestApp, type TestApp } from '../../test-support/test-app.ts';
import { requirementsOf } from './index.ts';

let t: TestApp;
const SEED = 913;
beforeAll(async () => {
  t = await createTestApp();
  await insertDemoProfiles(t.database.db, { seed: SEED, count: 80 });
}, 180_000);
afterAll(async () => {
  await t?.close();
});

describe('demo jobs', () => {
  it('are deterministic, valid for publishing, varied, and in the future', () => {
    const now = new Date();
    const ownerIds = demoJobOwners(SEED, 80);
    expect(ownerIds.length).toBeGreaterThan(3);
    const jobs = Array.from({ length: DEMO_JOB_COUNT }, (_, i) => generateDemoJob(i, { seed: SEED, ownerIds, now }));
    expect(Array.from({ length: DEMO_JOB_COUNT }, (_, i) => generateDemoJob(i, { seed: SEED, ownerIds, now }))).toEqual(jobs);
    expect(new Set(jobs.map((job) => job.state)).size).toBeGreaterThanOrEqual(10);
    expect(new Set(jobs.map((job) => job.jobType)).size).toBeGreaterThanOrEqual(6);
    expect(new Set(jobs.map((job) => job.payUnit)).size).toBe(3);
    for (const job of jobs) {
      const parsed = jobFieldsSchema(true).safeParse({
        title: job.title,
        description: job.description,
        job_type: job.jobType,
        city: job.city,
        state: job.state,
        starts_on: job.startsOn,
        ends_on: job.endsOn,
        pay_cents: job.payCents,
        pay_unit: job.payUnit,
        openings: job.openings,
        ...requirementsOf(job),
        application_deadline: job.applicationDeadline,
      });
      expect(parsed.success, `${job.title}: ${JSON.stringify(parsed.error?.issues)}`).toBe(true);
      expect(ownerIds).toContain(job.ownerId);
    }
  });

  it('are inserted once per seed and appear in /vagas', async () => {
    expect(await insertDemoJobs(t.database.db, { seed: SEED, people: 80 })).toBe(DEMO_JOB_COUNT);
    expect(await insertDemoJobs(t.database.db, { seed: SEED, people: 80 })).toBe(0);
    const page = (await t.app.inject({ url: '/api/jobs?limit=48' })).json();
    expect(page.items.length).toBeGreaterThanOrEqual(20);
    expect(page.items[0].featured).toBe(true);
    const one = await t.app.inject({ url: `/api/jobs/${page.items[0].id}` });
    expect(one.statusCode).toBe(200);
    expect(one.json().owner.profile_slug).toBeTruthy();
  });
});
