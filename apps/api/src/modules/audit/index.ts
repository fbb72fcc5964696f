/** The audit log: every admin action, written in the transaction that made it, and read by admins. */
export { createAuditLogService } from './audit-log.service.ts';
export { createAuditRepository } from './audit.repository.ts';
export { auditRoutes } from './audit.routes.ts';
