import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './env.ts';

const tempDir = () => mkdtempSync(path.join(os.tmpdir(), 'passarela-config-'));
const production = { NODE_ENV: 'production', AUTH_SECRET: 'a'.repeat(40), PUBLIC_URL: 'https://passarela.app' };

describe('PAYMENT_RECONCILE_AFTER_SECONDS', () => {
  it('defaults to 5 minutes and is kept in milliseconds', () => {
    expect(loadConfig({ DATA_DIR: tempDir() }).paymentReconcileAfterMs).toBe(300_000);
    expect(loadConfig({ DATA_DIR: tempDir(), PAYMENT_RECONCILE_AFTER_SECONDS: '0' }).paymentReconcileAfterMs).toBe(0);
    expect(loadConfig({ DATA_DIR: tempDir(), ...production, PAYMENT_RECONCILE_AFTER_SECONDS: '120' }).paymentReconcileAfterMs).toBe(120_000);
  });

  it('refuses what is not a whole number of seconds, and less than a minute in production', () => {
    for (const value of ['-1', '1.5', 'cinco', '86401']) {
      expect(() => loadConfig({ DATA_DIR: tempDir(), PAYMENT_RECONCILE_AFTER_SECONDS: value })).toThrow(ConfigError);
    }
    try {
      loadConfig({ DATA_DIR: tempDir(), ...production, PAYMENT_RECONCILE_AFTER_SECONDS: '30' });
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      expect((error as ConfigError).problems.join('\n')).toContain('PAYMENT_RECONCILE_AFTER_SECONDS: at least 60 in production');
    }
  });
});
