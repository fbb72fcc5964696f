#!/usr/bin/env node
// Boundaries between features (part of `npm run lint`; docs/architecture.md explains them):
// - apps/web/src/features/<x> never imports another feature: screens that combine features are
//   composed in apps/web/src/app; what several features use lives in components/ or lib/.
// - apps/api/src/modules/<x> imports another module only through that module's index.ts (its
//   public surface), and the modules' dependencies form no cycle.
// - Only repositories touch Drizzle (docs/architecture.md "Dependency rules", rule 4): in
//   apps/api/src/modules, only *.repository.ts, files under repositories/, the SQL fragments they
//   compose (*-sql.ts) and tests import drizzle-orm or the db schema; a type-only import is fine.
// A relative import is resolved to the file it names; other bare imports (packages) are not checked.
// Usage: node scripts/check-boundaries.mjs [root] (the root defaults to this repository).
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(process.argv[2] ?? path.join(import.meta.dirname, '..'));
const drizzleImportPattern = /(?:^|\n)\s*(?:import|export)\s+(?!type\s)[^'"]*?from\s+['"](drizzle-orm(?:\/[^'"]*)?|[^'"]*\/db\/schema(?:\/[^'"]*|\.ts)?)['"]|import\(\s*['"](drizzle-orm[^'"]*)['"]\s*\)/g;
/** Files that are no repository but hand Drizzle's tables to a library, with the reason. */
const drizzleAllowed = new Map([['auth/auth.ts', "better-auth's Drizzle adapter is given the auth tables: it is that library's repository"]]);
const importPattern = /(?:^|\n)\s*(?:import|export)\s[^'"]*?from\s+['"](\.[^'"]+)['"]|import\(\s*['"](\.[^'"]+)['"]\s*\)/g;

function sourceFiles(dir) {
  const found = [];
  for (const entry of readdirSync(dir)) {
    const full = path.join(dir, entry);
    if (statSync(full).isDirectory()) found.push(...sourceFiles(full));
    else if (/\.(ts|tsx)$/.test(entry)) found.push(full);
  }
  return found;
}

function relativeImports(file) {
  const text = readFileSync(file, 'utf8');
  const targets = [];
  for (const match of text.matchAll(importPattern)) targets.push(path.resolve(path.dirname(file), match[1] ?? match[2]));
  return targets;
}

/** The first folder under `base` that `file` is in, or null when it is not under `base`. */
function unitOf(base, file) {
  const relative = path.relative(base, file);
  if (relative.startsWith('..') || path.isAbsolute(relative)) return null;
  const [first, ...rest] = relative.split(path.sep);
  return rest.length > 0 ? first : null;
}

const problems = [];

const features = path.join(root, 'apps/web/src/features');
for (const file of sourceFiles(features)) {
  const own = unitOf(features, file);
  for (const target of relativeImports(file)) {
    const other = unitOf(features, target);
    if (other && other !== own) {
      problems.push(`${path.relative(root, file)}: imports the feature '${other}' (${path.relative(root, target)}); compose features in apps/web/src/app, or move what both use to components/ or lib/`);
    }
  }
}

const modules = path.join(root, 'apps/api/src/modules');
const moduleEdges = new Map();
for (const file of sourceFiles(modules)) {
  const own = unitOf(modules, file);
  // Tests set up state through other modules' internals, and are no module's surface.
  if (file.endsWith('.test.ts')) continue;
  for (const target of relativeImports(file)) {
    const other = unitOf(modules, target);
    if (!other || other === own) continue;
    const isPublicSurface = path.relative(path.join(modules, other), target).replace(/\.ts$/, '') === 'index';
    if (!isPublicSurface) {
      problems.push(`${path.relative(root, file)}: reaches into the module '${other}' (${path.relative(root, target)}); import its index.ts`);
    }
    if (!moduleEdges.has(own)) moduleEdges.set(own, new Set());
    moduleEdges.get(own).add(other);
  }
}

for (const file of sourceFiles(modules)) {
  const relative = path.relative(modules, file).split(path.sep).join('/');
  const touchesDrizzle = /\.test\.ts$|\.repository\.ts$|(^|\/)repositories\/|-sql\.ts$/.test(relative) || drizzleAllowed.has(relative);
  if (touchesDrizzle) continue;
  for (const match of readFileSync(file, 'utf8').matchAll(drizzleImportPattern)) {
    problems.push(`${path.relative(root, file)}: imports ${match[1] ?? match[2]}; only repositories touch Drizzle (move the query to a *.repository.ts)`);
  }
}

// Depth-first search for a cycle in the module graph.
const state = new Map();
function visit(node, trail) {
  state.set(node, 'open');
  for (const next of moduleEdges.get(node) ?? []) {
    if (state.get(next) === 'open') problems.push(`modules form a cycle: ${[...trail.slice(trail.indexOf(next)), next].join(' -> ')}`);
    else if (!state.has(next)) visit(next, [...trail, next]);
  }
  state.set(node, 'done');
}
for (const node of [...moduleEdges.keys()].sort((a, b) => a.localeCompare(b))) if (!state.has(node)) visit(node, [node]);

if (problems.length > 0) {
  console.error(`Boundary check: ${problems.length} problem(s)\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
  process.exit(1);
}
console.info('Boundary check: features and modules keep to their boundaries.');
