import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { CompiledStatement, DriverQuery } from './bench-database.ts';

/**
 * The floor: a bare node:http server that answers every request by running the page's fixed
 * statements (as the API ran them for the scenario, prepared where the API prepares) through the
 * plain driver, and the first page's rows as JSON. No routing, validation, hooks, SQL building,
 * Drizzle or response schema: what is left is the database and HTTP, the least the API could cost.
 */
export async function startFloorServer(query: DriverQuery, statements: readonly CompiledStatement[]): Promise<{ url: string; close(): Promise<void> }> {
  const answer = async (response: http.ServerResponse) => {
    try {
      let first: Record<string, unknown>[] | undefined;
      for (const statement of statements) {
        const { rows } = await query(statement);
        first ??= rows;
      }
      response.writeHead(200, { 'content-type': 'application/json; charset=utf-8' });
      response.end(JSON.stringify({ items: (first ?? []).slice(0, 24) }));
    } catch (error) {
      response.writeHead(500);
      response.end(String(error));
    }
  };
  const server = http.createServer((_request, response) => void answer(response));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
