/** The admin area's accounts, overview and moderation, and the first admin made by the operator. */
export { adminConversationsRoutes } from './admin-conversations.routes.ts';
export { createAdminConversationsRepository } from './admin-conversations.repository.ts';
export { createAdminConversationsService } from './admin-conversations.service.ts';
export { adminModerationRoutes } from './admin-moderation.routes.ts';
export { createAdminModerationRepository } from './admin-moderation.repository.ts';
export { createAdminModerationService } from './admin-moderation.service.ts';
export { createAdminOverviewRepository } from './admin-overview.repository.ts';
export { adminOverviewRoutes } from './admin-overview.routes.ts';
export { createAdminOverviewService } from './admin-overview.service.ts';
export { createAdminUserDirectoryRepository } from './admin-user-directory.repository.ts';
export { adminUsersRoutes } from './admin-users.routes.ts';
export { createAdminUsersService } from './admin-users.service.ts';
export { createAdminInputSchema, createOrPromoteAdmin } from './create-admin.ts';
