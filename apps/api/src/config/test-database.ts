/**
 * Where integration tests put their database: a PostgreSQL server when TEST_DATABASE_URL is set
 * (each test file gets its own fresh database there), otherwise a throw-away embedded PGlite.
 * Lives in config/ because it is the one other place the environment is read.
 */
export const testDatabaseServerUrl: string | undefined = process.env.TEST_DATABASE_URL || undefined;
