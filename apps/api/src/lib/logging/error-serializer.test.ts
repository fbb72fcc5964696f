import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/client.ts';
import { createTestDatabase } from '../../test-support/test-database.ts';
import { QUERY_VALUES_MARKER, serializeErrorForLog } from './error-serializer.ts';

let database: DatabaseHandle;
beforeAll(async () => {
  database = await createTestDatabase();
  await database.db.execute(sql`create table log_probe (email text unique, phone text check (phone <> '21999990000'))`);
});
afterAll(async () => {
  await database?.close();
});

async function failure(run: () => Promise<unknown>): Promise<unknown> {
  try {
    await run();
  } catch (error) {
    return error;
  }
  throw new Error('the statement did not fail');
}

const email = 'duplicada@exemplo.com.br';

describe('serializeErrorForLog', () => {
  it('keeps the SQL and the error code of a failed statement, and drops the values it ran with', async () => {
    await database.db.execute(sql`insert into log_probe (email, phone) values (${email}, ${'11987654321'})`);
    const error = await failure(() => database.db.execute(sql`insert into log_probe (email, phone) values (${email}, ${'11987654321'})`));
    // What would be logged without the serializer: the values, twice.
    expect(JSON.stringify({ message: (error as Error).message, cause: (error as { cause?: object }).cause })).toContain(email);

    const logged = serializeErrorForLog(error) as unknown as Record<string, unknown>;
    const text = JSON.stringify(logged);
    expect(text).not.toContain(email);
    expect(text).not.toContain('11987654321');
    expect(logged.message).toContain('Failed query: insert into log_probe (email, phone) values ($1, $2)');
    expect(logged.message).toContain(`params: ${QUERY_VALUES_MARKER}`);
    expect(logged.cause).toMatchObject({ code: '23505', constraint: 'log_probe_email_key' });
    expect((logged.cause as { message: string }).message).toContain('duplicate key value violates unique constraint');
    expect(logged.stack).toContain('    at ');
    expect(logged.type).toBe('DrizzleQueryError');
    expect(logged.query).toBe('insert into log_probe (email, phone) values ($1, $2)');
    expect(logged).not.toHaveProperty('params');
  });

  it('drops PostgreSQL’s detail, which quotes the failing row', async () => {
    const error = await failure(() => database.db.execute(sql`insert into log_probe (email, phone) values (${'outra@exemplo.com'}, ${'21999990000'})`));
    const cause = (error as { cause?: { detail?: string; code?: string } }).cause;
    expect(cause?.detail).toContain('21999990000');
    const text = JSON.stringify(serializeErrorForLog(error));
    expect(text).not.toContain('21999990000');
    expect(text).not.toContain('outra@exemplo.com');
    expect(text).toContain('violates check constraint');
  });

  it('leaves the original error untouched and copes with cycles and plain values', () => {
    const error = Object.assign(new Error('Failed query: select $1\nparams: segredo'), {
      query: 'select $1',
      params: ['segredo'],
      detail: 'Key (x)=(segredo)',
    });
    (error as { cause?: unknown }).cause = error;
    const logged = serializeErrorForLog(error) as unknown as Record<string, unknown>;
    expect(JSON.stringify(logged)).not.toContain('segredo');
    expect(error.message).toContain('segredo');
    expect(error.params).toEqual(['segredo']);
    expect(serializeErrorForLog('not an error')).toBe('not an error');
    const plain = serializeErrorForLog(new TypeError('boom')) as unknown as Record<string, unknown>;
    expect(plain).toMatchObject({ type: 'TypeError', message: 'boom' });
  });
});
