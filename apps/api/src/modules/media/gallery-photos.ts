import { randomUUID } from 'node:crypto';
import { GALLERY_IMAGE_WIDTHS, GALLERY_URL_WIDTH } from '@passarela/shared';
import { AppError } from '../../lib/app-error.ts';
import { loadSharp } from '../../lib/images/load-sharp.ts';
import { processImage } from '../../lib/images/process-image.ts';
import type { Storage } from '../../lib/storage/storage.ts';
import type { GalleryUpload } from './gallery-upload-form.ts';

/** A checked, re-encoded gallery photo, not stored yet. */
export interface PreparedGalleryPhoto {
  variants: { width: number; bytes: Buffer }[];
  /** Pixel size of the largest copy (what the row records, for the page's aspect ratio). */
  width: number;
  height: number;
}

/** A stored photo: its new row id, the URL of the 960 px copy and the folder holding every copy. */
export interface StoredGalleryPhoto extends Omit<PreparedGalleryPhoto, 'variants'> {
  id: string;
  url: string;
  folder: string;
}

/**
 * The same pipeline as the profile photo (bytes check, pixel limit, WebP re-encode that drops
 * EXIF/GPS). A refused file is named in the error, so the person knows which one to replace.
 */
export async function prepareGalleryPhoto(upload: GalleryUpload, index: number, total: number): Promise<PreparedGalleryPhoto> {
  let variants: { width: number; bytes: Buffer }[];
  try {
    variants = await processImage(upload.bytes, { widths: GALLERY_IMAGE_WIDTHS });
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    const which = total > 1 ? `Foto ${index + 1} (${upload.fileName}): ` : '';
    throw new AppError(error.code, `${which}${error.message}`, { file: upload.fileName, index });
  }
  const largest = variants.at(-1);
  const metadata = largest ? await (await loadSharp())(largest.bytes).metadata() : undefined;
  if (!metadata?.width || !metadata.height) throw new AppError('INVALID_IMAGE', undefined, { file: upload.fileName, index });
  return { variants, width: metadata.width, height: metadata.height };
}

export function galleryFolder(userId: string, mediaId: string): string {
  return `${userId}/gallery/${mediaId}`;
}

/**
 * Writes every width of one photo under a folder named by its new row id, so deleting the photo
 * is deleting that folder. The names are the server's own; the client's file name is never used.
 */
export async function storeGalleryPhoto(storage: Storage, userId: string, photo: PreparedGalleryPhoto): Promise<StoredGalleryPhoto> {
  const id = randomUUID();
  const folder = galleryFolder(userId, id);
  try {
    for (const variant of photo.variants) await storage.put(`${folder}/photo-${variant.width}.webp`, variant.bytes, 'image/webp');
  } catch (error) {
    await storage.delete(folder).catch(() => undefined);
    throw error;
  }
  return { id, folder, url: storage.publicUrl(`${folder}/photo-${GALLERY_URL_WIDTH}.webp`), width: photo.width, height: photo.height };
}
