/**
 * The filters of a list page live in its URL: parsed with the API's own schema, written back in a
 * stable order. Shared by the lists of profiles (/modelos, /contratantes) and of jobs (/vagas).
 */

/** A list page: its URL/API schema, the keys the URL may carry, and the canonical query string. */
/** The part of a zod schema used here (the web app does not depend on zod itself). */
interface QuerySchema<T> {
  safeParse(value: unknown): { success: true; data: T } | { success: false; error: { issues: ReadonlyArray<{ path: ReadonlyArray<PropertyKey> }> } };
  parse(value: unknown): T;
}

export interface ListKind<F> {
  schema: QuerySchema<F & { cursor?: string | undefined }>;
  keys: readonly string[];
  toQueryString: (filters: Partial<F>) => string;
}

/** Only the keys the list knows; a repeated key (`?x=a&x=b`) becomes an array, as the schema accepts. */
function knownParams(params: URLSearchParams, keys: readonly string[]): Record<string, string | string[]> {
  const raw: Record<string, string | string[]> = {};
  for (const key of keys) {
    const values = params.getAll(key);
    if (values.length === 1) raw[key] = values[0] as string;
    else if (values.length > 1) raw[key] = values;
  }
  return raw;
}

/**
 * The filters a URL asks for, parsed with the same schema the API uses. A shared or hand-edited
 * URL must never break the page: unknown keys are ignored and every key the schema refuses is
 * dropped (the rest of the search still applies), until what is left parses.
 */
export function parseListFilters<F>(kind: ListKind<F>, params: URLSearchParams): F {
  const raw = knownParams(params, kind.keys);
  for (let attempt = 0; attempt <= kind.keys.length; attempt++) {
    const result = kind.schema.safeParse(raw);
    if (result.success) {
      const { cursor: _cursor, ...filters } = result.data;
      return filters as F;
    }
    let dropped = false;
    for (const issue of result.error.issues) {
      const key = issue.path[0];
      if (typeof key === 'string' && key in raw) {
        delete raw[key];
        dropped = true;
      }
    }
    if (!dropped) break;
  }
  const { cursor: _cursor, ...empty } = kind.schema.parse({});
  return empty as F;
}

/** The URL search ('' or '?q=...') for these filters: stable key order, empty values left out. */
export function listSearch<F>(kind: ListKind<F>, filters: Partial<F>): string {
  const query = kind.toQueryString(filters);
  return query ? `?${query}` : '';
}

/** How many filters are set (a multi-select counts each chosen value), for the 'Filtros' button. */
export function activeFilterCount(filters: object): number {
  let count = 0;
  for (const [key, value] of Object.entries(filters)) {
    if (key === 'limit' || value === undefined || value === '') continue;
    count += Array.isArray(value) ? value.length : 1;
  }
  return count;
}

/**
 * Applies a change to the filters. Heights stay a valid range: choosing a minimum above the
 * maximum (or the reverse) clears the other bound instead of producing a URL the API refuses.
 */
export function withFilterChange<F extends object>(filters: F, change: Partial<F>): F {
  const next = { ...filters, ...change } as F & { height_min?: number; height_max?: number };
  if (next.height_min !== undefined && next.height_max !== undefined && next.height_min > next.height_max) {
    if ('height_min' in change) next.height_max = undefined;
    else next.height_min = undefined;
  }
  return next;
}
