import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { PROFILE_IMAGE_MAX_BYTES } from '@passarela/shared';
import { eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/index.ts';
import { makeImage, modelSignUpData, signUp } from '../../test-support/accounts.ts';
import { createTestApp, type TestApp } from '../../test-support/test-app.ts';

let t: TestApp;
let uploadsDir: string;
beforeAll(async () => {
  t = await createTestApp();
  uploadsDir = path.join(t.config.dataDir, 'uploads');
});
afterAll(async () => {
  await t?.close();
});

async function userCount(email: unknown) {
  const rows = await t.database.db
    .select({ count: sql<number>`count(*)::int` })
    .from(users)
    .where(eq(users.email, String(email)));
  return rows[0]?.count ?? 0;
}

/** Every file under the uploads folder, relative to it. */
function storedFiles(dir = uploadsDir, prefix = ''): string[] {
  let files: string[] = [];
  for (const entry of readdirSync(dir)) {
    const full = path.join(dir, entry);
    if (statSync(full).isDirectory()) files = files.concat(storedFiles(full, `${prefix}${entry}/`));
    else files.push(`${prefix}${entry}`);
  }
  return files;
}

async function expectRefused(photo: Buffer, code: string, status = 400, filename?: string) {
  const data = modelSignUpData();
  const res = await signUp(t.app, data, { photo: { bytes: photo, filename } });
  expect(res.statusCode, res.body).toBe(status);
  expect(res.json().code).toBe(code);
  expect(await userCount(data.email)).toBe(0);
}

/** JPEG with the GPS position of São Paulo in its EXIF, as a phone camera writes it. */
function jpegWithGps() {
  return sharp({ create: { width: 800, height: 600, channels: 3, background: { r: 30, g: 120, b: 200 } } })
    .jpeg()
    .withExif({
      IFD0: { Make: 'PhoneMaker', Model: 'Camera 9' },
      IFD3: { GPSLatitudeRef: 'S', GPSLatitude: '23/1 33/1 0/1', GPSLongitudeRef: 'W', GPSLongitude: '46/1 38/1 0/1' },
    })
    .toBuffer();
}

describe('profile photo uploads (docs/security.md #14)', () => {
  it('accepts JPEG, PNG and WebP, stored as WebP in 160, 480 and 960 px under generated names', async () => {
    for (const format of ['jpeg', 'png', 'webp'] as const) {
      const res = await signUp(t.app, modelSignUpData(), { photo: { bytes: await makeImage(format, 1200), filename: `foto.${format}` } });
      expect(res.statusCode, `${format}: ${res.body}`).toBe(201);
      const { id, profile_image_url: url } = res.json().user;
      const files = storedFiles().filter((file) => file.startsWith(`${id}/`));
      expect(files).toHaveLength(3);
      for (const file of files) expect(file).toMatch(new RegExp(`^${id}/profile_images/profile-[0-9a-f]{12}-(160|480|960)\\.webp$`));
      const widths = await Promise.all(files.map(async (file) => (await sharp(path.join(uploadsDir, file)).metadata()).width));
      expect(widths.sort((a, b) => (a ?? 0) - (b ?? 0))).toEqual([160, 480, 960]);
      expect(url).toBe(`/media/${files.find((file) => file.endsWith('-480.webp'))}`);
    }
  });

  it('refuses a polyglot: JPEG magic bytes followed by HTML and script', async () => {
    const polyglot = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.from('<html><body><script>alert(document.cookie)</script></body></html>')]);
    await expectRefused(polyglot, 'INVALID_IMAGE', 400, 'foto.jpg');
  });

  it('refuses HTML or SVG however the file is named', async () => {
    await expectRefused(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>'), 'INVALID_IMAGE', 400, 'foto.png');
    await expectRefused(Buffer.from('GIF89a....'), 'INVALID_IMAGE', 400, 'foto.gif');
  });

  it('strips a script appended to a real JPEG: the stored copies are clean re-encodes', async () => {
    const polyglot = Buffer.concat([await makeImage('jpeg'), Buffer.from('<script>alert(1)</script>')]);
    const res = await signUp(t.app, modelSignUpData(), { photo: { bytes: polyglot } });
    expect(res.statusCode, res.body).toBe(201);
    const files = storedFiles().filter((f) => f.startsWith(`${res.json().user.id}/`));
    expect(files).toHaveLength(3);
    for (const file of files) {
      expect(readFileSync(path.join(uploadsDir, file)).includes(Buffer.from('<script'))).toBe(false);
      expect((await sharp(path.join(uploadsDir, file)).metadata()).format).toBe('webp');
    }
  });

  it('refuses an oversized file with 413 IMAGE_TOO_LARGE', async () => {
    const big = Buffer.concat([await makeImage('jpeg'), Buffer.alloc(PROFILE_IMAGE_MAX_BYTES)]);
    await expectRefused(big, 'IMAGE_TOO_LARGE', 413);
  });

  it('refuses a huge-pixel PNG (decompression bomb) before decoding it', async () => {
    // 81 megapixels that compress to a few kilobytes: decoding it would take ~243 MB.
    const bomb = await sharp({ create: { width: 9000, height: 9000, channels: 3, background: { r: 0, g: 0, b: 0 } }, limitInputPixels: false })
      .png({ compressionLevel: 9, palette: true, colours: 2 })
      .toBuffer();
    expect(bomb.length).toBeLessThan(200_000);
    await expectRefused(bomb, 'IMAGE_DIMENSIONS_TOO_LARGE');
  });

  it('never uses the client’s file name as a path: ../../etc/passwd.jpg is stored under a generated name', async () => {
    const before = new Set(storedFiles());
    const res = await signUp(t.app, modelSignUpData(), { photo: { bytes: await makeImage(), filename: '../../etc/passwd.jpg', contentType: 'text/html' } });
    expect(res.statusCode, res.body).toBe(201);
    const added = storedFiles().filter((file) => !before.has(file));
    expect(added).toHaveLength(3);
    for (const file of added) {
      expect(file).not.toContain('passwd');
      expect(file).toMatch(/^[A-Za-z0-9]+\/profile_images\/profile-[0-9a-f]{12}-\d+\.webp$/);
    }
    expect(readdirSync(t.config.dataDir).filter((entry) => entry.includes('passwd'))).toEqual([]);
  });

  it('strips EXIF and GPS: a geotagged JPEG is stored and served without any metadata, with nosniff', async () => {
    const original = await jpegWithGps();
    const originalMeta = await sharp(original).metadata();
    expect(originalMeta.exif?.length).toBeGreaterThan(0);
    const gpsIfdTag = (buf: Buffer) => buf.includes(Buffer.from([0x88, 0x25])) || buf.includes(Buffer.from([0x25, 0x88]));
    expect(gpsIfdTag(originalMeta.exif as Buffer)).toBe(true);

    const res = await signUp(t.app, modelSignUpData(), { photo: { bytes: original } });
    expect(res.statusCode, res.body).toBe(201);
    const url: string = res.json().user.profile_image_url;
    for (const width of [160, 480, 960]) {
      const served = await t.app.inject({ method: 'GET', url: url.replace('-480.webp', `-${width}.webp`) });
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('image/webp');
      expect(served.headers['x-content-type-options']).toBe('nosniff');
      expect(served.headers['cache-control']).toContain('max-age=31536000');
      const meta = await sharp(served.rawPayload).metadata();
      expect(meta.format).toBe('webp');
      expect(meta.exif).toBeUndefined();
      expect(meta.xmp).toBeUndefined();
      expect(meta.icc).toBeUndefined();
      expect(served.rawPayload.includes(Buffer.from('PhoneMaker'))).toBe(false);
    }
  });

  it('answers a missing media file with a plain 404, never the web app', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/media/nobody/profile_images/profile-000000000000-480.webp' });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).not.toContain('html');
    const traversal = await t.app.inject({ method: 'GET', url: '/media/..%2F..%2Fsecrets.json' });
    expect(traversal.statusCode).toBe(404);
    expect(traversal.body).not.toContain('authSecret');
  });
});
