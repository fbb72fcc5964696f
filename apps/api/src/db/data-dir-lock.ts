import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export class DatabaseLockedError extends Error {
  constructor(
    readonly dir: string,
    readonly pid: number,
  ) {
    super(
      `O banco embutido em ${dir} já está aberto pelo processo ${pid} (o servidor está rodando?). ` +
        'O PGlite aceita um processo por vez: pare o servidor e tente de novo, ou use DATABASE_URL com um PostgreSQL.',
    );
    this.name = 'DatabaseLockedError';
  }
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * PGlite on disk may be opened by one process only; a second one (the admin CLI while the server
 * runs, or a second server) would corrupt it. A lock file with the owner's pid refuses the second
 * opener with a clear message; a lock left by a process that died is taken over.
 */
export function acquireDataDirLock(dir: string): () => void {
  const file = path.join(dir, 'passarela.lock');
  try {
    writeFileSync(file, String(process.pid), { flag: 'wx' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    const owner = Number.parseInt(readFileSync(file, 'utf8'), 10);
    if (Number.isInteger(owner) && owner > 0 && isRunning(owner)) throw new DatabaseLockedError(dir, owner);
    writeFileSync(file, String(process.pid));
  }
  return () => {
    try {
      if (readFileSync(file, 'utf8') === String(process.pid)) rmSync(file, { force: true });
    } catch {
      // Already gone: nothing to release.
    }
  };
}
