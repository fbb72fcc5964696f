import { PROFILE_IMAGE_MAX_BYTES, PROFILE_IMAGE_MAX_PIXELS } from '@passarela/shared';
import type sharp from 'sharp';
import { AppError } from '../app-error.ts';
import { loadSharp } from './load-sharp.ts';
import { detectImageType } from './image-type.ts';

export interface ImageVariant {
  width: number;
  bytes: Buffer;
}

export interface ProcessImageOptions {
  widths: readonly number[];
  maxBytes?: number;
  maxPixels?: number;
  /** WebP (default: every public image) or JPEG (identity documents, modules/identity-verification). */
  format?: 'webp' | 'jpeg';
}

/**
 * Turns untrusted upload bytes into clean WebP (or JPEG) copies in the given widths, or refuses them:
 * the type is checked by the bytes and again by the decoder (a polyglot fails one or the other);
 * the pixel count is read from the header before anything is decoded (decompression bombs);
 * re-encoding drops everything but pixels, so EXIF, GPS and any appended payload are gone.
 */
export async function processImage(input: Buffer, options: ProcessImageOptions): Promise<ImageVariant[]> {
  const maxBytes = options.maxBytes ?? PROFILE_IMAGE_MAX_BYTES;
  const maxPixels = options.maxPixels ?? PROFILE_IMAGE_MAX_PIXELS;
  if (input.length > maxBytes) throw new AppError('IMAGE_TOO_LARGE');
  const type = detectImageType(input);
  if (!type) throw new AppError('INVALID_IMAGE');

  const sharp = await loadSharp();
  let metadata: sharp.Metadata;
  try {
    metadata = await sharp(input, { limitInputPixels: false }).metadata();
  } catch {
    throw new AppError('INVALID_IMAGE');
  }
  if (metadata.format !== type || !metadata.width || !metadata.height) throw new AppError('INVALID_IMAGE');
  if (metadata.width * metadata.height > maxPixels) throw new AppError('IMAGE_DIMENSIONS_TOO_LARGE');

  try {
    // failOn 'warning': a truncated or corrupt file is refused instead of half-decoded.
    const decoded = sharp(input, { limitInputPixels: maxPixels, failOn: 'warning', pages: 1 }).rotate();
    return await Promise.all(
      options.widths.map(async (width) => ({
        width,
        bytes: await decoded
          .clone()
          .resize({ width, height: width * 2, fit: 'inside', withoutEnlargement: true })
          .toFormat(options.format === 'jpeg' ? 'jpeg' : 'webp', { quality: options.format === 'jpeg' ? 88 : 82 })
          .toBuffer(),
      })),
    );
  } catch {
    throw new AppError('INVALID_IMAGE');
  }
}
