import { z } from 'zod';

/**
 * GET /api/live-updates: Server-Sent Events for the signed-in caller's open pages (docs/architecture.md
 * "Live updates"). Each event names what changed; the page refetches it through the usual routes.
 * The browser's EventSource sends `Accept: text/event-stream`; any other Accept answers 406.
 */
export const LIVE_UPDATES_PATH = '/api/live-updates';

/** What an event says changed. 'resync': events may have been missed, refetch what is shown. */
export const liveUpdateTypes = ['notification', 'conversation.message', 'resync'] as const;
export type LiveUpdateType = (typeof liveUpdateTypes)[number];

/** The `data:` line of every event. */
export const liveUpdateSchema = z.object({ type: z.string(), data: z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()])) });
export type LiveUpdate = z.infer<typeof liveUpdateSchema>;

/** Seconds between two comment lines that keep proxies from closing a quiet stream. */
export const LIVE_UPDATES_HEARTBEAT_SECONDS = 25;
/** How long the browser waits before reconnecting a dropped stream (the `retry:` field). */
export const LIVE_UPDATES_RETRY_MS = 3_000;
