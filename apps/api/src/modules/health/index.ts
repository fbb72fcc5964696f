/** Liveness, readiness and database reachability, for load balancers and uptime checks. */
export { healthRoutes } from './health.routes.ts';
export { createReadiness, type Readiness } from './readiness.ts';
