import { randomBytes } from 'node:crypto';
import { PROFILE_IMAGE_WIDTHS } from '@passarela/shared';
import { processImage } from '../../lib/images/process-image.ts';
import type { Storage } from '../../lib/storage/storage.ts';

/** A checked, re-encoded photo, ready to store (no metadata, WebP, every width). */
export type ProfilePhotoVariants = Awaited<ReturnType<typeof prepareProfilePhoto>>;

/** Checks and re-encodes an uploaded photo before anything is written (docs/security.md #14). */
export function prepareProfilePhoto(upload: Buffer) {
  return processImage(upload, { widths: PROFILE_IMAGE_WIDTHS });
}

function keyFor(userId: string, version: string, width: number): string {
  return `${userId}/profile_images/profile-${version}-${width}.webp`;
}

/**
 * Stores every width under a fresh name (so each copy can be cached for a year without going
 * stale) and answers the URL of the 480 px copy, which is what profile_image_url holds.
 */
export async function storeProfilePhoto(storage: Storage, userId: string, variants: ProfilePhotoVariants): Promise<{ url: string; keys: string[] }> {
  const version = randomBytes(6).toString('hex');
  const keys: string[] = [];
  for (const variant of variants) {
    const key = keyFor(userId, version, variant.width);
    await storage.put(key, variant.bytes, 'image/webp');
    keys.push(key);
  }
  return { url: storage.publicUrl(keyFor(userId, version, 480)), keys };
}

/** The stored keys behind a profile_image_url we wrote earlier; none for anything else. */
export function profilePhotoKeysOf(userId: string, url: string | null): string[] {
  const match = url ? /\/profile_images\/profile-([0-9a-f]{12})-480\.webp$/.exec(url) : null;
  if (!match?.[1] || !url?.includes(`/${userId}/profile_images/`)) return [];
  const version = match[1];
  return PROFILE_IMAGE_WIDTHS.map((width) => keyFor(userId, version, width));
}
