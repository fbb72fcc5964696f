import { spawn } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { openDatabase } from '../db/client.ts';
import { cookieHeader, signIn } from '../test-support/accounts.ts';
import { createTestApp } from '../test-support/test-app.ts';

// These start a real process through tsx (compiling on the fly): on a loaded two-core CI machine
// that alone was seen taking over 30 s, so each test here may take up to 2 minutes.
vi.setConfig({ testTimeout: 120_000 });

const cliEntry = path.join(import.meta.dirname, 'admin-create.ts');
const tsx = path.resolve(import.meta.dirname, '../../../../node_modules/.bin/tsx');

function runCli(dataDir: string, args: string[]): Promise<{ code: number | null; output: string }> {
  const child = spawn(tsx, [cliEntry, ...args], {
    // The same environment the server reads: the CLI must find the same embedded database.
    env: { PATH: process.env.PATH ?? '', HOME: os.tmpdir(), DATA_DIR: dataDir, NODE_ENV: 'development' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk) => (output += String(chunk)));
  child.stderr.on('data', (chunk) => (output += String(chunk)));
  return new Promise((resolve) => child.on('exit', (code) => resolve({ code, output })));
}

describe('admin:create command', () => {
  it('creates an admin in the server’s DATA_DIR who can then sign in and reach admin routes', async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'passarela-cli-'));
    const password = 'farol-azul-na-ilha-grande';
    const run = await runCli(dataDir, ['--email', ' Chefe@Passarela.app ', '--password', password, '--name', 'Carla Chefe']);
    expect(run.output).toContain('Conta de administrador criada: chefe@passarela.app (perfil /perfil/carla-chefe)');
    expect(run.code).toBe(0);

    const database = await openDatabase({ databaseUrl: undefined, dataDir });
    const t = await createTestApp({ database, env: { DATA_DIR: dataDir } });
    try {
      const res = await signIn(t.app, 'chefe@passarela.app', password);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().user).toMatchObject({ user_type: 'admin', emailVerified: true, profile_slug: 'carla-chefe' });
      const admin = await t.app.inject({ method: 'GET', url: '/api/admin/settings', headers: { cookie: cookieHeader(res) } });
      expect(admin.statusCode).toBe(200);
    } finally {
      await t.app.close();
      await database.close();
    }
  });

  it('refuses clearly while another process holds the embedded database', async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'passarela-cli-'));
    // This test process stands in for a running server.
    writeFileSync(path.join(dataDir, 'passarela.lock'), String(process.pid));
    const run = await runCli(dataDir, ['--email', 'chefe@passarela.app', '--password', 'farol-azul-na-ilha-grande']);
    expect(run.code).toBe(1);
    expect(run.output).toContain(`já está aberto pelo processo ${process.pid}`);
  });

  it('explains its usage and refuses weak input', async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'passarela-cli-'));
    const noEmail = await runCli(dataDir, []);
    expect(noEmail.code).toBe(2);
    expect(noEmail.output).toContain('Uso: npm run admin:create');
    const weak = await runCli(dataDir, ['--email', 'chefe@passarela.app', '--password', '123456']);
    expect(weak.code).toBe(1);
    expect(weak.output).toContain('senha muito comum');
  });
});
