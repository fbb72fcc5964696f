import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type Page, expect } from '@playwright/test';
import sharp from 'sharp';

/** Two real 480x480 portraits: the one every API sign-up sends, and one to change it to. */
const fixturesDir = path.join(path.dirname(fileURLToPath(import.meta.url)), 'fixtures');
export const profilePhotoPath = path.join(fixturesDir, 'profile-photo.jpg');
export const newProfilePhotoPath = path.join(fixturesDir, 'new-profile-photo.jpg');

/** A real, deliberately non-square photo: cropping shows up as a square stored image. */
export async function makePhoto(format: 'jpeg' | 'png' = 'jpeg', width = 900, height = 600): Promise<{ name: string; mimeType: string; buffer: Buffer }> {
  const buffer = await sharp({ create: { width, height, channels: 3, background: { r: 240, g: 50, b: 136 } } })
    .toFormat(format)
    .toBuffer();
  return { name: `foto.${format === 'jpeg' ? 'jpg' : format}`, mimeType: `image/${format}`, buffer };
}

/** Width and height of an image the server stores, fetched like the browser would. */
export async function storedImageSize(page: Page, url: string): Promise<{ width: number; height: number }> {
  const response = await page.request.get(url);
  expect(response.ok()).toBe(true);
  const metadata = await sharp(await response.body()).metadata();
  return { width: metadata.width ?? 0, height: metadata.height ?? 0 };
}
