import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { apiPackageRoot } from '../../config/api-package-root.ts';

/**
 * The demo's generated images, rendered by `npm run build` (cli/embedded-template.ts) so a first
 * start copies them instead of spending 3-4 s of CPU in sharp (issue 26's cold start). Each file
 * is named by a hash of everything its bytes come from (the SVG and sharp's settings), so a
 * changed drawing or setting misses the cache and is rendered as before: the cache can make a
 * start faster, never different.
 */
const cacheDir = path.join(apiPackageRoot, 'dist', 'embedded', 'demo-images');
let fillCache = false;

/** The build fills the cache as it renders; a server only reads it. */
export function fillDemoImageCache(): void {
  fillCache = true;
}

/** The image `recipe` (SVG and sharp settings) describes: from the cache, or rendered by `render`. */
export async function demoImage(recipe: { svg: Buffer; settings: Record<string, number> }, render: () => Promise<Buffer>): Promise<Buffer> {
  const hash = createHash('sha256').update(JSON.stringify(recipe.settings)).update(recipe.svg).digest('hex').slice(0, 24);
  const file = path.join(cacheDir, `${hash}.webp`);
  if (!fillCache) {
    try {
      return readFileSync(file);
    } catch {
      return render();
    }
  }
  const bytes = await render();
  mkdirSync(cacheDir, { recursive: true });
  writeFileSync(file, bytes);
  return bytes;
}
