import { createHmac } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './env.ts';

const tempDir = () => mkdtempSync(path.join(os.tmpdir(), 'passarela-config-'));

describe('loadConfig', () => {
  it('uses the documented defaults and generates a secret kept in DATA_DIR', () => {
    const dir = tempDir();
    const config = loadConfig({ DATA_DIR: dir });
    expect(config).toMatchObject({
      env: 'development',
      port: 3000,
      host: '0.0.0.0',
      databaseUrl: undefined,
      publicUrl: 'http://localhost:3000',
      apiDocs: true,
    });
    expect(config.secrets.authSecret.length).toBeGreaterThanOrEqual(32);
    const file = path.join(dir, 'secrets.json');
    expect(existsSync(file)).toBe(true);
    expect(statSync(file).mode & 0o077).toBe(0);
    expect(JSON.parse(readFileSync(file, 'utf8')).authSecret).toBe(config.secrets.authSecret);
    // A restart reads the same secret back, so sessions survive it.
    expect(loadConfig({ DATA_DIR: dir }).secrets.authSecret).toBe(config.secrets.authSecret);
  });

  it('refuses to start in production without its secrets and public URL, listing every problem', () => {
    const attempt = () => loadConfig({ NODE_ENV: 'production', DATA_DIR: tempDir() });
    expect(attempt).toThrow(ConfigError);
    try {
      attempt();
    } catch (error) {
      const problems = (error as ConfigError).problems.join('\n');
      expect(problems).toContain('AUTH_SECRET');
      expect(problems).toContain('PUBLIC_URL');
    }
  });

  it('never writes a generated secret in production', () => {
    const dir = tempDir();
    const config = loadConfig({ NODE_ENV: 'production', DATA_DIR: dir, AUTH_SECRET: 'x'.repeat(40), PUBLIC_URL: 'https://passarela.app/' });
    expect(existsSync(path.join(dir, 'secrets.json'))).toBe(false);
    expect(config.publicUrl).toBe('https://passarela.app');
    expect(config.trustedOrigins).toEqual(['https://passarela.app']);
    expect(config.apiDocs).toBe(false);
  });

  it('refuses production on an http:// PUBLIC_URL, naming the way out', () => {
    for (const publicUrl of ['http://passarela.app', 'HTTP://passarela.app']) {
      try {
        loadConfig({ NODE_ENV: 'production', DATA_DIR: tempDir(), AUTH_SECRET: 'x'.repeat(40), PUBLIC_URL: publicUrl });
        expect.unreachable();
      } catch (error) {
        expect(error).toBeInstanceOf(ConfigError);
        expect((error as ConfigError).problems).toEqual([
          expect.stringMatching(/^PUBLIC_URL: production needs an https:\/\/ address.*TLS_TERMINATED_BY_PROXY=true/),
        ]);
      }
    }
    expect(() =>
      loadConfig({ NODE_ENV: 'production', DATA_DIR: tempDir(), AUTH_SECRET: 'x'.repeat(40), PUBLIC_URL: 'http://x', TLS_TERMINATED_BY_PROXY: 'yes' }),
    ).toThrow(/TLS_TERMINATED_BY_PROXY/);
  });

  it('runs production on https:// always HTTPS-only, and on http:// behind a declared TLS proxy', () => {
    const https = loadConfig({ NODE_ENV: 'production', DATA_DIR: tempDir(), AUTH_SECRET: 'x'.repeat(40), PUBLIC_URL: 'https://passarela.app' });
    expect(https).toMatchObject({ httpsOnly: true, trustedOrigins: ['https://passarela.app'] });
    const proxied = loadConfig({
      NODE_ENV: 'production',
      DATA_DIR: tempDir(),
      AUTH_SECRET: 'x'.repeat(40),
      PUBLIC_URL: 'http://passarela.app',
      TLS_TERMINATED_BY_PROXY: 'true',
    });
    // Browsers at the proxy send the https:// origin.
    expect(proxied).toMatchObject({ httpsOnly: true, publicUrl: 'http://passarela.app', trustedOrigins: ['http://passarela.app', 'https://passarela.app'] });
  });

  it('keeps plain-HTTP cookies outside production on http://localhost, and HTTPS-only on an https:// address', () => {
    expect(loadConfig({ DATA_DIR: tempDir() }).httpsOnly).toBe(false);
    expect(loadConfig({ NODE_ENV: 'test', DATA_DIR: tempDir(), PUBLIC_URL: 'http://127.0.0.1:3100' }).httpsOnly).toBe(false);
    expect(loadConfig({ DATA_DIR: tempDir(), PUBLIC_URL: 'https://dev.passarela.app' }).httpsOnly).toBe(true);
    expect(loadConfig({ DATA_DIR: tempDir(), TLS_TERMINATED_BY_PROXY: 'true' }).httpsOnly).toBe(true);
  });

  it('lists bad values with their variable names', () => {
    try {
      loadConfig({ PORT: 'abc', DATABASE_URL: 'mysql://x', LOG_LEVEL: 'loud', DATA_DIR: tempDir() });
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      const problems = (error as ConfigError).problems.join('\n');
      expect(problems).toMatch(/PORT/);
      expect(problems).toMatch(/DATABASE_URL/);
      expect(problems).toMatch(/LOG_LEVEL/);
    }
  });

  it('adds extra trusted origins for the Vite dev server', () => {
    const config = loadConfig({ DATA_DIR: tempDir(), TRUSTED_ORIGINS: 'http://localhost:5173, http://127.0.0.1:5173' });
    expect(config.trustedOrigins).toEqual(['http://localhost:3000', 'http://localhost:5173', 'http://127.0.0.1:5173']);
  });

  it('uses the sandbox payment provider without Mercado Pago keys, its webhook secret derived from the auth secret', () => {
    const dir = tempDir();
    const authSecret = 'a'.repeat(40);
    const config = loadConfig({ DATA_DIR: dir, AUTH_SECRET: authSecret });
    expect(config.payments).toEqual({
      provider: 'sandbox',
      webhookSecret: createHmac('sha256', authSecret).update('sandbox-webhook').digest('hex'),
      sandboxDir: path.join(dir, 'sandbox-payments'),
    });
    // A different auth secret gives a different webhook secret: nothing guessable is shipped.
    const other = loadConfig({ DATA_DIR: dir, AUTH_SECRET: 'b'.repeat(40) });
    expect(other.payments.webhookSecret).not.toBe(config.payments.webhookSecret);
  });

  it('uses Mercado Pago when all three keys are set, with an optional API URL', () => {
    const config = loadConfig({
      DATA_DIR: tempDir(),
      MERCADOPAGO_ACCESS_TOKEN: 'TEST-token',
      MERCADOPAGO_PUBLIC_KEY: 'TEST-public',
      MERCADOPAGO_WEBHOOK_SECRET: 'whsec',
      MERCADOPAGO_API_URL: 'http://127.0.0.1:9999/',
    });
    expect(config.payments).toEqual({
      provider: 'mercadopago',
      accessToken: 'TEST-token',
      publicKey: 'TEST-public',
      webhookSecret: 'whsec',
      apiBaseUrl: 'http://127.0.0.1:9999',
    });
    const withoutUrl = loadConfig({ DATA_DIR: tempDir(), MERCADOPAGO_ACCESS_TOKEN: 't', MERCADOPAGO_PUBLIC_KEY: 'p', MERCADOPAGO_WEBHOOK_SECRET: 's' });
    expect(withoutUrl.payments).not.toHaveProperty('apiBaseUrl');
  });

  it('refuses a partial set of Mercado Pago keys, naming each missing one', () => {
    try {
      loadConfig({ DATA_DIR: tempDir(), MERCADOPAGO_ACCESS_TOKEN: 'TEST-token' });
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      const problems = (error as ConfigError).problems;
      expect(problems).toHaveLength(2);
      expect(problems.join('\n')).toContain('MERCADOPAGO_PUBLIC_KEY');
      expect(problems.join('\n')).toContain('MERCADOPAGO_WEBHOOK_SECRET');
    }
  });
});
