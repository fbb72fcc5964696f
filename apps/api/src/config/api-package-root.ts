import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The apps/api folder, found by walking up from this module to the package.json of
 * @passarela/api. The same code runs from src/ (tsx, tests) and bundled into dist/ (npm start),
 * so a fixed number of `..` would point somewhere else in one of them.
 */
function findApiPackageRoot(start: string): string {
  for (let dir = start; ; dir = path.dirname(dir)) {
    const manifest = path.join(dir, 'package.json');
    if (existsSync(manifest) && (JSON.parse(readFileSync(manifest, 'utf8')) as { name?: string }).name === '@passarela/api') return dir;
    if (path.dirname(dir) === dir) throw new Error(`package.json of @passarela/api not found above ${start}`);
  }
}

export const apiPackageRoot = findApiPackageRoot(import.meta.dirname);
/** The repository's root (apps/web/dist and the README live there). */
export const repoRoot = path.resolve(apiPackageRoot, '../..');
