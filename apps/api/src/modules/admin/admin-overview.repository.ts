import { type AdminOverview, type OverviewPeriod, overviewBucketCount } from '@passarela/shared';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';

type Series = AdminOverview['series']['sign_ups'];

/**
 * The admin overview's numbers. Time series are counted per bucket in São Paulo time with
 * generate_series, so empty days show as 0 instead of disappearing from the chart.
 */
export function createAdminOverviewRepository(db: Database) {
  async function series(
    table: 'users' | 'jobs' | 'applications' | 'contracts',
    column: 'created_at' | 'published_at',
    period: OverviewPeriod,
  ): Promise<Series> {
    const buckets = overviewBucketCount[period];
    const unit = sql.raw(`'${period}'`);
    const step = sql.raw(`'1 ${period}'`);
    const result = await db.execute<{ bucket: string; value: number | string }>(sql`
      with bounds as (
        select date_trunc(${unit}, now() at time zone 'America/Sao_Paulo') as last_bucket
      ),
      buckets as (
        select generate_series(last_bucket - (${buckets - 1} * interval ${step}), last_bucket, interval ${step}) as bucket from bounds
      ),
      counts as (
        select date_trunc(${unit}, ${sql.raw(column)} at time zone 'America/Sao_Paulo') as bucket, count(*)::int as value
        from ${sql.raw(table)}
        where ${sql.raw(column)} >= (select min(bucket) from buckets) at time zone 'America/Sao_Paulo'
        group by 1
      )
      select to_char(b.bucket, 'YYYY-MM-DD') as bucket, coalesce(c.value, 0)::int as value
      from buckets b left join counts c on c.bucket = b.bucket
      order by b.bucket`);
    return result.rows.map((row) => ({ bucket: row.bucket, value: Number(row.value) }));
  }

  return {
    async snapshot(period: OverviewPeriod): Promise<AdminOverview> {
      const [types, suspended, openJobs, applicationsTotal, contracts, signUps, jobsPublished, applicationSeries, contractSeries, shoots, shootFees] = await Promise.all([
        db.execute<{ user_type: string; n: number | string }>(sql`select user_type, count(*)::int as n from users group by user_type`),
        db.execute<{ n: number | string }>(sql`select count(*)::int as n from users where suspended_at is not null`),
        db.execute<{ n: number | string }>(sql`select count(*)::int as n from jobs where status = 'open'`),
        db.execute<{ n: number | string }>(sql`select count(*)::int as n from applications`),
        db.execute<{ status: string; n: number | string; cents: number | string }>(
          sql`select status, count(*)::int as n, coalesce(sum(amount_cents), 0)::bigint as cents from contracts group by status`,
        ),
        series('users', 'created_at', period),
        series('jobs', 'published_at', period),
        series('applications', 'created_at', period),
        series('contracts', 'created_at', period),
        db.execute<{ status: string; n: number | string; paid: number | string; cents: number | string }>(
          sql`select status, count(*)::int as n, count(funded_at)::int as paid, coalesce(sum(total_cents) filter (where funded_at is not null), 0)::bigint as cents
                from shoot_bookings group by status`,
        ),
        db.execute<{ cents: number | string }>(
          sql`select coalesce(sum(e.amount_cents), 0)::bigint as cents from ledger_entries e
                join ledger_transfers t on t.id = e.transfer_id join ledger_accounts a on a.id = e.account_id
               where t.shoot_booking_id is not null and a.kind = 'platform_revenue'`,
        ),
      ]);
      return {
        period,
        users_by_type: Object.fromEntries(types.rows.map((row) => [row.user_type, Number(row.n)])),
        suspended_users: Number(suspended.rows[0]?.n ?? 0),
        open_jobs: Number(openJobs.rows[0]?.n ?? 0),
        applications_total: Number(applicationsTotal.rows[0]?.n ?? 0),
        contracts_by_status: Object.fromEntries(contracts.rows.map((row) => [row.status, Number(row.n)])),
        contracted_cents: contracts.rows.filter((row) => row.status !== 'cancelled').reduce((sum, row) => sum + Number(row.cents), 0),
        shoots: {
          bookings_paid: shoots.rows.reduce((sum, row) => sum + Number(row.paid), 0),
          volume_cents: shoots.rows.reduce((sum, row) => sum + Number(row.cents), 0),
          revenue_cents: Number(shootFees.rows[0]?.cents ?? 0),
          by_status: Object.fromEntries(shoots.rows.map((row) => [row.status, Number(row.n)])),
        },
        series: { sign_ups: signUps, jobs_published: jobsPublished, applications: applicationSeries, contracts: contractSeries },
      };
    },
  };
}

export type AdminOverviewRepository = ReturnType<typeof createAdminOverviewRepository>;
