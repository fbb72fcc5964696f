/** Applications (candidaturas): a model applies to a job; its owner shortlists, rejects or hires. */
export { createApplicationsRepository } from './applications.repository.ts';
export { applicationsRoutes } from './applications.routes.ts';
export { createApplicationsService } from './applications.service.ts';
