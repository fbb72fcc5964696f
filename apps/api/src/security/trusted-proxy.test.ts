import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config/env.ts';
import type { DatabaseHandle } from '../db/client.ts';
import { createTestApp, type TestApp } from '../test-support/test-app.ts';
import { createTestDatabase } from '../test-support/test-database.ts';

/**
 * Per-IP rate limits and the audit log read request.ip (docs/security.md #3). Production used to
 * trust any peer's X-Forwarded-For, so a client reaching an instance directly named any address
 * it liked and escaped every per-IP limit. Only the configured proxies (TRUST_PROXY; by default
 * the loopback and private ranges the documented HAProxy setup uses) may name the client.
 */
let database: DatabaseHandle;
beforeAll(async () => {
  database = await createTestDatabase();
}, 180_000);
afterAll(async () => {
  await database?.close();
});

const production = { NODE_ENV: 'production', AUTH_SECRET: 'p'.repeat(40), PUBLIC_URL: 'https://passarela.example' };

async function appOn(env: Record<string, string>): Promise<TestApp> {
  return createTestApp({
    env,
    database,
    beforeReady: (app) => {
      app.get('/api/test/my-ip', { config: { access: 'public' } }, async (request) => ({ ip: request.ip }));
    },
  });
}

async function ipSeen(t: TestApp, peer: string, forwardedFor: string): Promise<string> {
  const res = await t.app.inject({ url: '/api/test/my-ip', remoteAddress: peer, headers: { 'x-forwarded-for': forwardedFor } });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ ip: string }>().ip;
}

describe('whose X-Forwarded-For names the client', () => {
  it('in production by default: a peer on the internet cannot spoof its address; the balancer on the private network or this host can', async () => {
    const t = await appOn(production);
    try {
      expect(await ipSeen(t, '203.0.113.9', '198.51.100.7')).toBe('203.0.113.9');
      expect(await ipSeen(t, '203.0.113.9', '10.0.0.1, 198.51.100.7')).toBe('203.0.113.9');
      expect(await ipSeen(t, '10.0.0.2', '198.51.100.7')).toBe('198.51.100.7');
      expect(await ipSeen(t, '127.0.0.1', '198.51.100.8')).toBe('198.51.100.8');
      // A client's own header is dropped by HAProxy; even if one got through, the balancer's
      // address appended last is what counts, not what the client wrote first.
      expect(await ipSeen(t, '10.0.0.2', '1.2.3.4, 198.51.100.7')).toBe('198.51.100.7');
    } finally {
      await t.app.close();
    }
  });

  it('with TRUST_PROXY=1: the nearest peer names the client, the client cannot name itself', async () => {
    const t = await appOn({ ...production, TRUST_PROXY: '1' });
    try {
      expect(await ipSeen(t, '192.0.2.10', '1.2.3.4, 198.51.100.7')).toBe('198.51.100.7');
    } finally {
      await t.app.close();
    }
  });

  it('with TRUST_PROXY naming the balancer: only that address is believed', async () => {
    const t = await appOn({ ...production, TRUST_PROXY: '192.0.2.10' });
    try {
      expect(await ipSeen(t, '192.0.2.10', '198.51.100.7')).toBe('198.51.100.7');
      expect(await ipSeen(t, '10.0.0.2', '198.51.100.7')).toBe('10.0.0.2');
    } finally {
      await t.app.close();
    }
  });

  it('outside production nobody is trusted unless TRUST_PROXY says so', async () => {
    const t = await appOn({});
    try {
      expect(await ipSeen(t, '127.0.0.1', '198.51.100.7')).toBe('127.0.0.1');
    } finally {
      await t.app.close();
    }
  });
});

describe('TRUST_PROXY', () => {
  const config = (value: string | undefined, env = 'production') => loadConfig({ ...production, NODE_ENV: env, DATA_DIR: '/tmp/unused', TRUST_PROXY: value });

  it('takes false, a number of hops, or addresses, ranges and proxy-addr names', () => {
    expect(config(undefined).trustProxy).toEqual(['loopback', 'uniquelocal']);
    expect(config(undefined, 'test').trustProxy).toBe(false);
    expect(config('false').trustProxy).toBe(false);
    expect(config('2').trustProxy).toBe(2);
    expect(config(' 10.0.0.0/8, 127.0.0.1 ,::1, fd00::/8, loopback').trustProxy).toEqual(['10.0.0.0/8', '127.0.0.1', '::1', 'fd00::/8', 'loopback']);
  });

  it('refuses true and anything that is not an address or a range, naming it', () => {
    for (const wrong of ['true', '10.0.0.0/33', 'haproxy.local', '10.0.0.1/8/2', '::1/129', ',']) {
      expect(() => config(wrong), wrong).toThrow(/TRUST_PROXY/);
    }
  });
});
