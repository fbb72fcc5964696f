/**
 * The crop maths of the profile photo (spec: square, at least 100x100, initial 90% width centred),
 * kept apart from react-image-crop so it can be tested and reused without the library.
 */
export interface PercentCrop {
  unit: '%';
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface PixelRect {
  x: number;
  y: number;
  width: number;
  height: number;
}

export const CROP_MIN_SIZE_PX = 100;
export const CROP_INITIAL_WIDTH_PERCENT = 90;
export const CROP_JPEG_QUALITY = 0.9;
/**
 * The exported side is capped: the server keeps at most 960 px wide copies, and a 6000 px JPEG
 * could pass the 10 MB upload limit.
 */
export const CROP_MAX_OUTPUT_PX = 2048;

/**
 * A square, centred, 90% of the image's width; when the image is too wide for that square to fit
 * its height, the square takes the full height instead.
 */
export function initialSquareCrop(imageWidth: number, imageHeight: number): PercentCrop {
  if (imageWidth <= 0 || imageHeight <= 0) return { unit: '%', x: 0, y: 0, width: 100, height: 100 };
  const side = Math.min((imageWidth * CROP_INITIAL_WIDTH_PERCENT) / 100, imageHeight);
  const width = (side / imageWidth) * 100;
  const height = (side / imageHeight) * 100;
  return { unit: '%', x: (100 - width) / 2, y: (100 - height) / 2, width, height };
}

/** The crop in the image's own pixels (not the on-screen size), rounded and kept inside the image. */
export function toNaturalPixels(crop: PercentCrop, naturalWidth: number, naturalHeight: number): PixelRect {
  const x = clamp(Math.round((crop.x / 100) * naturalWidth), 0, naturalWidth - 1);
  const y = clamp(Math.round((crop.y / 100) * naturalHeight), 0, naturalHeight - 1);
  const width = clamp(Math.round((crop.width / 100) * naturalWidth), 1, naturalWidth - x);
  const height = clamp(Math.round((crop.height / 100) * naturalHeight), 1, naturalHeight - y);
  return { x, y, width, height };
}

/** The size of the exported picture: the crop's own size, scaled down to CROP_MAX_OUTPUT_PX. */
export function outputSize(rect: PixelRect, max = CROP_MAX_OUTPUT_PX): { width: number; height: number } {
  const scale = Math.min(1, max / Math.max(rect.width, rect.height));
  return { width: Math.max(1, Math.round(rect.width * scale)), height: Math.max(1, Math.round(rect.height * scale)) };
}

function clamp(value: number, min: number, max: number): number {
  return Math.min(Math.max(value, min), Math.max(min, max));
}
