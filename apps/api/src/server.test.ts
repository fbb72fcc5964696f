import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { freePort } from './test-support/server-process.ts';

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

/** A GET on a connection of its own (no keep-alive pool): what a balancer's health check does. */
function getOnNewConnection(url: string): Promise<{ status: number; body: string } | { refused: true }> {
  return new Promise((resolve, reject) => {
    const request = http.get(url, { agent: false }, (res) => {
      let body = '';
      res.on('data', (chunk) => (body += String(chunk)));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    });
    request.on('error', (error: NodeJS.ErrnoException) => (error.code === 'ECONNREFUSED' ? resolve({ refused: true }) : reject(error)));
  });
}

/**
 * A request that stays in flight for about `durationMs`: a harmless public POST whose JSON body
 * (`{`, spaces, `}`) is sent a little at a time, over a keep-alive connection. The server answers
 * only once the whole body is in.
 */
function slowRequest(origin: string, durationMs: number): { sentFirstChunk: Promise<void>; answered: Promise<{ status: number; body: string }> } {
  const chunks = Math.ceil(durationMs / 100);
  const padding = ' '.repeat(1000);
  const length = 2 + chunks * padding.length;
  const agent = new http.Agent({ keepAlive: true });
  let sentFirstChunk: () => void = () => {};
  const first = new Promise<void>((resolve) => (sentFirstChunk = resolve));
  const answered = new Promise<{ status: number; body: string }>((resolve, reject) => {
    const request = http.request(
      `${origin}/api/auth/sign-out`,
      { method: 'POST', agent, headers: { 'content-type': 'application/json', 'content-length': String(length), origin } },
      (res) => {
        let body = '';
        res.on('data', (chunk) => (body += String(chunk)));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
      },
    );
    request.on('error', reject);
    request.write('{');
    sentFirstChunk();
    let sent = 0;
    const timer = setInterval(() => {
      request.write(padding);
      sent += 1;
      if (sent === chunks) {
        clearInterval(timer);
        request.end('}');
      }
    }, 100);
  });
  return { sentFirstChunk: first, answered };
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

  it('on SIGTERM turns not-ready, stops accepting, lets the request in flight finish, and exits 0', async () => {
    const port = await freePort();
    const origin = `http://127.0.0.1:${port}`;
    const delayMs = 1500;
    const { output, exited } = start({ PORT: String(port), PUBLIC_URL: origin, DATABASE_URL: 'memory://', SHUTDOWN_DELAY_SECONDS: String(delayMs / 1000) });
    await waitForListening(output);
    expect(await getOnNewConnection(`${origin}/api/health/ready`)).toMatchObject({ status: 200 });

    // In flight well past the announce delay: it must still get its answer after the port closes.
    const slow = slowRequest(origin, delayMs + 2500);
    await slow.sentFirstChunk;
    const signalledAt = Date.now();
    child?.kill('SIGTERM');

    // Announce: ready says 503 at once, while the process still serves (live stays 200).
    let ready = await getOnNewConnection(`${origin}/api/health/ready`);
    while ('status' in ready && ready.status === 200 && Date.now() - signalledAt < 1000) ready = await getOnNewConnection(`${origin}/api/health/ready`);
    expect(ready).toEqual({ status: 503, body: JSON.stringify({ status: 'unavailable', reason: 'shutting-down' }) });
    expect(await getOnNewConnection(`${origin}/api/health/live`)).toMatchObject({ status: 200 });

    // Drain: after the delay no new connection is accepted, while the slow request is still going.
    let afterDelay = await getOnNewConnection(`${origin}/api/health/live`);
    while (!('refused' in afterDelay) && Date.now() - signalledAt < delayMs + 2000) {
      await new Promise((r) => setTimeout(r, 50));
      afterDelay = await getOnNewConnection(`${origin}/api/health/live`);
    }
    expect(afterDelay).toEqual({ refused: true });
    expect(child?.exitCode).toBeNull();

    const answer = await slow.answered;
    expect(answer.status).toBe(200);
    expect(await exited).toBe(0);
    // The keep-alive connection the slow request leaves open does not hold the exit back.
    expect(Date.now() - signalledAt).toBeLessThan(delayMs + 2500 + 3000);
    expect(output.join('')).toContain('shut down cleanly');
  });

  it('refuses to start with a clear list when the configuration is bad', async () => {
    const { output, exited } = start({ NODE_ENV: 'production', PORT: 'not-a-port' });
    expect(await exited).toBe(1);
    expect(output.join('')).toMatch(/Invalid configuration:[\s\S]*PORT/);
  });
});
