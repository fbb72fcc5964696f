/** Development tools that do not exist in production: the dev outbox's emails. */
export { devOutboxRoutes } from './dev-outbox.routes.ts';
