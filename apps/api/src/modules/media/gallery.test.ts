import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { GALLERY_IMAGE_WIDTHS, gallerySrcSet, type OwnGalleryResponse } from '@passarela/shared';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/index.ts';
import { createTransactionRunner } from '../../db/transaction.ts';
import { createLocalDiskStorage } from '../../lib/storage/local-disk-storage.ts';
import { createGalleryRepository } from './gallery.repository.ts';
import { createGalleryService } from './gallery.service.ts';
import { createAccount } from '../../test-support/accounts.ts';
import { createTestApp, TEST_ORIGIN, type TestApp } from '../../test-support/test-app.ts';
import { createSettingsRepository, createSettingsService } from '../settings/index.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, 180_000);
afterAll(async () => {
  await t?.close();
});

type Account = Awaited<ReturnType<typeof createAccount>>;

interface UploadFile {
  bytes: Buffer;
  name?: string;
  type?: string;
}

/** A plain photo of one colour; distinct colours and sizes tell the copies apart. */
function photo(rgb: [number, number, number], width = 900, height = 1200, format: 'jpeg' | 'png' | 'webp' = 'jpeg') {
  return sharp({ create: { width, height, channels: 3, background: { r: rgb[0], g: rgb[1], b: rgb[2] } } })
    .toFormat(format)
    .toBuffer();
}

/** Several files in the field `photos`, as a browser's FormData sends them. */
async function upload(cookie: string, files: UploadFile[], field = 'photos') {
  const form = new FormData();
  for (const [index, file] of files.entries()) {
    form.append(field, new Blob([new Uint8Array(file.bytes)], { type: file.type ?? 'image/jpeg' }), file.name ?? `foto-${index + 1}.jpg`);
  }
  const encoded = new Response(form);
  return t.app.inject({
    method: 'POST',
    url: '/api/profiles/me/media',
    headers: { origin: TEST_ORIGIN, cookie, 'content-type': encoded.headers.get('content-type') ?? '' },
    payload: Buffer.from(await encoded.arrayBuffer()),
  });
}

const list = (cookie: string) => t.app.inject({ url: '/api/profiles/me/media', headers: { cookie } });
const send = (cookie: string, method: 'PATCH' | 'DELETE' | 'PUT', url: string, payload?: unknown) =>
  t.app.inject({ method, url, headers: { origin: TEST_ORIGIN, cookie }, ...(payload === undefined ? {} : { payload: payload as object }) });

