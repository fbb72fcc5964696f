import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Every <img> the web app renders states its width and height (docs/architecture.md "Web": images
 * that never jump): before the bytes arrive the browser keeps the box, so nothing below it moves.
 * e2e/tests/phone/server-rendered-pages.spec.ts checks the rendered public pages; this catches an
 * image of any screen (dialogs, dashboards) as it is written.
 */

const sourceRoot = path.join(import.meta.dirname, '..');

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return entry.name.endsWith('.tsx') && !entry.name.includes('.test.') ? [full] : [];
  });
}

/** Each `<img ... />` element's source text: from `<img` to the first `/>` after it. */
function imageTags(source: string): string[] {
  const tags: string[] = [];
  for (let start = source.indexOf('<img'); start !== -1; start = source.indexOf('<img', start + 4)) {
    const end = source.indexOf('/>', start);
    tags.push(source.slice(start, end === -1 ? undefined : end + 2));
  }
  return tags.filter((tag) => /^<img[\s>]/.test(tag));
}

describe('images in apps/web/src', () => {
  const files = sourceFiles(sourceRoot);

  it('are found (the scan reads the app)', () => {
    expect(files.length).toBeGreaterThan(100);
    expect(files.flatMap((file) => imageTags(readFileSync(file, 'utf8'))).length).toBeGreaterThan(10);
  });

  it('each state a width and a height', () => {
    const missing = files.flatMap((file) =>
      imageTags(readFileSync(file, 'utf8'))
        .filter((tag) => !/\swidth=/.test(tag) || !/\sheight=/.test(tag))
        .map((tag) => `${path.relative(sourceRoot, file)}: ${tag.replace(/\s+/g, ' ').slice(0, 100)}`),
    );
    expect(missing).toEqual([]);
  });

  it('recognises an image without them', () => {
    const [tag] = imageTags('<p/><img src={url} alt="" className="size-20" />');
    expect(tag && /\swidth=/.test(tag)).toBe(false);
  });
});
