import { and, eq, isNull, type SQL, sql } from 'drizzle-orm';
import { profiles, users } from './schema/index.ts';

/** Who reads: the session's user, or null for a guest. */
export interface Viewer {
  id: string;
  userType: string;
}

/**
 * Whether `viewer` may see a row that moderation may have hidden (moderation_hidden_by set by three
 * reporters or an admin): everyone while it is not hidden; once hidden, only its owner (`ownerId`,
 * the column that names them) and admins. Everyone else finds it missing, like a suspended
 * person's (docs/security.md #10).
 */
export function visibleToViewer(hiddenBy: SQL, ownerId: SQL, viewer: Viewer | null): SQL {
  if (viewer?.userType === 'admin') return sql`true`;
  if (viewer) return sql`(${hiddenBy} is null or ${ownerId} = ${viewer.id})`;
  return sql`${hiddenBy} is null`;
}

/** The same in code, for a row already read. */
export function isVisibleToViewer(hiddenBy: string | null, ownerId: string, viewer: Viewer | null): boolean {
  return hiddenBy === null || viewer?.userType === 'admin' || viewer?.id === ownerId;
}

/**
 * The profile at `slug` as its page decides (GET /api/profiles/:slug and its gallery): its owner not
 * suspended and, once moderation hid it, only for its owner and admins. For a query joining
 * `users` on the profile's owner.
 */
export function visibleProfileBySlug(slug: string, viewer: Viewer | null): SQL | undefined {
  return and(eq(profiles.profileSlug, slug), isNull(users.suspendedAt), visibleToViewer(sql`${profiles.moderationHiddenBy}`, sql`${profiles.userId}`, viewer));
}
