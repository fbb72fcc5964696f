import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config/env.ts';
import { startS3TestServer, type S3TestServer } from '../../test-support/s3-test-server.ts';
import { createConfiguredStorage } from './configured-storage.ts';
import type { Storage } from './storage.ts';

let s3: S3TestServer;
let storage: Storage;
beforeAll(async () => {
  s3 = await startS3TestServer();
  storage = createConfiguredStorage(loadConfig({ NODE_ENV: 'test', DATA_DIR: '/tmp/passarela-s3-config', AUTH_SECRET: 'a'.repeat(40), ...s3.env }));
});
afterAll(async () => {
  await s3?.close();
});

const bytes = (text: string) => Buffer.from(text);
const status = async (key: string) => (await fetch(storage.publicUrl(key))).status;

describe('S3-compatible storage', () => {
  it('puts an object that browsers then load from its public URL, cached for a year', async () => {
    await storage.put('user-1/profile_images/v1-480.webp', bytes('imagem'), 'image/webp');
    const url = storage.publicUrl('user-1/profile_images/v1-480.webp');
    expect(url).toBe(`${s3.endpoint}/${s3.bucket}/user-1/profile_images/v1-480.webp`);
    const res = await fetch(url);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/webp');
    expect(res.headers.get('cache-control')).toContain('immutable');
    expect(await res.text()).toBe('imagem');
  });

  it('deletes a key and everything in its folder, and nothing whose name only starts the same', async () => {
    for (const key of ['user-2/gallery/a/photo-480.webp', 'user-2/gallery/b/photo-480.webp', 'user-2/profile_images/v1-480.webp', 'user-20/gallery/a/photo-480.webp']) {
      await storage.put(key, bytes(key), 'image/webp');
    }
    await storage.delete('user-2/gallery/a');
    expect(await status('user-2/gallery/a/photo-480.webp')).toBe(404);
    expect(await status('user-2/gallery/b/photo-480.webp')).toBe(200);

    await storage.delete('user-2/profile_images/v1-480.webp');
    expect(await status('user-2/profile_images/v1-480.webp')).toBe(404);

    await storage.delete('user-2');
    expect(await status('user-2/gallery/b/photo-480.webp')).toBe(404);
    expect(await status('user-20/gallery/a/photo-480.webp')).toBe(200);
  });

  it('deletes folders of more than a thousand objects (S3 deletes 1,000 per request)', async () => {
    const keys = Array.from({ length: 1005 }, (_, i) => `user-3/gallery/p${i}.webp`);
    for (let i = 0; i < keys.length; i += 10) await Promise.all(keys.slice(i, i + 10).map((key) => storage.put(key, bytes('x'), 'image/webp')));
    await storage.delete('user-3');
    expect(await status('user-3/gallery/p0.webp')).toBe(404);
    expect(await status('user-3/gallery/p1004.webp')).toBe(404);
  }, 60_000);

  it('refuses keys a client could have shaped', async () => {
    await expect(storage.put('../fora.webp', bytes('x'), 'image/webp')).rejects.toThrow(/unsafe storage key/);
    expect(() => storage.publicUrl('a/../../b')).toThrow(/unsafe storage key/);
  });
});

describe('S3 configuration', () => {
  const base = { NODE_ENV: 'test', DATA_DIR: '/tmp/passarela-s3-config', AUTH_SECRET: 'a'.repeat(40) };
  it('is local disk unless S3_BUCKET is set', () => {
    expect(loadConfig(base).storage).toEqual({ kind: 'local', rootDir: '/tmp/passarela-s3-config/uploads' });
  });
  it('lists what is missing, with how to fix it', () => {
    expect(() => loadConfig({ ...base, S3_BUCKET: 'b', S3_ACCESS_KEY_ID: 'k' })).toThrow(/S3_PUBLIC_URL: required[\s\S]*set both or neither/);
    expect(() => loadConfig({ ...base, S3_ENDPOINT: 'https://s3.example.com' })).toThrow(/S3_BUCKET: required/);
  });
});
