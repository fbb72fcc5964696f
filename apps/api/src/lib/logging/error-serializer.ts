import { stdSerializers } from 'pino';

/** What replaces the values a failed statement was run with. */
export const QUERY_VALUES_MARKER = '[redacted]';

/**
 * Fields of database errors that hold the statement's values: drizzle's `params`, PostgreSQL's
 * `detail` ("Key (email)=(ana@exemplo.com) already exists", "Failing row contains (...)") and
 * `where` (the PL/pgSQL context, which can quote a row). The SQL text, the error code, the
 * constraint, table and column stay: they are what a person debugging needs.
 */
const valueFields = new Set(['params', 'parameters', 'detail', 'where', 'internalQuery']);

function isErrorLike(value: unknown): value is Error {
  return typeof value === 'object' && value !== null && typeof (value as { message?: unknown }).message === 'string';
}

/** Drizzle's `Failed query: <sql>\nparams: <values>`: the values go, the SQL stays. */
function messageWithoutParams(error: Error & { query?: unknown }): string {
  const at = error.message.indexOf('\nparams: ');
  if (at === -1) return error.message;
  const sql = typeof error.query === 'string' ? `Failed query: ${error.query}` : error.message.slice(0, at);
  return `${sql}\nparams: ${QUERY_VALUES_MARKER}`;
}

function stackWithMessage(error: Error, message: string): string | undefined {
  if (typeof error.stack !== 'string' || message === error.message) return error.stack;
  // The stack starts with "<name>: <message>"; keep only the frames after the old message.
  const frames = error.stack.indexOf('\n    at ');
  return `${error.name}: ${message}${frames === -1 ? '' : error.stack.slice(frames)}`;
}

/**
 * A copy of the error (and its causes) without the values a query ran with. `copies` maps each
 * error met to its copy, so a cause chain that loops back points at the copy, never the original.
 */
export function withoutQueryValues(error: unknown, copies = new Map<unknown, unknown>()): unknown {
  if (!isErrorLike(error)) return error;
  if (copies.has(error)) return copies.get(error);
  const original = error as Error & Record<string, unknown>;
  const copy = Object.create(Object.getPrototypeOf(error) as object) as Record<string, unknown>;
  copies.set(error, copy);
  const clean = (value: unknown): unknown =>
    Array.isArray(value) ? value.map((inner) => withoutQueryValues(inner, copies)) : withoutQueryValues(value, copies);
  for (const key of Object.keys(original)) {
    if (!valueFields.has(key)) copy[key] = clean(original[key]);
  }
  const message = messageWithoutParams(original);
  // Not enumerable, as on a real Error: pino reads them (and an AggregateError's list) by name.
  const hidden = (key: string, value: unknown) => Object.defineProperty(copy, key, { value, enumerable: false, writable: true, configurable: true });
  hidden('message', message);
  hidden('stack', stackWithMessage(original, message));
  for (const key of ['cause', 'errors']) {
    if (!Object.hasOwn(copy, key) && original[key] !== undefined) hidden(key, clean(original[key]));
  }
  return copy;
}

/**
 * pino's serializer of errors with their causes nested (type, message, stack and own fields of
 * each), on the cleaned copy: a failed statement logs as drizzle's error with the SQL, and under
 * `cause` the database's error with its code, constraint, table and column.
 */
export function serializeErrorForLog(error: unknown) {
  return stdSerializers.errWithCause(withoutQueryValues(error) as Error);
}
