import { defineConfig } from 'drizzle-kit';

// Only `generate` is used: migrations are applied from code at start-up (src/db/migrate.ts),
// because drizzle-kit's own PGlite cannot load the extensions the schema needs.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema/index.ts',
  out: './drizzle',
});
