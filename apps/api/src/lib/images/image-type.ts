export type AcceptedImageType = 'jpeg' | 'png' | 'webp';

/**
 * The image type by its first bytes, whatever the file name or the declared content type say
 * (docs/security.md #14). Anything else (HTML, SVG, GIF, HEIC…) is refused.
 */
export function detectImageType(bytes: Buffer): AcceptedImageType | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  if (bytes.length >= 8 && bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'png';
  if (bytes.length >= 12 && bytes.toString('latin1', 0, 4) === 'RIFF' && bytes.toString('latin1', 8, 12) === 'WEBP') return 'webp';
  return null;
}
