import { describe, expect, it } from 'vitest';
import { generateDemoJob } from './generate-demo-job.ts';

describe('the demo jobs', () => {
  const now = new Date('2026-03-01T12:00:00Z');
  const jobs = Array.from({ length: 400 }, (_, index) => generateDemoJob(index, { seed: 42, ownerIds: ['owner'], now }));

  it('count days in words that agree with the number ("1 dia", "3 dias"), never "dia(s)"', () => {
    const withDays = jobs.filter((job) => /\d dias?\b/.test(job.description));
    expect(withDays.length).toBeGreaterThan(10);
    for (const job of withDays) {
      const days = job.endsOn ? Math.round((Date.parse(job.endsOn) - Date.parse(job.startsOn)) / 86_400_000) + 1 : 1;
      expect(job.description).toContain(`${days} ${days === 1 ? 'dia' : 'dias'}`);
    }
  });

  it('never write a word with a bracketed ending ("Promotor(a)", "dia(s)")', () => {
    for (const job of jobs) expect(`${job.title} ${job.description}`).not.toMatch(/\p{L}\((s|a|as|es|os|o)\)/u);
  });
});
