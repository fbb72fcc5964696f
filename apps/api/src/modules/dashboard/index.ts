/** The dashboard's "Visão Geral": a person's numbers at a glance. */
export { createDashboardRepository } from './dashboard.repository.ts';
export { dashboardRoutes } from './dashboard.routes.ts';
export { createDashboardService } from './dashboard.service.ts';
