import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { apiPackageRoot } from '../../config/api-package-root.ts';
import type { NewContentPage, PagesService } from '../../modules/pages/index.ts';

const pagesDir = path.join(apiPackageRoot, 'src/db/seed/content-pages');

/** Reads `---\ntitle: …\ndescription: …\n---\nbody` files. */
export function parsePageFile(slug: string, source: string): NewContentPage {
  const match = /^---\n([\s\S]*?)\n---\n?([\s\S]*)$/.exec(source.replace(/\r\n/g, '\n'));
  if (!match) throw new Error(`content page ${slug}: missing front matter`);
  const header = Object.fromEntries(
    (match[1] ?? '').split('\n').map((line) => {
      const at = line.indexOf(':');
      return [line.slice(0, at).trim(), line.slice(at + 1).trim()];
    }),
  );
  if (!header.title) throw new Error(`content page ${slug}: missing title`);
  return { slug, title: header.title, description: header.description ?? '', bodyMarkdown: (match[2] ?? '').trim() };
}

export function readSeedPages(): NewContentPage[] {
  return readdirSync(pagesDir)
    .filter((file) => file.endsWith('.md'))
    .sort()
    .map((file) => parsePageFile(file.replace(/\.md$/, ''), readFileSync(path.join(pagesDir, file), 'utf8')));
}

/**
 * First versions of the site's pages, each put in once: pages that exist (maybe edited by an
 * admin) are left alone, and one an admin deleted is not brought back.
 */
export function seedContentPages(pages: Pick<PagesService, 'seedOnce'>) {
  return pages.seedOnce(readSeedPages());
}
