import { hideMinorContacts, isMinorOn, PROFILE_SLUG_PATTERN } from '@passarela/shared';
import type { GalleryItem, OwnGalleryResponse, SettingValues } from '@passarela/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { Viewer } from '../../db/moderation-visibility.ts';
import type { TransactionRunner } from '../../db/transaction.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Storage } from '../../lib/storage/storage.ts';
import { galleryFolder, prepareGalleryPhoto, type StoredGalleryPhoto, storeGalleryPhoto } from './gallery-photos.ts';
import { createGalleryRepository, type GalleryRecord, type GalleryRepository } from './gallery.repository.ts';
import type { GalleryUpload } from './gallery-upload-form.ts';

type Plan = { subscriptionType: string | null; subscriptionExpiresAt: Date | null };

export interface GalleryServiceDeps {
  repository: GalleryRepository;
  runInTransaction: TransactionRunner;
  storage: Storage;
  settings: () => Promise<Pick<SettingValues, 'FREE_GALLERY_LIMIT' | 'PRO_GALLERY_LIMIT'>>;
  logger: FastifyBaseLogger;
  now?: () => Date;
}

const toItem = (row: GalleryRecord): GalleryItem => ({ ...row });

const photos = (n: number) => `${n} ${n === 1 ? 'foto' : 'fotos'}`;

/** Over the plan's limit: says how many the plan allows and, when some room is left, how much. */
function limitReached(limit: number, used: number): AppError {
  const remaining = Math.max(0, limit - used);
  const message =
    remaining === 0
      ? `Você atingiu o limite de ${photos(limit)} do seu plano.`
      : `Seu plano permite até ${photos(limit)} e você já tem ${used}. Você ainda pode enviar ${photos(remaining)}.`;
  return new AppError('GALLERY_LIMIT_REACHED', message, { limit, used });
}

/**
 * The gallery ("Minha Mídia" / "Galeria"). Every change to one person's gallery runs in a
 * transaction that first locks their user row, so concurrent uploads cannot pass the plan's limit
 * or share a position, and a reorder never interleaves with a delete.
 */
