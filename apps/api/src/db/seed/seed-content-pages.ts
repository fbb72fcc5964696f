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
 * Seeded pages whose text a later release rewrote: the seedVersionHash of each earlier seeded
 * version. A database seeded with one of them gets the new text at the next start, unless an admin
 * edited the page (its hash no longer matches) or deleted it. Add the current version's hash here
 * when its file is rewritten again.
 */
export const earlierSeedVersions: Readonly<Record<string, readonly string[]>> = {
  // Issue 29: the real rules of the platform (escrow, contact shield, verification, reports).
  seguranca: ['65d1b4557bd02b47b01b801197fe288be1487d8062f96efbc31941a151b9bd69'],
};

/**
 * First versions of the site's pages, each put in once: pages that exist (maybe edited by an
 * admin) are left alone, and one an admin deleted is not brought back. Then the rewritten ones
 * replace their earlier seeded text where nobody edited it (idempotent: once replaced, no hash matches).
 */
export async function seedContentPages(pages: Pick<PagesService, 'seedOnce' | 'replaceUneditedSeed'>): Promise<number> {
  const seeds = readSeedPages();
  const inserted = await pages.seedOnce(seeds);
  for (const page of seeds) {
    const earlier = earlierSeedVersions[page.slug];
    if (earlier) await pages.replaceUneditedSeed(page, earlier);
  }
  return inserted;
}
