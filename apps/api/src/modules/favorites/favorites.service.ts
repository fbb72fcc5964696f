import { type FavoriteKeys, type FavoriteKind, type FavoritesPage, type FavoritesQuery, isJobId, PROFILE_SLUG_PATTERN } from '@passarela/shared';
import type { HiddenPeople } from '../blocks/index.ts';
import { AppError } from '../../lib/app-error.ts';
import { decodeKeysetCursor, toKeysetPage } from '../../lib/keyset-cursor.ts';
import { toJobCard } from '../jobs/index.ts';
import { toContractorCard, toModelCard } from '../search/index.ts';
import { type FavoritePageArgs, type FavoriteRowKey, type FavoritesRepository, userTypesOfKind } from './favorites.repository.ts';

/**
 * Splits the fetched rows (one more than the page) into the page and the next cursor: a keyset on
 * the caller's own hearts, newest first, so hearting something while scrolling never repeats or
 * skips a card. Targets are profile ids (text) or job ids.
 */
function toPage<Row extends FavoriteRowKey>(rows: Row[], limit: number): { rows: Row[]; nextCursor: string | null } {
  return toKeysetPage(rows, limit, (row) => ({ createdAt: row.favorited_at_key, id: row.target_id }));
}

/**
 * Hearts. The user id always comes from the session (the routes pass it), so nobody reads or
 * changes another user's favourites (docs/security.md #8). Targets are named the way the web names
 * them: a profile slug, or a job id.
 */
export function createFavoritesService(repository: FavoritesRepository, hiddenPeople: HiddenPeople) {
  /** The target's id for the favorites row, or 404 when the slug names nothing of that kind. */
  async function resolveProfileTarget(kind: 'model' | 'contractor', slug: string, options: { allowSuspended: boolean }) {
    if (!PROFILE_SLUG_PATTERN.test(slug)) throw new AppError('PROFILE_NOT_FOUND');
    const target = await repository.findProfileTarget(slug);
    if (!target || !userTypesOfKind[kind].includes(target.userType)) throw new AppError('PROFILE_NOT_FOUND');
    // A suspended profile looks missing (docs/security.md #10), but an old heart may still be removed.
    if (target.suspended && !options.allowSuspended) throw new AppError('PROFILE_NOT_FOUND');
    return target.userId;
  }

  async function resolveTarget(kind: FavoriteKind, target: string, options: { allowSuspended: boolean }): Promise<string> {
    if (kind === 'job') {
      // Jobs are named by id; only a job anyone may see can get a new heart (an old one may go).
      if (!isJobId(target)) throw new AppError('JOB_NOT_FOUND');
      if (options.allowSuspended) return target.toLowerCase();
      const job = await repository.findJobTarget(target);
      if (!job?.visible) throw new AppError('JOB_NOT_FOUND');
      return job.id;
    }
    return resolveProfileTarget(kind, target, options);
  }

  return {
    /** PUT: once or twice, one row. */
    async add(userId: string, kind: FavoriteKind, target: string): Promise<void> {
      const targetId = await resolveTarget(kind, target, { allowSuspended: false });
      if (targetId === userId) throw new AppError('FAVORITE_SELF');
      await repository.add(userId, kind, targetId);
    },

    /** DELETE: a heart that is not there is already removed (204 all the same). */
    async remove(userId: string, kind: FavoriteKind, target: string): Promise<void> {
      const targetId = await resolveTarget(kind, target, { allowSuspended: true });
      await repository.remove(userId, kind, targetId);
    },

    async keys(userId: string): Promise<FavoriteKeys> {
      const keys: FavoriteKeys = { model: [], contractor: [], job: [] };
      for (const row of await repository.keys(userId)) keys[row.kind].push(row.key);
      return keys;
    },

    async list(userId: string, query: FavoritesQuery): Promise<FavoritesPage> {
      const args: FavoritePageArgs = {
        userId,
        after: query.cursor ? decodeKeysetCursor(query.cursor, 'text') : undefined,
        fetch: query.limit + 1,
        now: new Date(),
        // Hearts on someone blocked (either way) stay stored but out of the list.
        hidden: await hiddenPeople(userId),
      };
      if (query.kind === 'model') {
        const { rows, nextCursor } = toPage(await repository.modelsPage(args), query.limit);
        return { kind: 'model', items: rows.map((row) => toModelCard(row, row.is_pro)), nextCursor };
      }
      if (query.kind === 'contractor') {
        const { rows, nextCursor } = toPage(await repository.contractorsPage(args), query.limit);
        return { kind: 'contractor', items: rows.map((row) => toContractorCard(row, row.is_pro)), nextCursor };
      }
      const { rows, nextCursor } = toPage(await repository.jobsPage(args), query.limit);
      return { kind: 'job', items: rows.map(toJobCard), nextCursor };
    },
  };
}

export type FavoritesService = ReturnType<typeof createFavoritesService>;
