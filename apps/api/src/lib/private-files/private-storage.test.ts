import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { text } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config/env.ts';
import { submitIdentityVerification } from '../../test-support/identity-verification.ts';
import { createPerson } from '../../test-support/people.ts';
import { startS3TestServer, type S3TestServer } from '../../test-support/s3-test-server.ts';
import { createTestApp, type TestApp } from '../../test-support/test-app.ts';
import { createConfiguredPrivateStorage } from './configured-private-storage.ts';
import { createLocalPrivateStorage } from './local-private-storage.ts';
import type { PrivateStorage } from './private-storage.ts';

// Private files (identity documents): put, get and delete like uploads, but no public URL
// (docs/security.md #14). On disk under DATA_DIR/private; on S3 in a bucket of their own.

const read = async (storage: PrivateStorage, key: string) => {
  const file = await storage.get(key);
  return file ? { body: await text(file.body), contentType: file.contentType, size: file.size } : null;
};

/** The same behaviour on both stores. */
function behavesAsAPrivateStore(open: () => PrivateStorage) {
  it('gives back what was put, nothing for a missing key, and deletes a folder and only it', async () => {
    const storage = open();
    await storage.put('identity/a/document-1.jpg', Buffer.from('documento'), 'image/jpeg');
    await storage.put('identity/a/selfie-1.jpg', Buffer.from('selfie'), 'image/jpeg');
    await storage.put('identity/ab/document-1.jpg', Buffer.from('outro'), 'image/jpeg');
    expect(await read(storage, 'identity/a/document-1.jpg')).toEqual({ body: 'documento', contentType: 'image/jpeg', size: 9 });
    expect(await storage.get('identity/a/nada.jpg')).toBeNull();
    await storage.delete('identity/a');
    expect(await storage.get('identity/a/document-1.jpg')).toBeNull();
    expect(await storage.get('identity/a/selfie-1.jpg')).toBeNull();
    expect(await read(storage, 'identity/ab/document-1.jpg')).toMatchObject({ body: 'outro' });
    // Deleting what is already gone is fine (a retried job).
    await storage.delete('identity/a');
  });

  it('refuses keys a client could have shaped', async () => {
    const storage = open();
    await expect(storage.put('../uploads/x.jpg', Buffer.from('x'), 'image/jpeg')).rejects.toThrow(/unsafe storage key/);
    await expect(storage.get('identity/../../etc/passwd')).rejects.toThrow(/unsafe storage key/);
    await expect(storage.delete('..')).rejects.toThrow(/unsafe storage key/);
  });
}

describe('private files on the local disk', () => {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'passarela-private-'));
  behavesAsAPrivateStore(() => createLocalPrivateStorage(path.join(dataDir, 'private')));

  it('lives in DATA_DIR/private, beside DATA_DIR/uploads', () => {
    const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, AUTH_SECRET: 'a'.repeat(40) });
    expect(config.storage).toEqual({ kind: 'local', rootDir: path.join(dataDir, 'uploads') });
    expect((createConfiguredPrivateStorage(config) as { rootDir?: string }).rootDir).toBe(path.join(dataDir, 'private'));
  });
});

describe('private files on S3', () => {
  let s3: S3TestServer;
  let t: TestApp;
  beforeAll(async () => {
    s3 = await startS3TestServer('passarela-private-test');
    t = await createTestApp({ env: s3.env });
  });
  afterAll(async () => {
    await t?.close();
    await s3?.close();
  });

  behavesAsAPrivateStore(() => t.app.services.privateStorage);

  it('writes to S3_PRIVATE_BUCKET without public cache headers, never to the public bucket', async () => {
    const storage = t.app.services.privateStorage;
    await storage.put('identity/c/document-1.jpg', Buffer.from('documento'), 'image/jpeg');
    const inPrivate = await fetch(`${s3.endpoint}/${s3.privateBucket}/identity/c/document-1.jpg`);
    expect(inPrivate.headers.get('cache-control')).toBe('private, no-store');
    expect((await fetch(`${s3.endpoint}/${s3.bucket}/identity/c/document-1.jpg`)).status).toBe(404);
  });

  it('keeps a submission’s photos in the private bucket; the admin reads them through the API', async () => {
    const contractor = await createPerson(t, 'contractor');
    const admin = await createPerson(t, 'admin');
    const row = await submitIdentityVerification(t, contractor);
    const key = String(row.documentFileKey);
    expect((await fetch(`${s3.endpoint}/${s3.bucket}/${key}`)).status).toBe(404);
    expect((await fetch(`${s3.endpoint}/${s3.privateBucket}/${key}`)).status).toBe(200);
    const served = await t.app.inject({ url: `/api/admin/identity-verifications/${row.id}/files/document`, headers: admin.headers });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/jpeg');
    expect(served.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));
  });
});

describe('S3_PRIVATE_BUCKET', () => {
  const base = { NODE_ENV: 'test', DATA_DIR: '/tmp/passarela-private-config', AUTH_SECRET: 'a'.repeat(40) };
  const s3 = { S3_BUCKET: 'midia', S3_PUBLIC_URL: 'https://midia.example.com' };
  it('is required with S3_BUCKET, and must be another bucket', () => {
    expect(() => loadConfig({ ...base, ...s3 })).toThrow(/S3_PRIVATE_BUCKET: required with S3_BUCKET/);
    expect(() => loadConfig({ ...base, ...s3, S3_PRIVATE_BUCKET: 'midia' })).toThrow(/S3_PRIVATE_BUCKET: must differ from S3_BUCKET/);
    expect(() => loadConfig({ ...base, S3_PRIVATE_BUCKET: 'documentos' })).toThrow(/S3_BUCKET: required when any S3_\* variable is set/);
    expect(loadConfig({ ...base, ...s3, S3_PRIVATE_BUCKET: 'documentos' }).storage).toMatchObject({ kind: 's3', bucket: 'midia', privateBucket: 'documentos' });
  });
});
