import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createPageChunks } from './page-chunks.ts';

function buildWith(manifest: Record<string, unknown>): string {
  const dist = mkdtempSync(path.join(tmpdir(), 'passarela-manifest-'));
  mkdirSync(path.join(dist, '.vite'));
  writeFileSync(path.join(dist, '.vite', 'manifest.json'), JSON.stringify(manifest));
  return dist;
}

describe('the chunks of a server-rendered page', () => {
  const template = '<script type="module" crossorigin src="/assets/index-1.js"></script><link rel="modulepreload" crossorigin href="/assets/vendor-1.js">';
  const dist = buildWith({
    'index.html': { file: 'assets/index-1.js', imports: ['_vendor-1.js'] },
    '_vendor-1.js': { file: 'assets/vendor-1.js' },
    '_card-1.js': { file: 'assets/card-1.js', imports: ['_vendor-1.js'] },
    'src/app/routes/public/profile.tsx': { file: 'assets/profile-1.js', imports: ['_card-1.js', '_vendor-1.js'] },
  });

  it("preloads the page's chunk and what it imports, once, leaving out what index.html loads already", () => {
    const chunks = createPageChunks(dist, template)(['src/app/routes/public/profile.tsx']);
    expect(chunks).toEqual(['/assets/profile-1.js', '/assets/card-1.js']);
  });

  it('adds nothing for a module the build does not know, or without a manifest', () => {
    expect(createPageChunks(dist, template)(['src/nao-existe.tsx'])).toEqual([]);
    expect(createPageChunks(path.join(dist, 'sem-build'), template)(['src/app/routes/public/profile.tsx'])).toEqual([]);
  });
});
