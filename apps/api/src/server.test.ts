import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';

// These start a real process through tsx (compiling on the fly): on a loaded two-core CI machine
// that alone was seen taking over 30 s, so each test here may take up to 2 minutes.
vi.setConfig({ testTimeout: 120_000 });

const serverEntry = path.join(import.meta.dirname, 'server.ts');
const tsx = path.resolve(import.meta.dirname, '../../../node_modules/.bin/tsx');
let child: ChildProcess | undefined;

function start(env: Record<string, string>) {
  const output: string[] = [];
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'passarela-server-'));
  child = spawn(tsx, [serverEntry], {
    env: { PATH: process.env.PATH ?? '', HOME: os.tmpdir(), DATA_DIR: dataDir, HOST: '127.0.0.1', LOG_LEVEL: 'info', SEED_DEMO: 'false', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk) => output.push(String(chunk)));
  child.stderr?.on('data', (chunk) => output.push(String(chunk)));
  const exited = new Promise<number | null>((resolve) => child?.on('exit', (code) => resolve(code)));
  return { output, exited };
}

async function waitForListening(output: string[], timeoutMs = 60_000): Promise<string> {
  const began = Date.now();
  while (Date.now() - began < timeoutMs) {
    const line = output.join('').match(/"url":"(http:\/\/[^"]+)"/);
    const listening = output.join('').match(/Server listening at (http:\/\/127\.0\.0\.1:\d+)/);
    if (line && listening?.[1]) return listening[1];
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`server did not start:\n${output.join('')}`);
}

afterEach(() => {
  if (child && child.exitCode === null) child.kill('SIGKILL');
});

describe('server process', () => {
  it('starts on the embedded database, answers, and exits 0 on SIGTERM', async () => {
    const { output, exited } = start({ PORT: '0', DATABASE_URL: 'memory://' });
    const url = await waitForListening(output);
    const res = await fetch(`${url}/api/health`);
    expect(res.status).toBe(200);
    child?.kill('SIGTERM');
    expect(await exited).toBe(0);
    expect(output.join('')).toContain('shutting down');
  });

  it('refuses to start with a clear list when the configuration is bad', async () => {
    const { output, exited } = start({ NODE_ENV: 'production', PORT: 'not-a-port' });
    expect(await exited).toBe(1);
    expect(output.join('')).toMatch(/Invalid configuration:[\s\S]*PORT/);
  });
});
