import http from 'node:http';
import type { AddressInfo } from 'node:net';

type Query = (text: string, params: unknown[]) => Promise<{ rows: Record<string, unknown>[] }>;

/**
 * The floor: a bare node:http server that answers every request with one fixed statement run
 * through the plain driver and the rows as JSON. No routing, validation, hooks, Drizzle or
 * response schema: what is left is the database and HTTP, the least the API could cost.
 */
export async function startFloorServer(query: Query, statement: { text: string; params: unknown[] }): Promise<{ url: string; close(): Promise<void> }> {
  const answer = async (response: http.ServerResponse) => {
    try {
      const { rows } = await query(statement.text, statement.params);
      response.writeHead(200, { 'content-type': 'application/json; charset=utf-8' });
      response.end(JSON.stringify({ items: rows.slice(0, 24) }));
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