const uploadsDir = () => path.join(t.config.dataDir, 'uploads');
function galleryFilesOf(userId: string): string[] {
  const root = path.join(uploadsDir(), userId, 'gallery');
  if (!existsSync(root)) return [];
  return readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(uploadsDir(), path.join(entry.parentPath, entry.name)));
}
const fileOf = (url: string) => path.join(uploadsDir(), url.replace(/^\/media\//, ''));

async function setLimits(free: number, pro = 60) {
  const [anyUser] = await t.database.db.select({ id: users.id }).from(users).limit(1);
  await t.app.services.settingsService.update({ FREE_GALLERY_LIMIT: free, PRO_GALLERY_LIMIT: pro }, anyUser?.id ?? '');
}

async function withThree(account: Account): Promise<OwnGalleryResponse> {
  const res = await upload(account.cookie, [
    { bytes: await photo([220, 40, 40]) },
    { bytes: await photo([40, 200, 40], 1200, 800, 'png'), type: 'image/png', name: 'b.png' },
    { bytes: await photo([40, 40, 220], 700, 700, 'webp'), type: 'image/webp', name: 'c.webp' },
  ]);
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

describe('gallery uploads (POST /api/profiles/me/media)', () => {
  it('takes three photos at once, in order, re-encoded to WebP in every gallery width', async () => {
    await setLimits(12);
    const account = await createAccount(t.app);
    const gallery = await withThree(account);
    expect(gallery.used).toBe(3);
    expect(gallery.limit).toBe(12);
    expect(gallery.items.map((item) => item.position)).toEqual([0, 1, 2]);
    // Width and height are the largest copy's: 900x1200 fits 1600 wide as it is; 1200x800 too.
    expect(gallery.items.map((item) => [item.width, item.height])).toEqual([
      [900, 1200],
      [1200, 800],
      [700, 700],
    ]);
    const files = galleryFilesOf(account.user.id);
    expect(files).toHaveLength(9);
    for (const item of gallery.items) {
      expect(item.url).toMatch(new RegExp(`^/media/${account.user.id}/gallery/${item.id}/photo-960\\.webp$`));
      expect(item.caption).toBe('');
      expect(gallerySrcSet(item.url)).toBe(GALLERY_IMAGE_WIDTHS.map((w) => `${item.url.replace('-960.webp', `-${w}.webp`)} ${w}w`).join(', '));
      for (const width of GALLERY_IMAGE_WIDTHS) {
        const served = await t.app.inject({ url: item.url.replace('-960.webp', `-${width}.webp`) });
        expect(served.statusCode).toBe(200);
        expect(served.headers['content-type']).toBe('image/webp');
        const meta = await sharp(served.rawPayload).metadata();
        expect(meta.format).toBe('webp');
        expect(meta.width).toBeLessThanOrEqual(width);
      }
    }
    // The first photo was red: its 480 copy is red and 480 wide.
    const red = await sharp(fileOf(gallery.items[0]?.url.replace('-960.webp', '-480.webp') ?? ''))
      .raw()
      .toBuffer({ resolveWithObject: true });
    expect(red.info.width).toBe(480);
    expect(red.data[0]).toBeGreaterThan(180);
    expect(red.data[1]).toBeLessThan(90);

    const again = await list(account.cookie);
    expect(again.statusCode).toBe(200);
    expect(again.headers['cache-control']).toBe('no-store');
    expect(again.json()).toEqual(gallery);
  });

  it('strips EXIF and GPS from every stored copy', async () => {
    const account = await createAccount(t.app);
    const geotagged = await sharp({ create: { width: 800, height: 600, channels: 3, background: { r: 30, g: 120, b: 200 } } })
      .jpeg()
      .withExif({
        IFD0: { Make: 'PhoneMaker', Model: 'Camera 9' },
        IFD3: { GPSLatitudeRef: 'S', GPSLatitude: '23/1 33/1 0/1', GPSLongitudeRef: 'W', GPSLongitude: '46/1 38/1 0/1' },
      })
      .toBuffer();
    expect((await sharp(geotagged).metadata()).exif?.length).toBeGreaterThan(0);
    const res = await upload(account.cookie, [{ bytes: geotagged }]);
    expect(res.statusCode, res.body).toBe(201);
    for (const file of galleryFilesOf(account.user.id)) {
      const bytes = await sharp(path.join(uploadsDir(), file)).toBuffer();
      const meta = await sharp(path.join(uploadsDir(), file)).metadata();
      expect(meta.exif).toBeUndefined();
      expect(meta.xmp).toBeUndefined();
      expect(bytes.includes(Buffer.from('PhoneMaker'))).toBe(false);
    }
  });

  it('refuses a file that is not an image, naming it, and stores nothing of the request', async () => {
    const account = await createAccount(t.app);
    const res = await upload(account.cookie, [
      { bytes: await photo([10, 10, 10]) },
      { bytes: Buffer.from('<html><script>alert(1)</script></html>'), name: 'falsa.jpg' },
      { bytes: await photo([90, 90, 90]) },
    ]);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'INVALID_IMAGE',
      message: 'Foto 2 (falsa.jpg): Envie uma imagem JPEG, PNG ou WebP válida.',
      details: { file: 'falsa.jpg', index: 1 },
    });
    expect(galleryFilesOf(account.user.id)).toEqual([]);
    expect((await list(account.cookie)).json().items).toEqual([]);

    const gif = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');
    const single = await upload(account.cookie, [{ bytes: gif, name: 'anim.gif', type: 'image/gif' }]);
    expect(single.statusCode).toBe(400);
    expect(single.json()).toMatchObject({ code: 'INVALID_IMAGE', message: 'Envie uma imagem JPEG, PNG ou WebP válida.' });
  });

  it('refuses other fields, an empty form and a JSON body', async () => {
    const account = await createAccount(t.app);
    const wrongField = await upload(account.cookie, [{ bytes: await photo([1, 2, 3]) }], 'photo');
    expect(wrongField.statusCode).toBe(400);
    expect(wrongField.json().code).toBe('VALIDATION_FAILED');
    const empty = await upload(account.cookie, []);
    expect(empty.statusCode).toBe(400);
    const json = await t.app.inject({ method: 'POST', url: '/api/profiles/me/media', headers: { origin: TEST_ORIGIN, cookie: account.cookie }, payload: {} });
    expect(json.statusCode).toBe(415);
    expect(galleryFilesOf(account.user.id)).toEqual([]);
  });

  it('enforces the free limit from the settings, and PRO gets the PRO limit', async () => {
    await setLimits(4, 5);
    try {
      const account = await createAccount(t.app);
      await withThree(account);
      const tooMany = await upload(account.cookie, [{ bytes: await photo([1, 1, 1]) }, { bytes: await photo([2, 2, 2]) }]);
      expect(tooMany.statusCode).toBe(409);
      expect(tooMany.json()).toMatchObject({
        code: 'GALLERY_LIMIT_REACHED',
        message: 'Seu plano permite até 4 fotos e você já tem 3. Você ainda pode enviar 1 foto.',
        details: { limit: 4, used: 3 },
      });
      expect((await upload(account.cookie, [{ bytes: await photo([3, 3, 3]) }])).statusCode).toBe(201);
      const full = await upload(account.cookie, [{ bytes: await photo([4, 4, 4]) }]);
      expect(full.statusCode).toBe(409);
      expect(full.json().message).toBe('Você atingiu o limite de 4 fotos do seu plano.');
      expect(galleryFilesOf(account.user.id)).toHaveLength(4 * 3);

      // PRO while the subscription is ahead; an expired one is the free plan again.
      await t.database.db
        .update(users)
        .set({ subscriptionType: 'pro', subscriptionExpiresAt: new Date(Date.now() + 86_400_000) })
        .where(eq(users.id, account.user.id));
      expect((await list(account.cookie)).json()).toMatchObject({ limit: 5, used: 4 });
      expect((await upload(account.cookie, [{ bytes: await photo([5, 5, 5]) }])).statusCode).toBe(201);
      await t.database.db
        .update(users)
        .set({ subscriptionExpiresAt: new Date(Date.now() - 1000) })
        .where(eq(users.id, account.user.id));
      expect((await list(account.cookie)).json()).toMatchObject({ limit: 4, used: 5 });
      expect((await upload(account.cookie, [{ bytes: await photo([6, 6, 6]) }])).statusCode).toBe(409);
    } finally {
      await setLimits(12);
    }
  });

  it('two uploads at once never pass the limit nor share a position, and the loser leaves no files', async () => {
    await setLimits(4);
    try {
      const account = await createAccount(t.app);
      const three = async (seed: number) => [
        { bytes: await photo([seed, 0, 0]) },
        { bytes: await photo([seed, 50, 0]) },
        { bytes: await photo([seed, 100, 0]) },
      ];
      const [a, b] = await Promise.all([upload(account.cookie, await three(10)), upload(account.cookie, await three(200))]);
      expect([a.statusCode, b.statusCode].sort((x, y) => x - y)).toEqual([201, 409]);
      const gallery = (await list(account.cookie)).json() as OwnGalleryResponse;
      expect(gallery.items.map((item) => item.position)).toEqual([0, 1, 2]);
      expect(galleryFilesOf(account.user.id)).toHaveLength(9);

      await setLimits(12);
      const other = await createAccount(t.app);
      const results = await Promise.all([upload(other.cookie, await three(20)), upload(other.cookie, await three(120))]);
      expect(results.map((res) => res.statusCode)).toEqual([201, 201]);
      const both = (await list(other.cookie)).json() as OwnGalleryResponse;
      expect(both.items.map((item) => item.position)).toEqual([0, 1, 2, 3, 4, 5]);
    } finally {
      await setLimits(12);
    }
  });
});

describe('gallery uploads with settings read from the database', () => {
  // The app caches settings for 5 s; once the cache is stale the read goes to the database. On
  // PGlite that read, made inside the upload's transaction, once hung the whole server (CI).
  it('read the plan limits before the transaction, so an upload never waits on itself', async () => {
    const db = t.database.db;
    const gallery = createGalleryService({
      repository: createGalleryRepository(db),
      runInTransaction: createTransactionRunner(db),
      storage: createLocalDiskStorage(uploadsDir()),
      settings: () => createSettingsService({ repository: createSettingsRepository(db), runInTransaction: createTransactionRunner(db) }).getAll(),
      logger: t.app.log,
    });
    const account = await createAccount(t.app);
    const result = await gallery.upload(account.user.id, [{ bytes: await photo([7, 8, 9]), fileName: 'a.jpg' }]);
    expect(result).toMatchObject({ used: 1 });
    expect(galleryFilesOf(account.user.id)).toHaveLength(GALLERY_IMAGE_WIDTHS.length);
  });
});

describe('editing the gallery', () => {
  it('reorders with exactly the current ids and refuses any other list', async () => {
    const account = await createAccount(t.app);
    const { items } = await withThree(account);
    const [first, second, third] = items.map((item) => item.id) as [string, string, string];
    const res = await send(account.cookie, 'PUT', '/api/profiles/me/media/order', { ids: [third, first, second] });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().items.map((item: { id: string }) => item.id)).toEqual([third, first, second]);
    expect((await list(account.cookie)).json().items.map((item: { id: string; position: number }) => [item.id, item.position])).toEqual([
      [third, 0],
      [first, 1],
      [second, 2],
    ]);

    for (const ids of [
      [third, first],
      [third, first, second, '8c3b1a52-4a0e-4a39-9b8e-2f1d7c1e0a11'],
      [third, first, third],
    ]) {
      const bad = await send(account.cookie, 'PUT', '/api/profiles/me/media/order', { ids });
      expect(bad.statusCode, JSON.stringify(ids)).toBeGreaterThanOrEqual(400);
      expect(['GALLERY_ORDER_MISMATCH', 'VALIDATION_FAILED']).toContain(bad.json().code);
    }
    const missing = await send(account.cookie, 'PUT', '/api/profiles/me/media/order', { ids: [third, first] });
    expect(missing.statusCode).toBe(409);
    expect(missing.json().message).toBe('Sua galeria mudou enquanto você organizava. Recarregue a página e tente de novo.');
    expect((await send(account.cookie, 'PUT', '/api/profiles/me/media/order', { ids: ['não-é-uuid'] })).statusCode).toBe(400);
    expect((await list(account.cookie)).json().items.map((item: { id: string }) => item.id)).toEqual([third, first, second]);
  });

  it('sets and clears a caption, trimmed, at most 200 characters', async () => {
    const account = await createAccount(t.app);
    const { items } = await withThree(account);
    const id = items[1]?.id as string;
    const res = await send(account.cookie, 'PATCH', `/api/profiles/me/media/${id}`, { caption: '  Editorial de verão — Ipanema  ' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().item).toMatchObject({ id, caption: 'Editorial de verão — Ipanema', position: 1 });
    expect((await list(account.cookie)).json().items[1].caption).toBe('Editorial de verão — Ipanema');
    const long = await send(account.cookie, 'PATCH', `/api/profiles/me/media/${id}`, { caption: 'a'.repeat(201) });
    expect(long.statusCode).toBe(400);
    expect(long.json().details[0].message).toBe('A legenda pode ter no máximo 200 caracteres.');
    expect((await send(account.cookie, 'PATCH', `/api/profiles/me/media/${id}`, { caption: '', extra: 1 })).statusCode).toBe(400);
    const cleared = await send(account.cookie, 'PATCH', `/api/profiles/me/media/${id}`, { caption: '' });
    expect(cleared.json().item.caption).toBe('');
  });

  it('deletes a photo with its files and closes the gap in positions', async () => {
    const account = await createAccount(t.app);
    const { items } = await withThree(account);
    const [first, second, third] = items as [OwnGalleryResponse['items'][number], OwnGalleryResponse['items'][number], OwnGalleryResponse['items'][number]];
    expect(existsSync(fileOf(second.url))).toBe(true);
    const res = await send(account.cookie, 'DELETE', `/api/profiles/me/media/${second.id}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().items.map((item: { id: string; position: number }) => [item.id, item.position])).toEqual([
      [first.id, 0],
      [third.id, 1],
    ]);
    expect(res.json().used).toBe(2);
    expect(existsSync(fileOf(second.url))).toBe(false);
    expect(galleryFilesOf(account.user.id)).toHaveLength(6);
    const again = await send(account.cookie, 'DELETE', `/api/profiles/me/media/${second.id}`);
    expect(again.statusCode).toBe(404);
    expect(again.json()).toMatchObject({ code: 'MEDIA_NOT_FOUND', message: 'Foto não encontrada.' });
  });
});

describe('ownership (docs/security.md #8)', () => {
  it('another user cannot caption, delete or reorder someone else’s photos: 404 and nothing changes', async () => {
    const owner = await createAccount(t.app);
    const intruder = await createAccount(t.app, { first_name: 'Bruno' });
    const { items } = await withThree(owner);
    const target = items[0]?.id as string;
    const caption = await send(intruder.cookie, 'PATCH', `/api/profiles/me/media/${target}`, { caption: 'invadido' });
    expect(caption.statusCode).toBe(404);
    expect(caption.json().code).toBe('MEDIA_NOT_FOUND');
    const removed = await send(intruder.cookie, 'DELETE', `/api/profiles/me/media/${target}`);
    expect(removed.statusCode).toBe(404);
    const reorder = await send(intruder.cookie, 'PUT', '/api/profiles/me/media/order', { ids: items.map((item) => item.id).toReversed() });
    expect(reorder.statusCode).toBe(409);
    expect((await list(intruder.cookie)).json().items).toEqual([]);
    expect((await list(owner.cookie)).json().items).toEqual(items);
    expect(existsSync(fileOf(items[0]?.url ?? ''))).toBe(true);
  });

  it('guests cannot use the owner routes', async () => {
    expect((await t.app.inject({ url: '/api/profiles/me/media' })).statusCode).toBe(401);
    const res = await t.app.inject({ method: 'DELETE', url: '/api/profiles/me/media/8c3b1a52-4a0e-4a39-9b8e-2f1d7c1e0a11', headers: { origin: TEST_ORIGIN } });
    expect(res.statusCode).toBe(401);
  });
});

describe('public gallery (GET /api/profiles/:slug/media)', () => {
  it('lists a visible profile’s photos in order, and hides a suspended one like the profile', async () => {
    const account = await createAccount(t.app);
    const { items } = await withThree(account);
    const order = [items[2]?.id, items[0]?.id, items[1]?.id] as string[];
    await send(account.cookie, 'PUT', '/api/profiles/me/media/order', { ids: order });
    await send(account.cookie, 'PATCH', `/api/profiles/me/media/${order[0]}`, { caption: 'Capa' });

    const res = await t.app.inject({ url: `/api/profiles/${account.user.profile_slug}/media` });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json() as { items: OwnGalleryResponse['items'] };
    expect(Object.keys(body)).toEqual(['items']);
    expect(body.items.map((item) => item.id)).toEqual(order);
    expect(body.items[0]?.caption).toBe('Capa');

    const empty = await createAccount(t.app);
    expect((await t.app.inject({ url: `/api/profiles/${empty.user.profile_slug}/media` })).json()).toEqual({ items: [] });
    const unknown = await t.app.inject({ url: '/api/profiles/ninguem-aqui/media' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().code).toBe('PROFILE_NOT_FOUND');
    expect((await t.app.inject({ url: '/api/profiles/a%20b/media' })).statusCode).toBe(404);

    await t.database.db.update(users).set({ suspendedAt: new Date() }).where(eq(users.id, account.user.id));
    const suspended = await t.app.inject({ url: `/api/profiles/${account.user.profile_slug}/media` });
    expect(suspended.statusCode).toBe(404);
    expect(suspended.json().code).toBe('PROFILE_NOT_FOUND');
  });
});
