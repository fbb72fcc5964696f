import { randomInt } from 'node:crypto';
import type { SQL } from 'drizzle-orm';
import { type CompiledSql, compileSql } from './compile-sql.ts';
import type { StatementRunner } from './statement-runner.ts';

/** One list statement and whether to keep it prepared on the server (see statement-runner.ts). */
export interface ListStatement {
  sql: SQL;
  prepare: boolean;
  /**
   * For a statement reusable from a cache (createListStatementCache): a key holding every
   * input it is built from but the page's `now`, and its SQL for any `now`, so a runner with a
   * cache builds it once per key (`sql` is then built only when read).
   */
  reuse?: { key: string; build: (now: Date) => SQL; now?: Date };
}

/**
 * How many list statements one repository keeps compiled. A statement is a few KB of text; the
 * oldest unused one goes first, so a flood of one-off searches costs rebuilding, never memory.
 */
export const LIST_STATEMENT_CACHE_SIZE = 500;

/**
 * The `now` a cached statement is built with, so the slots that take each request's own `now`
 * can be found among its parameters: a random instant of the 1900s, fixed per process, that no
 * request carries (a first page's `now` is the clock's; a later page's, the first page's).
 */
const templateNow = new Date(Date.UTC(1900, 0, 1) + randomInt(2 ** 41));
const templateNowText = templateNow.toISOString();

interface CachedStatement {
  text: string;
  params: unknown[];
  /** The parameters that are the page's `now` (written as toISOString, see modules/search/profile-list-sql.ts). */
  nowSlots: number[];
}

export interface ListStatementCache {
  /**
   * The statement `build(now)` compiles to, for a request whose every input but `now` is in
   * `key`: built once per key, then copied with this request's `now` (none for a list that does
   * not compare with now). Building a page's SQL (a few hundred Drizzle fragments) cost as much
   * as sending the rows of a first page.
   */
  compiled(key: string, build: (now: Date) => SQL, now?: Date): CompiledSql;
}

export function createListStatementCache(maxEntries = LIST_STATEMENT_CACHE_SIZE): ListStatementCache {
  // A Map keeps insertion order: re-inserting on use makes its first key the least recently used.
  const entries = new Map<string, CachedStatement>();

  function compile(build: (now: Date) => SQL): CachedStatement {
    const { sql: text, params } = compileSql(build(templateNow));
    const nowSlots: number[] = [];
    for (const [index, value] of params.entries()) if (value === templateNowText) nowSlots.push(index);
    return { text, params, nowSlots };
  }

  return {
    compiled(key, build, now) {
      let entry = entries.get(key);
      if (entry) {
        entries.delete(key);
      } else {
        entry = compile(build);
        if (entries.size >= maxEntries) {
          const oldest = entries.keys().next();
          if (!oldest.done) entries.delete(oldest.value);
        }
      }
      entries.set(key, entry);
      const params = entry.params.slice();
      if (entry.nowSlots.length > 0) {
        if (!now) throw new Error(`list statement ${key} compares with now: its reuse must carry the page's now`);
        const nowText = now.toISOString();
        for (const slot of entry.nowSlots) params[slot] = nowText;
      }
      return { sql: entry.text, params };
    },
  };
}

/**
 * A cache key for a list's statement: which statement, its query without the opaque cursor (the
 * caller passes the cursor's decoded position among `inputs`), and every other input it is built
 * from but `now`.
 */
export function listStatementKey(name: string, query: object, ...inputs: unknown[]): string {
  return JSON.stringify([name, { ...query, cursor: undefined }, ...inputs]);
}

/**
 * A list statement, reusable under `key` (undefined: built on every run), prepared unless
 * `prepare` is false (its best plan depends on its values). `build(now)` makes it for any `now`;
 * `sql` builds it for this page's `now` when read (a getter: a runner that reuses it never builds it).
 */
export function reusableListStatement(key: string | undefined, build: (now: Date) => SQL, now?: Date, prepare = true): ListStatement {
  return {
    get sql() {
      return build(now ?? new Date());
    },
    prepare,
    reuse: key === undefined ? undefined : { key, build, now },
  };
}

/**
 * How a repository runs its list statements: through its statement runner, and a reusable one
 * (ListStatement.reuse) compiled once per key from `cache`. Not destructured: a reusable
 * statement's `sql` is a getter that builds it, read only where the statement is not reused.
 */
export function listStatementRun(statements: StatementRunner, cache: ListStatementCache = createListStatementCache()) {
  return <Row extends Record<string, unknown>>(statement: ListStatement): Promise<Row[]> => {
    const { reuse } = statement;
    if (!reuse) return statements.rows<Row>(statement.sql, { prepare: statement.prepare });
    return statements.compiledRows<Row>(
      () => cache.compiled(reuse.key, reuse.build, reuse.now),
      () => statement.sql,
      { prepare: statement.prepare },
    );
  };
}
