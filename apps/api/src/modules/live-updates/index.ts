/** Live updates for signed-in pages: Server-Sent Events fed by lib/live-events (docs/architecture.md "Live updates"). */
export { liveUpdatesRoutes } from './live-updates.routes.ts';
