import { randomUUID } from 'node:crypto';
import { AppError } from '../../lib/app-error.ts';
import { loadSharp } from '../../lib/images/load-sharp.ts';
import { processImage } from '../../lib/images/process-image.ts';
import type { PrivateStorage } from '../../lib/private-files/private-storage.ts';

/** The bubble's copy (sharp on a 3x phone at about 200 CSS px) and the full-size one a tap opens. */
export const MESSAGE_IMAGE_WIDTHS = { thumb: 640, full: 1600 } as const;

/** Every photo a person sent, in one folder of the private store: deleting it deletes them all. */
export function messageImagesFolderOf(senderId: string): string {
  return `message-images/${senderId}`;
}

/** One photo's copies, named by the server only (the client's file name is never used). */
export function messageImageKey(folder: string, size: keyof typeof MESSAGE_IMAGE_WIDTHS): string {
  return `${folder}/photo-${MESSAGE_IMAGE_WIDTHS[size]}.webp`;
}

/** A checked, re-encoded photo, not stored yet. */
export interface PreparedMessageImage {
  variants: { size: keyof typeof MESSAGE_IMAGE_WIDTHS; bytes: Buffer }[];
  width: number;
  height: number;
}

/** A stored photo: its row id, the folder of its copies and the size of the full one. */
export interface StoredMessageImage {
  id: string;
  folder: string;
  width: number;
  height: number;
}

/**
 * The gallery's pipeline (lib/images/process-image.ts: type by the bytes, size and pixel limits, a
 * real decode, WebP re-encode that drops EXIF and GPS). A refused photo is named by its place
 * ("Foto 2: …"), never by the client's file name.
 */
export async function prepareMessageImage(bytes: Buffer, index: number, total: number): Promise<PreparedMessageImage> {
  const sizes = ['thumb', 'full'] as const;
  try {
    const encoded = await processImage(bytes, { widths: sizes.map((size) => MESSAGE_IMAGE_WIDTHS[size]) });
    const variants = encoded.map((variant, i) => ({ size: sizes[i] ?? 'full', bytes: variant.bytes }));
    const full = variants.at(-1)?.bytes;
    const metadata = full ? await (await loadSharp())(full).metadata() : undefined;
    if (!metadata?.width || !metadata.height) throw new AppError('INVALID_IMAGE');
    return { variants, width: metadata.width, height: metadata.height };
  } catch (error) {
    if (!(error instanceof AppError) || total === 1) throw error;
    throw new AppError(error.code, `Foto ${index + 1}: ${error.message}`, { index });
  }
}

/** Writes every copy of each photo; a failure removes whatever this call wrote. */
export async function storeMessageImages(storage: PrivateStorage, senderId: string, images: PreparedMessageImage[]): Promise<StoredMessageImage[]> {
  const stored: StoredMessageImage[] = [];
  try {
    for (const image of images) {
      const id = randomUUID();
      const folder = `${messageImagesFolderOf(senderId)}/${id}`;
      stored.push({ id, folder, width: image.width, height: image.height });
      for (const variant of image.variants) await storage.put(messageImageKey(folder, variant.size), variant.bytes, 'image/webp');
    }
  } catch (error) {
    await removeMessageImageFiles(storage, stored);
    throw error;
  }
  return stored;
}

export async function removeMessageImageFiles(storage: PrivateStorage, images: Pick<StoredMessageImage, 'folder'>[]): Promise<void> {
  for (const image of images) await storage.delete(image.folder).catch(() => undefined);
}
