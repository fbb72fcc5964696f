// Builds the production server ahead of time: plain JavaScript in apps/api/dist that `node` runs
// with no TypeScript loader (README, "Design decisions"). Our own code (the API and
// packages/shared) and the pure-JavaScript dependencies a start loads are bundled into a few
// minified files: Node then reads, parses and keeps far less code than when it loads each
// dependency's hundreds of modules from node_modules (issue 26's start-up time and memory,
// bench/start-up.ts). Code our own `await import()` loads (the PostgreSQL or PGlite driver,
// pg-boss) goes into chunks loaded only when that import runs.
import { spawnSync } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';

const apiRoot = path.resolve(import.meta.dirname, '..');
const api = JSON.parse(readFileSync(path.join(apiRoot, 'package.json'), 'utf8'));

/**
 * Dependencies that stay in node_modules: native code (sharp's libvips), files read next to the
 * module (PGlite's WebAssembly and data, swagger-ui's static pages), worker-thread entry files
 * (pino's transports), an optional native driver pg tries to require, and the packages loaded
 * only at first use (lib/load-once.ts: nodemailer, the S3 and Mercado Pago SDKs, qrcode, the
 * common-password list). Those are CommonJS: Node's own import finds their named exports, exactly
 * as when the tests run the sources, where a bundled chunk of theirs did not (`S3Client is not a
 * constructor`).
 */
const external = [
  'sharp',
  '@electric-sql/pglite',
  '@fastify/swagger-ui',
  'pino',
  'pg-native',
  'nodemailer',
  '@aws-sdk/client-s3',
  'mercadopago',
  'qrcode',
  '@zxcvbn-ts/language-common',
];
for (const name of external) {
  if (name !== 'pg-native' && !api.dependencies?.[name]) throw new Error(`build-server: ${name} is external but not a dependency of apps/api`);
}

const outdir = path.join(apiRoot, 'dist');
rmSync(outdir, { recursive: true, force: true });
const started = Date.now();
await build({
  entryPoints: { server: path.join(apiRoot, 'src/compiled-entry.ts'), 'tools/first-start-assets': path.join(apiRoot, 'src/cli/first-start-assets.ts') },
  outdir,
  bundle: true,
  splitting: true,
  chunkNames: 'chunks/[name]-[hash]',
  platform: 'node',
  format: 'esm',
  target: 'node24',
  // A dependency's subpath (drizzle-orm/pglite, pino/file) is external like the package itself.
  external: external.flatMap((name) => [name, `${name}/*`]),
  // Bundled CommonJS packages call require() for Node's built-ins; an ES module has none of its own.
  banner: { js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);" },
  // Whitespace and syntax only: names stay readable in stack traces, and the linked source map
  // (`NODE_OPTIONS=--enable-source-maps`) maps a trace back to the TypeScript when needed.
  minifyWhitespace: true,
  minifySyntax: true,
  sourcemap: 'linked',
  legalComments: 'none',
  logLevel: 'warning',
});
process.stdout.write(`API server built into ${path.relative(process.cwd(), outdir) || '.'} in ${Date.now() - started} ms\n`);

// What a first start on a new DATA_DIR would spend seconds making: the migrated embedded database
// and the demo's images (src/cli/first-start-assets.ts).
const template = spawnSync(process.execPath, [path.join(outdir, 'tools/first-start-assets.js')], { cwd: apiRoot, stdio: 'inherit' });
if (template.status !== 0) throw new Error(`build-server: making the first-start assets failed (exit ${template.status})`);
