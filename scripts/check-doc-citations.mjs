#!/usr/bin/env node
// Comments cite the requirements in docs/, so a newcomer can open what a comment points at (part of
// `npm run lint`; docs/architecture.md "Dependency rules"). This fails on:
// - a citation of a docs/ file that does not exist;
// - `docs/<file>.md "<heading>"` where the file has no such heading ("Spec 5" stands for
//   "Spec 5: validation rules and messages", as docs/product.md says);
// - `docs/security.md #N` where no requirement N exists;
// - a requirements document named without its docs/ folder, or the shared folder beside the
//   repository where those documents used to live: neither can be opened from a checkout.
// Usage: node scripts/check-doc-citations.mjs [root] (the root defaults to this repository).
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(process.argv[2] ?? path.join(import.meta.dirname, '..'));
const scannedFolders = ['apps', 'packages', 'e2e', 'bench', 'scripts', 'deploy'];
const skippedFolders = new Set(['node_modules', 'dist', 'dist-server', 'coverage', 'test-results', 'playwright-report']);
const sourceExtension = /\.(ts|tsx|js|mjs|cjs|sql|css|html)$/;

// `docs/<file>.md`, then either ` #N` or an optional comma and a quoted heading, which may start on the
// comment's next line.
const citationPattern = /docs\/([\w-]+)\.md(?:\s*#(\d+)|,?[ \t]*(?:\r?\n[ \t]*(?:\/\/|\*|--)?[ \t]*)?"([^"\n]+)")?/g;
const requirementDocuments = ['security', 'product', 'payments', 'architecture'].join('|');
const outsideCitationPattern = new RegExp(`(?<![\\w/.-])(?:${requirementDocuments})\\.md\\b|(?<![\\w'"/.])\\.\\./shared\\b`, 'gi');

function sourceFiles(dir) {
  const found = [];
  for (const entry of readdirSync(dir)) {
    if (skippedFolders.has(entry) || entry.startsWith('.')) continue;
    const full = path.join(dir, entry);
    if (statSync(full).isDirectory()) found.push(...sourceFiles(full));
    else if (sourceExtension.test(entry)) found.push(full);
  }
  return found;
}

const documents = new Map();
/** The headings of docs/<name>.md, or null when there is no such file. */
function headingsOf(name) {
  if (!documents.has(name)) {
    const file = path.join(root, 'docs', `${name}.md`);
    const headings = existsSync(file)
      ? readFileSync(file, 'utf8')
          .split('\n')
          .filter((line) => /^#{1,6} /.test(line))
          .map((line) => line.replace(/^#+ /, '').trim())
      : null;
    documents.set(name, headings);
  }
  return documents.get(name);
}

function headingExists(headings, cited) {
  return headings.some((heading) => heading === cited || heading.startsWith(`${cited}:`) || heading.replace(/^\d+\. /, '') === cited);
}

function lineOf(text, index) {
  return text.slice(0, index).split('\n').length;
}

const problems = [];
for (const folder of scannedFolders) {
  const dir = path.join(root, folder);
  if (!existsSync(dir)) continue;
  for (const file of sourceFiles(dir)) {
    const text = readFileSync(file, 'utf8');
    const where = (index) => `${path.relative(root, file)}:${lineOf(text, index)}`;
    for (const match of text.matchAll(citationPattern)) {
      const [, name, number, heading] = match;
      const headings = headingsOf(name);
      if (headings === null) problems.push(`${where(match.index)}: cites docs/${name}.md, which does not exist`);
      else if (number !== undefined && !headings.some((line) => line.startsWith(`${number}. `))) {
        problems.push(`${where(match.index)}: cites docs/${name}.md #${number}, which has no requirement ${number}`);
      } else if (heading !== undefined && !headingExists(headings, heading)) {
        problems.push(`${where(match.index)}: cites docs/${name}.md "${heading}", which has no such heading`);
      }
    }
    for (const match of text.matchAll(outsideCitationPattern)) {
      problems.push(`${where(match.index)}: cites '${match[0]}', which is not in this repository; cite docs/<file>.md`);
    }
  }
}

if (problems.length > 0) {
  console.error(`Doc citations: ${problems.length} problem(s)\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
  process.exit(1);
}
console.info('Doc citations: every comment cites a document and heading that exist in docs/.');
