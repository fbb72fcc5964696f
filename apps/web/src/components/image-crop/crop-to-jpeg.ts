import { type PercentCrop, outputSize, toNaturalPixels } from './crop-geometry.ts';

/** Draws the crop of the loaded image at its natural resolution and encodes it as a JPEG file. */
export async function cropToJpegFile(image: HTMLImageElement, crop: PercentCrop, quality: number): Promise<File> {
  const rect = toNaturalPixels(crop, image.naturalWidth, image.naturalHeight);
  const size = outputSize(rect);
  const canvas = document.createElement('canvas');
  canvas.width = size.width;
  canvas.height = size.height;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('canvas 2d context unavailable');
  // JPEG has no transparency: a PNG's transparent parts become white, not black.
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, size.width, size.height);
  context.imageSmoothingQuality = 'high';
  context.drawImage(image, rect.x, rect.y, rect.width, rect.height, 0, 0, size.width, size.height);
  const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/jpeg', quality));
  if (!blob) throw new Error('canvas could not encode a JPEG');
  return new File([blob], 'foto-perfil.jpg', { type: 'image/jpeg' });
}
