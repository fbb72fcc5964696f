import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';

const script = path.join(import.meta.dirname, 'check-boundaries.mjs');
let root;

/** A repository tree in a temporary folder, from { 'relative/path.ts': 'content' }. */
function tree(files) {
  root = mkdtempSync(path.join(os.tmpdir(), 'boundaries-'));
  for (const [file, content] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), content);
  }
  return spawnSync(process.execPath, [script, root], { encoding: 'utf8' });
}

const cleanTree = {
  'apps/web/src/features/jobs/job-card.tsx': "import { Button } from '../../components/ui/button.tsx';\n",
  'apps/web/src/components/ui/button.tsx': 'export const Button = 1;\n',
  'apps/api/src/modules/jobs/index.ts': "export { createJobsService } from './jobs.service.ts';\n",
  'apps/api/src/modules/jobs/jobs.service.ts':
    "import type { jobs } from '../../db/schema/index.ts';\nimport { createReviewsService } from '../reviews/index.ts';\n",
  'apps/api/src/modules/jobs/jobs.repository.ts': "import { eq } from 'drizzle-orm';\nimport { jobs } from '../../db/schema/index.ts';\n",
  'apps/api/src/modules/jobs/jobs-list-sql.ts': "import { sql } from 'drizzle-orm';\n",
  'apps/api/src/modules/reviews/index.ts': 'export const createReviewsService = 1;\n',
  'apps/api/src/modules/reviews/reviews.test.ts': "import { sql } from 'drizzle-orm';\nimport { x } from '../jobs/jobs.repository.ts';\n",
};

afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('check-boundaries', () => {
  it('passes a tree that keeps to the boundaries', () => {
    const run = tree(cleanTree);
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
  });

  it('fails on a web feature importing another feature', () => {
    const run = tree({ ...cleanTree, 'apps/web/src/features/jobs/job-list.tsx': "import { Heart } from '../favorites/components/heart.tsx';\n" });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain("apps/web/src/features/jobs/job-list.tsx: imports the feature 'favorites'");
  });

  it("fails on a module reaching past another module's index.ts", () => {
    const run = tree({
      ...cleanTree,
      'apps/api/src/modules/reviews/reviews.service.ts': "import { createJobsRepository } from '../jobs/jobs.repository.ts';\n",
    });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain("apps/api/src/modules/reviews/reviews.service.ts: reaches into the module 'jobs'");
  });

  it('fails on a cycle between modules', () => {
    const run = tree({ ...cleanTree, 'apps/api/src/modules/reviews/reviews.service.ts': "import { createJobsService } from '../jobs/index.ts';\n" });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('modules form a cycle: jobs -> reviews -> jobs');
  });

  it('fails on a service or route importing drizzle-orm or the db schema', () => {
    const run = tree({
      ...cleanTree,
      'apps/api/src/modules/jobs/jobs.service.ts': "import { and,\n  eq } from 'drizzle-orm';\n",
      'apps/api/src/modules/jobs/jobs.routes.ts': "import { jobs } from '../../db/schema/index.ts';\n",
    });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('apps/api/src/modules/jobs/jobs.service.ts: imports drizzle-orm; only repositories touch Drizzle');
    expect(run.stderr).toContain('apps/api/src/modules/jobs/jobs.routes.ts: imports ../../db/schema/index.ts; only repositories touch Drizzle');
  });
});
