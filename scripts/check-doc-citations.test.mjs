import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';

const script = path.join(import.meta.dirname, 'check-doc-citations.mjs');
let root;
// Bad citations are built from parts, so this file passes the check it tests.
const docsDir = 'docs';

const docs = {
  'docs/security.md': '# Security\n\n## 1. Passwords\n\n## 2. Password hashes\n',
  'docs/product.md': '# Product\n\n## Shoots\n\n## Spec 5: validation rules and messages\n',
};

/** Runs the check on a repository tree in a temporary folder, from { 'relative/path': 'content' }. */
function check(files) {
  root = mkdtempSync(path.join(os.tmpdir(), 'doc-citations-'));
  for (const [file, content] of Object.entries({ ...docs, ...files })) {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), content);
  }
  return spawnSync(process.execPath, [script, root], { encoding: 'utf8' });
}

afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('check-doc-citations', () => {
  it('passes citations of headings and requirements that exist', () => {
    const run = check({
      'apps/api/src/a.ts': '// docs/security.md #2 and docs/product.md "Shoots"\n/** docs/product.md\n * "Spec 5": the messages. */\n',
      'apps/api/drizzle/0001_a.sql': '-- docs/security.md #1, docs/product.md "Spec 5: validation rules and messages"\n',
    });
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
  });

  it('fails on a heading, a requirement or a file that does not exist', () => {
    const run = check({
      'apps/api/src/a.ts': `// ${docsDir}/product.md "Ensaios"\n/** ${docsDir}/security.md #32 */\n`,
      'packages/shared/src/b.ts': `/** ${docsDir}/product.md\n * "Spec 10": limits; ${docsDir}/rules.md */\n`,
    });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain(`apps/api/src/a.ts:1: cites ${docsDir}/product.md "Ensaios", which has no such heading`);
    expect(run.stderr).toContain(`apps/api/src/a.ts:2: cites ${docsDir}/security.md #32, which has no requirement 32`);
    expect(run.stderr).toContain(`packages/shared/src/b.ts:1: cites ${docsDir}/product.md "Spec 10", which has no such heading`);
    expect(run.stderr).toContain(`packages/shared/src/b.ts:2: cites ${docsDir}/rules.md, which does not exist`);
  });

  it('fails on documents cited outside docs/', () => {
    const outside = ['SECURITY', 'md'].join('.');
    const shared = ['..', 'shared', ['PRODUCT', 'md'].join('.')].join('/');
    const run = check({
      'apps/api/drizzle/0001_a.sql': `-- (${outside} line 16)\n`,
      'e2e/c.ts': `// see ${shared}\nimport { x } from '../shared/x.ts';\n`,
    });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain(`apps/api/drizzle/0001_a.sql:1: cites '${outside}'`);
    expect(run.stderr).toContain("e2e/c.ts:1: cites '../shared'");
    expect(run.stderr).not.toContain('e2e/c.ts:2');
  });
});
