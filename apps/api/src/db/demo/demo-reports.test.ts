import type { ReportGroup } from '@passarela/shared';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { call } from '../../test-support/hiring.ts';
import { createPerson } from '../../test-support/people.ts';
import { openTestAppForFile } from '../../test-support/test-app.ts';
import { insertDemoJobs } from './insert-demo-jobs.ts';
import { insertDemoProfiles } from './insert-demo-profiles.ts';
import { insertDemoReports } from './insert-demo-reports.ts';

/** The demo's reports (insert-demo-reports.ts): every state of the admins' queue, once per seed. */

const SEED = 917;
const t = await openTestAppForFile();
await insertDemoProfiles(t.database.db, { seed: SEED, count: 80 });
await insertDemoJobs(t.database.db, { seed: SEED, people: 80 });

describe('demo reports', () => {
  it('are open, urgent, hidden by three reporters, dismissed and acted on; added once per seed', async () => {
    expect(await insertDemoReports(t.database.db, { seed: SEED })).toEqual({ reports: 8, open: 5, closed: 3 });
    expect(await insertDemoReports(t.database.db, { seed: SEED })).toBeNull();

    const states = await t.database.db.execute<{ status: string; n: number }>(
      sql`select status, count(*)::int as n from reports group by status order by status`,
    );
    expect(states.rows.map((row) => [row.status, row.n])).toEqual([
      ['actioned', 2],
      ['dismissed', 1],
      ['open', 5],
    ]);
    const admin = await createPerson(t, 'admin');
    const queue = (await call(t, admin, 'GET', '/api/admin/reports')).json() as { items: ReportGroup[]; open_groups: number };
    expect(queue.open_groups).toBe(3);
    expect(queue.items.map((group) => [group.item.kind, group.urgent, group.reporters, group.hidden])).toEqual([
      ['profile', true, 1, null],
      ['job', false, 3, 'reports'],
      ['job', false, 1, null],
    ]);
    for (const group of queue.items) expect(group.snapshot.title).not.toBe('');
    const hiddenJob = queue.items[1]?.item.id;
    expect((await call(t, null, 'GET', `/api/jobs/${hiddenJob}`)).statusCode).toBe(404);
    const hiddenByAdmin = await t.database.db.execute<{ n: number }>(sql`select count(*)::int as n from jobs where moderation_hidden_by = 'admin'`);
    expect(hiddenByAdmin.rows[0]?.n).toBe(1);
    const told = await t.database.db.execute<{ type: string; n: number }>(
      sql`select type, count(*)::int as n from notifications where type in ('report_resolved', 'moderation_hidden', 'moderation_warning') group by type order by type`,
    );
    expect(told.rows.map((row) => [row.type, row.n])).toEqual([
      ['moderation_hidden', 1],
      ['moderation_warning', 1],
      ['report_resolved', 3],
    ]);
  });
});
