import { readFileSync } from 'node:fs';
import path from 'node:path';

const apiRoot = path.resolve(import.meta.dirname, '../apps/api');

/**
 * The Node flags `npm start` runs the compiled server with (apps/api/package.json "start", e.g.
 * `--max-semi-space-size=8`), so each bench starts the server exactly as production does.
 */
export function serverStartFlags(): string[] {
  const start = (JSON.parse(readFileSync(path.join(apiRoot, 'package.json'), 'utf8')) as { scripts: { start: string } }).scripts.start;
  const [command, ...args] = start.split(/\s+/);
  if (command !== 'node' || args.at(-1) !== 'dist/server.js') throw new Error(`apps/api "start" no longer runs node dist/server.js: ${start}`);
  return args.slice(0, -1);
}
