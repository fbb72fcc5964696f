import { createHash } from 'node:crypto';
import type { NewContentPage } from './pages.repository.ts';

/**
 * The fingerprint of one version of a seeded page (title, description and body together), kept in
 * db/seed/seed-content-pages.ts for each text a later release replaced: a page that still has it
 * was never edited by an admin.
 */
export function seedVersionHash(page: Pick<NewContentPage, 'title' | 'description' | 'bodyMarkdown'>): string {
  return createHash('sha256')
    .update(JSON.stringify([page.title, page.description, page.bodyMarkdown]))
    .digest('hex');
}
