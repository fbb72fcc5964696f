// Builds the production server ahead of time: plain JavaScript in apps/api/dist that `node` runs
// with no TypeScript loader (README, "Design decisions"). Our own code (the API and
// packages/shared) is bundled; every npm dependency stays an import resolved from node_modules.
import { readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';

const apiRoot = path.resolve(import.meta.dirname, '..');
const manifest = (dir) => JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8'));
const api = manifest(apiRoot);
const shared = manifest(path.resolve(apiRoot, '../../packages/shared'));
const external = [...new Set([...Object.keys(api.dependencies ?? {}), ...Object.keys(shared.dependencies ?? {})])].filter(
  (name) => !name.startsWith('@passarela/'),
);

const outdir = path.join(apiRoot, 'dist');
rmSync(outdir, { recursive: true, force: true });
const started = Date.now();
await build({
  entryPoints: { server: path.join(apiRoot, 'src/server.ts') },
  outdir,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  // A dependency's subpath (drizzle-orm/pglite, pino/file) is external like the package itself.
  external: external.flatMap((name) => [name, `${name}/*`]),
  sourcemap: 'linked',
  legalComments: 'none',
  logLevel: 'warning',
});
process.stdout.write(`API server built into ${path.relative(process.cwd(), outdir) || '.'} in ${Date.now() - started} ms\n`);
