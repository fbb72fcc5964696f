import { applicationStates, contractStates, jobStates } from '@passarela/shared';
import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';

type Counts<S extends string> = Record<S, number>;

/** The numbers of "Visão Geral": the caller's applications, jobs, proposals and contracts by state. */
export function createDashboardRepository(db: Database) {
  /** `select status, count(*)` rows into a record with every state (0 when absent). */
  async function countByStatus<S extends string>(states: readonly S[], query: SQL): Promise<Counts<S>> {
    const result = await db.execute<{ status: string; count: number | string }>(query);
    const counts = Object.fromEntries(states.map((state) => [state, 0])) as Counts<S>;
    for (const row of result.rows) if (row.status in counts) counts[row.status as S] = Number(row.count);
    return counts;
  }

  async function countOf(query: SQL): Promise<number> {
    const result = await db.execute<{ count: number | string }>(query);
    return Number(result.rows[0]?.count ?? 0);
  }

  return {
    modelApplications: (userId: string) =>
      countByStatus(applicationStates, sql`select status, count(*)::int as count from applications where model_id = ${userId} group by status`),

    modelPendingProposals: (userId: string) => countOf(sql`select count(*)::int as count from proposals where model_id = ${userId} and status = 'pending'`),

    modelContracts: (userId: string) =>
      countByStatus(contractStates, sql`select status, count(*)::int as count from contracts where model_id = ${userId} group by status`),

    ownerJobs: (userId: string) => countByStatus(jobStates, sql`select status, count(*)::int as count from jobs where owner_id = ${userId} group by status`),

    /** Pending applications to the owner's open jobs. */
    ownerNewApplicants: (userId: string) =>
      countOf(
        sql`select count(*)::int as count from applications a join jobs j on j.id = a.job_id
               where j.owner_id = ${userId} and j.status = 'open' and a.status = 'pending'`,
      ),

    ownerPendingProposalsSent: (userId: string) => countOf(sql`select count(*)::int as count from proposals where owner_id = ${userId} and status = 'pending'`),

    ownerContracts: (userId: string) =>
      countByStatus(contractStates, sql`select status, count(*)::int as count from contracts where owner_id = ${userId} group by status`),
  };
}

export type DashboardRepository = ReturnType<typeof createDashboardRepository>;
