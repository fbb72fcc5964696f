import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from './client.ts';
import { embeddedTemplateFile, writeEmbeddedTemplate } from './embedded-template.ts';
import { migrationsFolder, runMigrations } from './migrate.ts';

const migrationCount = readdirSync(migrationsFolder).filter((name) => name.endsWith('.sql')).length;

async function appliedMigrations(dataDir: string, template?: string): Promise<{ applied: number; marker: number }> {
  const handle = await openDatabase({ databaseUrl: undefined, dataDir, ...(template ? { embeddedTemplate: template } : {}) });
  try {
    const schema = await handle.db.execute<{ n: number }>(sql`select count(*)::int as n from information_schema.tables where table_schema = 'drizzle'`);
    const applied = schema.rows[0]?.n
      ? (await handle.db.execute<{ n: number }>(sql`select count(*)::int as n from drizzle.__drizzle_migrations`)).rows[0]?.n
      : 0;
    const marker = (await handle.db.execute<{ n: number }>(sql`select count(*)::int as n from pg_tables where tablename = 'template_test_marker'`)).rows[0]?.n;
    return { applied: applied ?? 0, marker: marker ?? 0 };
  } finally {
    await handle.close();
  }
}

// The first start of a new DATA_DIR unpacks the build's migrated database instead of running initdb.
describe('embedded database template', () => {
  const scratch = mkdtempSync(path.join(os.tmpdir(), 'passarela-template-test-'));
  const template = path.join(scratch, 'template.tar.gz');
  beforeAll(async () => {
    await writeEmbeddedTemplate(template);
  }, 120_000);
  afterAll(() => rmSync(scratch, { recursive: true, force: true }));

  it('starts a new data dir already migrated, and the start-up migration then finds nothing to do', async () => {
    const dataDir = path.join(scratch, 'fresh');
    expect(await appliedMigrations(dataDir, template)).toEqual({ applied: migrationCount, marker: 0 });
    const handle = await openDatabase({ databaseUrl: undefined, dataDir, embeddedTemplate: template });
    try {
      await runMigrations(handle);
      const rows = (await handle.db.execute<{ n: number }>(sql`select count(*)::int as n from drizzle.__drizzle_migrations`)).rows;
      expect(Number(rows[0]?.n)).toBe(migrationCount);
    } finally {
      await handle.close();
    }
  }, 60_000);

  it('never loads the template over an existing database', async () => {
    const dataDir = path.join(scratch, 'existing');
    const handle = await openDatabase({ databaseUrl: undefined, dataDir, embeddedTemplate: template });
    await handle.db.execute(sql`create table template_test_marker (id int)`);
    await handle.close();
    expect((await appliedMigrations(dataDir, template)).marker).toBe(1);
  }, 60_000);

  it('names the template after the migrations, so an older build’s is not loaded', () => {
    expect(path.basename(embeddedTemplateFile())).toMatch(/^pglite-[0-9a-f]{16}\.tar\.gz$/);
  });
});
