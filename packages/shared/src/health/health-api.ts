import { z } from 'zod';

export const healthResponseSchema = z.object({
  status: z.enum(['ok', 'degraded']),
  database: z.object({ status: z.enum(['up', 'down']), driver: z.enum(['pglite', 'postgres']), latencyMs: z.number() }),
  uptimeSeconds: z.number(),
  version: z.string(),
});
export type HealthResponse = z.infer<typeof healthResponseSchema>;

/** Why an instance is not ready: its database did not answer in time, or it is shutting down. */
export const notReadyReasons = ['database', 'shutting-down'] as const;
export type NotReadyReason = (typeof notReadyReasons)[number];

/**
 * The answer of the load balancer's probes, /api/health/live and /api/health/ready: kept tiny
 * because balancers call them every few seconds on every instance.
 */
export const healthProbeResponseSchema = z.object({
  status: z.enum(['ok', 'unavailable']),
  reason: z.enum(notReadyReasons).optional(),
});
export type HealthProbeResponse = z.infer<typeof healthProbeResponseSchema>;
