import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../config/env.ts';

/** SEED_DEMO (README "Demo data"): a newcomer's development start gets the demo; tests and production only when asked. */

const dataDir = () => mkdtempSync(path.join(os.tmpdir(), 'passarela-seed-env-'));
const production = { NODE_ENV: 'production', AUTH_SECRET: 'p'.repeat(40), PUBLIC_URL: 'https://passarela.app' };

describe('SEED_DEMO', () => {
  it('is on by default in development (also when NODE_ENV is unset) and off in test and production', () => {
    expect(loadConfig({ DATA_DIR: dataDir() }).seedDemo).toBe(true);
    expect(loadConfig({ NODE_ENV: 'development', DATA_DIR: dataDir() }).seedDemo).toBe(true);
    expect(loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir() }).seedDemo).toBe(false);
    expect(loadConfig({ ...production, DATA_DIR: dataDir() }).seedDemo).toBe(false);
  });

  it('is what it says when set, whatever NODE_ENV is', () => {
    for (const [value, expected] of [
      ['false', false],
      ['0', false],
      ['true', true],
      ['1', true],
    ] as const) {
      expect(loadConfig({ NODE_ENV: 'development', DATA_DIR: dataDir(), SEED_DEMO: value }).seedDemo, `development ${value}`).toBe(expected);
      expect(loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir(), SEED_DEMO: value }).seedDemo, `test ${value}`).toBe(expected);
      expect(loadConfig({ ...production, DATA_DIR: dataDir(), SEED_DEMO: value }).seedDemo, `production ${value}`).toBe(expected);
    }
  });

  it('refuses anything but true, false, 1 or 0', () => {
    expect(() => loadConfig({ DATA_DIR: dataDir(), SEED_DEMO: 'yes' })).toThrow(ConfigError);
  });
});
