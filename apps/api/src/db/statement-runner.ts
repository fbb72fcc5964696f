import { createHash } from 'node:crypto';
import { type SQL, sql } from 'drizzle-orm';
import pg from 'pg';
import type { Database } from './client.ts';
import { type CompiledSql, compileSql } from './compile-sql.ts';

/**
 * How many statement shapes one process keeps prepared. Each shape costs a little memory in every
 * pooled connection; list filters combine into many shapes, so past this many the rest run
 * unprepared (still correct, planned each time) instead of growing without bound.
 */
export const MAX_PREPARED_SHAPES = 256;

/** 0A000 "cached plan must not change result type": a migration changed a table under a prepared statement. */
const STALE_PLAN = '0A000';

/**
 * node-postgres would parse timestamps into Dates; Drizzle's own queries hand them over as the
 * text PostgreSQL prints (microseconds kept). Prepared rows must look exactly like db.execute's.
 */
const asText = (value: string) => value;
const textTypes = new Set([pg.types.builtins.TIMESTAMPTZ, pg.types.builtins.TIMESTAMP, pg.types.builtins.DATE, pg.types.builtins.INTERVAL]);
const types = {
  getTypeParser: ((typeId: number, format?: 'text' | 'binary') =>
    textTypes.has(typeId) ? asText : pg.types.getTypeParser(typeId, format)) as typeof pg.types.getTypeParser,
};

/**
 * A row count written into the SQL text rather than sent as a parameter: PostgreSQL plans a
 * prepared `limit $1` as if a tenth of the table were wanted, so it never settled on one plan.
 */
export function literalRowCount(value: number): SQL {
  const count = Math.trunc(value);
  if (!(count >= 1 && count <= 100_000)) throw new Error(`row count out of range: ${value}`);
  return sql.raw(String(count));
}

/** The types valueForAnyPlan casts to. */
export type PlannedType = 'text' | 'boolean' | 'integer' | 'date' | 'timestamptz' | 'uuid';

/**
 * A value a prepared statement compares an indexed column with, hidden from the planner in a
 * one-row subquery (still an index condition): it plans for it as for any value of the column.
 * Compared with the value itself, PostgreSQL priced a common one (São Paulo on /vagas, a position
 * far down the list) cheaper than the plan kept for any value, and planned anew at every run.
 */
export function valueForAnyPlan(value: string | number | boolean, type: PlannedType): SQL {
  return sql`(select ${value}::${sql.raw(type)})`;
}

/** The name a statement is prepared under: its text's hash, so one text never gets two names. */
export function preparedStatementName(text: string): string {
  return `passarela_${createHash('sha256').update(text).digest('base64url').slice(0, 24)}`;
}

export interface StatementRunner {
  /**
   * Runs `statement` and answers its rows. With `prepare`, on PostgreSQL the statement is kept
   * prepared per connection under a name derived from its text, so later runs skip parsing and,
   * once PostgreSQL settles on a generic plan, planning too. Only for statements whose best plan
   * does not depend on their parameter values. PGlite runs everything as db.execute does.
   */
  rows<Row extends Record<string, unknown>>(statement: SQL, options: { prepare: boolean }): Promise<Row[]>;
  /**
   * As rows, for a statement the caller keeps compiled (list pages, see list-statement-cache.ts):
   * on PostgreSQL `compiled()` is run (prepared unless `prepare` is false) and `statement()` is
   * never built; PGlite runs `statement()` as db.execute does.
   */
  compiledRows<Row extends Record<string, unknown>>(compiled: () => CompiledSql, statement: () => SQL, options?: { prepare: boolean }): Promise<Row[]>;
}

const runners = new WeakMap<Database, StatementRunner>();

/** The runner of `db`: one per database handle, so the cap on prepared shapes holds per process. */
export function statementRunnerFor(db: Database): StatementRunner {
  let runner = runners.get(db);
  if (!runner) {
    runner = createStatementRunner(db);
    runners.set(db, runner);
  }
  return runner;
}

function createStatementRunner(db: Database): StatementRunner {
  const client: unknown = db.$client;
  const pool = client instanceof pg.Pool ? client : undefined;
  /** Text -> name of every shape kept prepared (hashing each request's text again cost more than the lookup). */
  const prepared = new Map<string, string>();
  const stale = new Set<string>();

  async function unprepared<Row extends Record<string, unknown>>(statement: SQL): Promise<Row[]> {
    const result = await db.execute<Row>(statement);
    return result.rows as Row[];
  }

  /** `compiled`, prepared under its text's name; `statement()` unprepared past the cap or after a stale plan. */
  async function preparedRows<Row extends Record<string, unknown>>(
    postgres: pg.Pool,
    { sql: text, params }: CompiledSql,
    statement: () => SQL,
  ): Promise<Row[]> {
    let name = prepared.get(text);
    if (!name) {
      if (prepared.size >= MAX_PREPARED_SHAPES) return unprepared<Row>(statement());
      name = preparedStatementName(text);
      prepared.set(text, name);
    }
    if (stale.has(name)) return unprepared<Row>(statement());
    try {
      const result = await postgres.query<Row>({ name, text, values: params, types });
      return result.rows;
    } catch (error) {
      // Connections keep the old prepared statement after such a migration: this shape runs
      // unprepared from now on, and the request that met it still gets its answer.
      if ((error as { code?: string }).code !== STALE_PLAN) throw error;
      stale.add(name);
      return unprepared<Row>(statement());
    }
  }

  return {
    async rows<Row extends Record<string, unknown>>(statement: SQL, options: { prepare: boolean }): Promise<Row[]> {
      if (!pool || !options.prepare) return unprepared<Row>(statement);
      return preparedRows<Row>(pool, compileSql(statement), () => statement);
    },
    async compiledRows<Row extends Record<string, unknown>>(
      compiled: () => CompiledSql,
      statement: () => SQL,
      options: { prepare: boolean } = { prepare: true },
    ): Promise<Row[]> {
      if (!pool) return unprepared<Row>(statement());
      if (options.prepare) return preparedRows<Row>(pool, compiled(), statement);
      // Planned for this request's values, but not built again: the same text and rows as db.execute.
      const { sql: text, params } = compiled();
      return (await pool.query<Row>({ text, values: params, types })).rows;
    },
  };
}