export function createGalleryService({ repository, runInTransaction, storage, settings, logger, now = () => new Date() }: GalleryServiceDeps) {
  type Limits = Awaited<ReturnType<GalleryServiceDeps['settings']>>;

  /** PRO exactly as the session decides it (isProUser): 'pro' with an end still ahead. */
  function limitFor(plan: Plan, limits: Limits): number {
    const isPro = plan.subscriptionType === 'pro' && plan.subscriptionExpiresAt !== null && plan.subscriptionExpiresAt.getTime() > now().getTime();
    return isPro ? limits.PRO_GALLERY_LIMIT : limits.FREE_GALLERY_LIMIT;
  }

  async function getOwn(userId: string): Promise<OwnGalleryResponse> {
    const plan = await repository.findPlan(userId);
    if (!plan) throw new AppError('UNAUTHENTICATED');
    const items = (await repository.listByUser(userId)).map(toItem);
    return { items, limit: limitFor(plan, await settings()), used: items.length };
  }

  async function removeFiles(userId: string, folders: string[]) {
    for (const folder of folders) {
      await storage.delete(folder).catch((error: unknown) => logger.warn({ err: error, userId, folder }, 'could not remove gallery files'));
    }
  }

  return {
    getOwn,

    /** A visible profile's gallery; missing, suspended and (to others) moderation-hidden look the same (docs/security.md #10). */
    async getPublic(slug: string, viewer: Viewer | null): Promise<GalleryItem[]> {
      if (!PROFILE_SLUG_PATTERN.test(slug)) throw new AppError('PROFILE_NOT_FOUND');
      const owner = await repository.findVisibleOwnerBySlug(slug, viewer);
      if (!owner) throw new AppError('PROFILE_NOT_FOUND');
      const items = (await repository.listByUser(owner.userId)).map(toItem);
      // A minor's captions as her profile's bio: contacts hidden but to herself and admins (docs/security.md #23).
      const showContacts = !isMinorOn(owner.birthDate) || viewer?.userType === 'admin' || viewer?.id === owner.userId;
      return showContacts ? items : items.map((item) => ({ ...item, caption: hideMinorContacts(item.caption) }));
    },

    /**
     * Adds the photos at the end of the gallery, all or none: each is checked and re-encoded
     * first (a bad one refuses the request, naming it), then stored, then recorded under the
     * lock. Files stored for a request that then fails are removed, so nothing is orphaned.
     */
    async upload(userId: string, uploads: GalleryUpload[]): Promise<OwnGalleryResponse> {
      const plan = await repository.findPlan(userId);
      if (!plan) throw new AppError('UNAUTHENTICATED');
      // Read before the transaction: the settings may come from the database, and on PGlite a
      // query outside an open transaction waits for it to end, which would be never.
      const limits = await settings();
      // An early answer before the expensive work; the locked check below is the one that counts.
      const limit = limitFor(plan, limits);
      const usedBefore = await repository.countByUser(userId);
      if (usedBefore + uploads.length > limit) throw limitReached(limit, usedBefore);

      const prepared = [];
      for (const [index, upload] of uploads.entries()) prepared.push(await prepareGalleryPhoto(upload, index, uploads.length));

      const stored: StoredGalleryPhoto[] = [];
      try {
        for (const photo of prepared) stored.push(await storeGalleryPhoto(storage, userId, photo));
        await runInTransaction(async (tx) => {
          const txRepository = createGalleryRepository(tx);
          const locked = await txRepository.lockOwner(userId);
          if (!locked) throw new AppError('UNAUTHENTICATED');
          const lockedLimit = limitFor(locked, limits);
          const used = await txRepository.countByUser(userId);
          if (used + stored.length > lockedLimit) throw limitReached(lockedLimit, used);
          await txRepository.insertMany(
            stored.map((photo, index) => ({
              id: photo.id,
              userId,
              url: photo.url,
              width: photo.width,
              height: photo.height,
              caption: '',
              position: used + index,
            })),
          );
        });
      } catch (error) {
        await removeFiles(
          userId,
          stored.map((photo) => photo.folder),
        );
        throw error;
      }
      return getOwn(userId);
    },

    async updateCaption(userId: string, id: string, caption: string): Promise<GalleryItem> {
      const row = await repository.updateCaption(userId, id, caption);
      if (!row) throw new AppError('MEDIA_NOT_FOUND');
      return toItem(row);
    },

    /** Removes the row, closes the gap in positions, then the files (a leftover file is only logged). */
    async remove(userId: string, id: string): Promise<OwnGalleryResponse> {
      await runInTransaction(async (tx) => {
        const txRepository = createGalleryRepository(tx);
        await txRepository.lockOwner(userId);
        const deleted = await txRepository.deleteOwn(userId, id);
        if (!deleted) throw new AppError('MEDIA_NOT_FOUND');
        await txRepository.shiftDownAfter(userId, deleted.position);
      });
      await removeFiles(userId, [galleryFolder(userId, id)]);
      return getOwn(userId);
    },

    /** `ids` must be exactly the current gallery: a stale list (another tab added or removed a photo) is refused. */
    async reorder(userId: string, ids: string[]): Promise<OwnGalleryResponse> {
      await runInTransaction(async (tx) => {
        const txRepository = createGalleryRepository(tx);
        await txRepository.lockOwner(userId);
        const current = await txRepository.listByUser(userId);
        const currentIds = new Set(current.map((row) => row.id));
        if (ids.length !== current.length || ids.some((id) => !currentIds.has(id))) throw new AppError('GALLERY_ORDER_MISMATCH');
        const positionOf = new Map(current.map((row) => [row.id, row.position]));
        for (const [position, id] of ids.entries()) {
          if (positionOf.get(id) !== position) await txRepository.setPosition(userId, id, position);
        }
      });
      return getOwn(userId);
    },
  };
}

export type GalleryService = ReturnType<typeof createGalleryService>;
