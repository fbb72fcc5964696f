/** Jobs (vagas): the public list and page, the owner's jobs, and the job cards other lists show. */
export { type JobCardRow, jobCardColumns, jobOwnerJoin } from './job-card-sql.ts';
export { requirementsOf } from './job-requirements.ts';
export { toJobCard } from './job-views.ts';
export { createJobsListRepository } from './jobs-list.repository.ts';
export { createJobsRepository, publicJobStates } from './jobs.repository.ts';
export { jobsRoutes } from './jobs.routes.ts';
export { createJobsService } from './jobs.service.ts';
