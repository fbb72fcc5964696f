/**
 * The oldest Node major the server runs on, as package.json's "engines" says. `npm ci` puts Node 24
 * in node_modules/.bin (the `node` package), so every npm script runs on it; this stops a start by
 * hand with an older `node` (`node apps/api/dist/server.js` on a machine with Node 20) at once,
 * with a message, instead of failing later on an API Node 20 lacks (the compile cache, for one).
 */
export const MINIMUM_NODE_MAJOR = 24;

/** Why `version` (process.versions.node, e.g. '20.20.2') cannot run the server; undefined when it can. */
export function unsupportedNodeMessage(version: string): string | undefined {
  const major = Number.parseInt(version.split('.')[0] ?? '', 10);
  if (Number.isInteger(major) && major >= MINIMUM_NODE_MAJOR) return undefined;
  return `Passarela needs Node ${MINIMUM_NODE_MAJOR} or newer; this is Node ${version}. Run it through npm (\`npm start\`, \`npm run serve\`): after \`npm ci\` npm uses the Node ${MINIMUM_NODE_MAJOR} in node_modules/.bin.`;
}

/** Exits with status 1 and the message above when this process's Node is too old. */
export function exitUnlessSupportedNode(): void {
  const message = unsupportedNodeMessage(process.versions.node);
  if (!message) return;
  process.stderr.write(`${message}\n`);
  process.exit(1);
}
