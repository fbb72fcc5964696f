import type { AdminContentPage, CreateContentPageBody, UpdateContentPageBody } from '@passarela/shared';
import { createContentPageBodySchema, updateContentPageBodySchema } from '@passarela/shared';
import type { TransactionRunner } from '../../db/transaction.ts';
import { AppError } from '../../lib/app-error.ts';
import { createAuditRepository } from '../audit/index.ts';
import { type AdminPagesRepository, type ContentPageRow, createAdminPagesRepository } from './admin-pages.repository.ts';

const toView = (row: ContentPageRow): AdminContentPage => ({
  slug: row.slug,
  title: row.title,
  description: row.description,
  body_markdown: row.bodyMarkdown,
  published: row.published,
  updated_at: row.updatedAt.toISOString(),
});

/** A slug from the URL: anything outside the slug alphabet cannot exist (and must not reach SQL as a NUL). */
const normalisedSlug = (slug: string) => {
  const lower = slug.toLowerCase();
  if (!/^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(lower)) throw new AppError('PAGE_NOT_FOUND');
  return lower;
};

/** Content pages in the admin area; every change and its audit row commit together. */
export function createAdminPagesService(deps: { runInTransaction: TransactionRunner; repository: AdminPagesRepository }) {
  const { runInTransaction, repository } = deps;
  return {
    async list() {
      const rows = await repository.list();
      return rows.map((row) => {
        const { body_markdown: _body, ...rest } = toView(row);
        return rest;
      });
    },

    async get(slug: string): Promise<AdminContentPage> {
      const row = await repository.find(normalisedSlug(slug));
      if (!row) throw new AppError('PAGE_NOT_FOUND');
      return toView(row);
    },

    async create(adminId: string, input: CreateContentPageBody): Promise<AdminContentPage> {
      const body = createContentPageBodySchema.parse(input);
      return runInTransaction(async (tx) => {
        const row = await createAdminPagesRepository(tx).insert({
          slug: body.slug,
          title: body.title,
          description: body.description,
          bodyMarkdown: body.body_markdown,
          published: body.published,
        });
        if (!row) throw new AppError('PAGE_SLUG_TAKEN', undefined, { slug: 'Já existe uma página com este endereço.' });
        await createAuditRepository(tx).record({
          actorId: adminId,
          action: 'page.create',
          targetType: 'page',
          targetId: row.slug,
          details: { target_label: row.title, published: row.published },
        });
        return toView(row);
      });
    },

    async update(adminId: string, slug: string, input: UpdateContentPageBody): Promise<AdminContentPage> {
      const body = updateContentPageBodySchema.parse(input);
      const target = normalisedSlug(slug);
      return runInTransaction(async (tx) => {
        const txRepository = createAdminPagesRepository(tx);
        const before = await txRepository.find(target);
        if (!before) throw new AppError('PAGE_NOT_FOUND');
        const row = await txRepository.update(target, {
          title: body.title,
          description: body.description,
          bodyMarkdown: body.body_markdown,
          published: body.published,
        });
        if (!row) throw new AppError('PAGE_NOT_FOUND');
        await createAuditRepository(tx).record({
          actorId: adminId,
          action: 'page.update',
          targetType: 'page',
          targetId: row.slug,
          details: {
            target_label: row.title,
            published: row.published,
            changed: (['title', 'description', 'bodyMarkdown', 'published'] as const).filter((key) => before[key] !== row[key]),
          },
        });
        return toView(row);
      });
    },

    async remove(adminId: string, slug: string): Promise<void> {
      const target = normalisedSlug(slug);
      await runInTransaction(async (tx) => {
        const txRepository = createAdminPagesRepository(tx);
        const before = await txRepository.find(target);
        if (!before || !(await txRepository.remove(target))) throw new AppError('PAGE_NOT_FOUND');
        await createAuditRepository(tx).record({
          actorId: adminId,
          action: 'page.delete',
          targetType: 'page',
          targetId: target,
          details: { target_label: before.title },
        });
      });
    },
  };
}

export type AdminPagesService = ReturnType<typeof createAdminPagesService>;
