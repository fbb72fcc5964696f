/** Reports ("Denunciar") and the admins' moderation queue that acts on them (docs/product.md "Safety"). */
export { createReportItemsRepository } from './report-items.repository.ts';
export { createReportsAdminService, type ReportsAdminService } from './reports-admin.service.ts';
export { createReportsRepository } from './reports.repository.ts';
export { reportsRoutes } from './reports.routes.ts';
export { createReportsService, type ReportsService } from './reports.service.ts';
export { authorLinkOf, itemPhraseForAuthor, moderationNoticeBody, snapshotOf } from './report-snapshots.ts';
export { createUrgentReportAlert } from './urgent-report-alert.ts';
