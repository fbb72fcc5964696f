import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';

const script = path.join(import.meta.dirname, 'check-renamed-clones.mjs');
let root;

/** A function of 12 lines; `name` and `field` rename it without changing its shape. */
const shaped = (name, field) => `export function ${name}(rows: { ${field}: number }[]): number {
  let total = 0;
  for (const row of rows) {
    if (row.${field} > 10) {
      total += row.${field} * 2;
    } else if (row.${field} < 0) {
      total -= row.${field};
    } else {
      total += 1;
    }
  }
  return total;
}
`;

function check(files, max) {
  root = mkdtempSync(path.join(os.tmpdir(), 'renamed-clones-'));
  for (const folder of ['apps', 'packages', 'bench', 'scripts']) mkdirSync(path.join(root, folder), { recursive: true });
  for (const [file, content] of Object.entries(files)) writeFileSync(path.join(root, file), content);
  return spawnSync(process.execPath, [script, `--root=${root}`, `--max=${max}`], { encoding: 'utf8' });
}

afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('check-renamed-clones', () => {
  const files = { 'apps/a.ts': shaped('sumPrices', 'price'), 'packages/b.ts': shaped('sumHeights', 'height') };

  it('counts two blocks alike but for their names as one pair, and passes at the ceiling', () => {
    const run = check(files, 1);
    expect(run.status).toBe(0);
    expect(run.stdout).toContain('Renamed clones: 1 pairs');
  });

  it('fails above the ceiling and lists the pairs', () => {
    const run = check(files, 0);
    expect(run.status).toBe(1);
    expect(run.stdout).toMatch(/a\.ts:1-1\d ~ .*b\.ts:1-1\d/);
    expect(run.stderr).toContain('more than the 0 allowed');
  });

  it('does not count blocks tests repeat', () => {
    const run = check({ 'apps/a.test.ts': shaped('sumPrices', 'price'), 'packages/b.test.ts': shaped('sumHeights', 'height') }, 0);
    expect(run.status).toBe(0);
  });
});
