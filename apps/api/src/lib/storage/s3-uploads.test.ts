import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount, makeImage } from '../../test-support/accounts.ts';
import { startS3TestServer, type S3TestServer } from '../../test-support/s3-test-server.ts';
import { actAs, createTestApp, TEST_ORIGIN, type TestApp } from '../../test-support/test-app.ts';

// The whole app on object storage (S3_BUCKET set): every upload, read and deletion goes to the
// bucket, so two instances behind a load balancer see the same files.
let s3: S3TestServer;
let t: TestApp;
beforeAll(async () => {
  s3 = await startS3TestServer();
  t = await createTestApp({ env: s3.env });
});
afterAll(async () => {
  await t?.close();
  await s3?.close();
});

async function multipartOf(field: string, bytes: Buffer, name: string) {
  const form = new FormData();
  form.append(field, new Blob([new Uint8Array(bytes)], { type: 'image/jpeg' }), name);
  const encoded = new Response(form);
  return { contentType: encoded.headers.get('content-type') ?? '', payload: Buffer.from(await encoded.arrayBuffer()) };
}

const inBucket = (url: string) => url.startsWith(`${s3.endpoint}/${s3.bucket}/`);

describe('uploads on S3-compatible storage', () => {
  it('stores the sign-up photo and gallery photos in the bucket, where browsers load them; deleting the account removes them', async () => {
    const person = await createAccount(t.app);
    const photoUrl = person.user.profile_image_url;
    expect(inBucket(photoUrl), photoUrl).toBe(true);
    const photo = await fetch(photoUrl);
    expect(photo.status).toBe(200);
    expect((await sharp(Buffer.from(await photo.arrayBuffer())).metadata()).format).toBe('webp');

    const body = await multipartOf('photos', await makeImage('jpeg', 900), 'ensaio.jpg');
    const uploaded = await t.app.inject({
      method: 'POST',
      url: '/api/profiles/me/media',
      headers: { origin: TEST_ORIGIN, cookie: person.cookie, 'content-type': body.contentType },
      payload: body.payload,
    });
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    const list = await t.app.inject({ url: '/api/profiles/me/media', headers: { cookie: person.cookie } });
    const galleryUrl: string = list.json().items[0]?.url ?? '';
    expect(inBucket(galleryUrl), galleryUrl).toBe(true);
    expect((await fetch(galleryUrl)).status).toBe(200);

    // The local media route does not exist on object storage.
    expect((await t.app.inject({ url: `/media/${photoUrl.split(`/${s3.bucket}/`)[1]}` })).statusCode).toBe(404);

    // LGPD: deleting the account removes her files from the bucket.
    const deleted = await t.app.inject({
      method: 'POST',
      url: '/api/auth/delete-account',
      headers: { origin: TEST_ORIGIN, cookie: person.cookie },
      payload: { currentPassword: person.password, confirmation: 'EXCLUIR' },
    });
    expect(deleted.statusCode, deleted.body).toBe(200);
    await expect.poll(async () => (await fetch(photoUrl)).status).toBe(404);
    expect((await fetch(galleryUrl)).status).toBe(404);
  });

  it('lets pages load images from the bucket’s address (CSP img-src), even over http in development', async () => {
    const page = await t.app.inject({ url: '/' });
    expect(page.headers['content-security-policy']).toMatch(new RegExp(`img-src [^;]*${s3.endpoint.replace(/[.:/]/g, '\\$&')}`));
  });

  it('stores the site logo in the bucket', async () => {
    const png = await sharp({ create: { width: 400, height: 100, channels: 4, background: { r: 240, g: 50, b: 136, alpha: 0.5 } } }).png().toBuffer();
    const body = await multipartOf('logo', png, 'logo.png');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin/settings/logo',
      headers: { ...actAs('admin'), 'content-type': body.contentType },
      payload: body.payload,
    });
    expect(res.statusCode, res.body).toBe(201);
    const url = res.json().url as string;
    expect(inBucket(url), url).toBe(true);
    const served = await fetch(url);
    expect(served.status).toBe(200);
    expect((await sharp(Buffer.from(await served.arrayBuffer())).metadata()).format).toBe('webp');
  });
});
