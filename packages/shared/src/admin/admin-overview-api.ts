import { z } from 'zod';

export const overviewPeriods = ['day', 'week', 'month'] as const;
export type OverviewPeriod = (typeof overviewPeriods)[number];
export const overviewPeriodLabels: Record<OverviewPeriod, string> = { day: 'Por dia', week: 'Por semana', month: 'Por mês' };
/** How many buckets each period shows: 30 days, 12 weeks, 12 months. */
export const overviewBucketCount: Record<OverviewPeriod, number> = { day: 30, week: 12, month: 12 };

/** GET /api/admin/overview?period=: the marketplace in numbers, now and over time. */
export const adminOverviewQuerySchema = z.object({ period: z.enum(overviewPeriods).default('day') }).strict();
export type AdminOverviewQuery = z.input<typeof adminOverviewQuerySchema>;

const seriesSchema = z.array(z.object({ bucket: z.string(), value: z.number() }));

export const adminOverviewSchema = z.object({
  period: z.enum(overviewPeriods),
  users_by_type: z.record(z.string(), z.number()),
  suspended_users: z.number(),
  open_jobs: z.number(),
  applications_total: z.number(),
  contracts_by_status: z.record(z.string(), z.number()),
  /** Contract value agreed, in centavos (money movements come with payments). */
  contracted_cents: z.number(),
  /**
   * Shoot bookings ("Ensaios"): how many were paid (funded at some point), their volume in
   * centavos, and the platform's fee revenue from them (docs/payments.md "Shoot bookings").
   */
  shoots: z.object({ bookings_paid: z.number(), volume_cents: z.number(), revenue_cents: z.number(), by_status: z.record(z.string(), z.number()) }),
  series: z.object({ sign_ups: seriesSchema, jobs_published: seriesSchema, applications: seriesSchema, contracts: seriesSchema }),
});
export type AdminOverview = z.infer<typeof adminOverviewSchema>;
