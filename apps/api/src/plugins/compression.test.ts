import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test-support/test-app.ts';

// A built asset as the web build leaves it: the file, and its .br and .gz twins.
const script = `export const cards = ${JSON.stringify(Array.from({ length: 200 }, (_, i) => ({ id: i, nome: `Modelo ${i}` })))};\n`;
const style = `.card{display:flex;gap:1rem}\n`.repeat(100);

let t: TestApp;
beforeAll(async () => {
  const dist = mkdtempSync(path.join(os.tmpdir(), 'passarela-dist-'));
  mkdirSync(path.join(dist, 'assets'));
  writeFileSync(path.join(dist, 'index.html'), `<!doctype html><html><head><title>Passarela</title></head><body><div id="root"></div>${'<!-- app -->'.repeat(200)}</body></html>`);
  for (const [name, body] of [
    ['index-abc.js', script],
    ['index-abc.css', style],
  ] as const) {
    const file = path.join(dist, 'assets', name);
    writeFileSync(file, body);
    writeFileSync(`${file}.br`, brotliCompressSync(body));
    writeFileSync(`${file}.gz`, gzipSync(body));
  }
  // Demo people, so /api/models has a page of cards worth compressing.
  t = await createTestApp({ env: { WEB_DIST_DIR: dist, SEED_DEMO: 'true' } });
}, 120_000);
afterAll(async () => {
  await t?.close();
});

function get(url: string, acceptEncoding?: string) {
  return t.app.inject({ method: 'GET', url, headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} });
}

/** The same answer, but for a list page's cursor, which carries the time it was made. */
function sameContent(a: string, b: string): boolean {
  if (!a.startsWith('{')) return a === b;
  const withoutCursor = (json: string) => ({ ...(JSON.parse(json) as Record<string, unknown>), nextCursor: null });
  return JSON.stringify(withoutCursor(a)) === JSON.stringify(withoutCursor(b));
}

describe('compressed answers', () => {
  for (const { url, type } of [
    { url: '/assets/index-abc.js', type: 'javascript' },
    { url: '/assets/index-abc.css', type: 'text/css' },
    { url: '/', type: 'text/html' },
    { url: '/modelos', type: 'text/html' },
    { url: '/api/models?limit=24', type: 'application/json' },
    { url: '/api/jobs', type: 'application/json' },
  ]) {
    it(`${url}: brotli when accepted, gzip otherwise, plain for a client that asks for neither`, async () => {
      const plain = await get(url);
      expect(plain.statusCode).toBe(200);
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.headers['content-type']).toContain(type);
      expect(plain.rawPayload.length).toBeGreaterThan(1024);

      const br = await get(url, 'gzip, deflate, br');
      expect(br.headers['content-encoding']).toBe('br');
      expect(br.headers['content-type']).toContain(type);
      expect(br.headers.vary).toMatch(/accept-encoding/i);
      expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
      expect(sameContent(brotliDecompressSync(br.rawPayload).toString(), plain.body)).toBe(true);

      const gz = await get(url, 'gzip');
      expect(gz.headers['content-encoding']).toBe('gzip');
      expect(sameContent(gunzipSync(gz.rawPayload).toString(), plain.body)).toBe(true);
    });
  }

  it('serves the build’s own compressed copy of an asset, with its long cache', async () => {
    const br = await get('/assets/index-abc.js', 'br');
    expect(br.rawPayload.equals(brotliCompressSync(script))).toBe(true);
    expect(br.headers['cache-control']).toContain('immutable');
  });

  it('follows the browser’s preferences: q=0 refuses an encoding', async () => {
    expect((await get('/', 'br;q=0, gzip')).headers['content-encoding']).toBe('gzip');
    expect((await get('/', 'identity')).headers['content-encoding']).toBeUndefined();
  });

  it('leaves small answers alone', async () => {
    const health = await get('/api/health', 'br');
    expect(health.statusCode).toBe(200);
    expect(health.headers['content-encoding']).toBeUndefined();
  });
});
