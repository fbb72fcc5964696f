import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { apiPackageRoot } from '../config/api-package-root.ts';
import { openDatabase } from './client.ts';
import { migrationsFolder, runMigrations } from './migrate.ts';

/**
 * A new embedded database starts from a dump of one that `npm run build` created and migrated
 * (PGlite's dumpDataDir / loadDataDir): unpacking it takes under a second, where PGlite's own
 * initdb takes 4-5 s on a 2-core machine (issue 26's cold start, bench/start-up.ts). The
 * migrations still run at every start, so the result is the same database either way.
 */
const templateDir = path.join(apiPackageRoot, 'dist', 'embedded');

/** The installed PGlite's version: a dump is loaded only by the PGlite that wrote it. */
function pgliteVersion(): string {
  let dir = path.dirname(createRequire(import.meta.url).resolve('@electric-sql/pglite'));
  for (;;) {
    try {
      const manifest = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')) as { name?: string; version?: string };
      if (manifest.name === '@electric-sql/pglite') return manifest.version ?? 'unknown';
    } catch {
      // No package.json here: keep walking up.
    }
    if (path.dirname(dir) === dir) return 'unknown';
    dir = path.dirname(dir);
  }
}

/** Every file of the migrations folder (SQL and journal) by name and content. */
function migrationFiles(dir: string, prefix = ''): string[] {
  return readdirSync(dir)
    .sort()
    .flatMap((name) => {
      const full = path.join(dir, name);
      return statSync(full).isDirectory() ? migrationFiles(full, `${prefix}${name}/`) : [`${prefix}${name}`];
    });
}

/**
 * Where the template for this code is: its name carries a hash of PGlite's version and of every
 * migration, so a template left by an older build (another migration, another PGlite) is never
 * loaded; a start without a matching one runs PGlite's initdb as before.
 */
export function embeddedTemplateFile(): string {
  const hash = createHash('sha256').update(pgliteVersion());
  for (const file of migrationFiles(migrationsFolder)) hash.update(`\0${file}\0`).update(readFileSync(path.join(migrationsFolder, file)));
  return path.join(templateDir, `pglite-${hash.digest('hex').slice(0, 16)}.tar.gz`);
}

/** Creates a migrated embedded database in a temporary folder and writes its dump to `file`. */
export async function writeEmbeddedTemplate(file: string): Promise<void> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'passarela-template-'));
  try {
    const handle = await openDatabase({ databaseUrl: undefined, dataDir });
    try {
      await runMigrations(handle);
      const dump = await (handle.db as unknown as { $client: PGlite }).$client.dumpDataDir('gzip');
      mkdirSync(path.dirname(file), { recursive: true });
      writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
    } finally {
      await handle.close();
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}
