import { type ChildProcess, spawn } from 'node:child_process';
import { openSync } from 'node:fs';
import net from 'node:net';

/**
 * The processes the benchmark starts (app instances, HAProxy, the S3 server), each with its output
 * in a log file. `stopAll` ends every one still running, on success or failure; a last synchronous
 * SIGKILL on exit covers a crash of the benchmark itself, so nothing is left running.
 */
const running = new Set<ChildProcess>();

process.on('exit', () => {
  for (const child of running) child.kill('SIGKILL');
});

export interface StartedProcess {
  child: ChildProcess;
  /** Resolves when the process has exited (at once if it already has). */
  exited: Promise<void>;
}

export function startProcess(command: string, args: string[], options: { env: NodeJS.ProcessEnv; logFile: string; cwd?: string }): StartedProcess {
  const log = openSync(options.logFile, 'a');
  const child = spawn(command, args, { env: options.env, cwd: options.cwd, stdio: ['ignore', log, log] });
  running.add(child);
  const exited = new Promise<void>((resolve) => {
    child.once('exit', () => {
      running.delete(child);
      resolve();
    });
    child.once('error', () => {
      running.delete(child);
      resolve();
    });
  });
  return { child, exited };
}

/** SIGTERM, then SIGKILL when it has not gone within `graceMs`. */
export async function stopProcess(process: StartedProcess, graceMs = 5_000): Promise<void> {
  if (process.child.exitCode !== null || process.child.signalCode !== null) return;
  process.child.kill('SIGTERM');
  const timer = setTimeout(() => process.child.kill('SIGKILL'), graceMs);
  await process.exited;
  clearTimeout(timer);
}

export async function stopAll(): Promise<void> {
  await Promise.all([...running].map((child) => stopProcess({ child, exited: new Promise((resolve) => child.once('exit', () => resolve())) })));
}

/** A TCP port nobody listens on now (the OS's pick). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** Polls `check` until it answers true, or fails after `timeoutMs` (or when `gaveUp` says the process died). */
export async function waitUntil(what: string, check: () => Promise<boolean>, timeoutMs: number, gaveUp: () => boolean = () => false): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check().catch(() => false))) {
    if (gaveUp()) throw new Error(`${what}: the process exited`);
    if (Date.now() > deadline) throw new Error(`${what}: not ready within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
