/**
 * Limits of an uploaded profile photo, shared so the browser can warn before uploading. The server
 * checks the bytes again and re-encodes every image to WebP in these widths.
 */
export const PROFILE_IMAGE_MAX_BYTES = 10 * 1024 * 1024;
export const PROFILE_IMAGE_MAX_PIXELS = 40_000_000;
export const PROFILE_IMAGE_ACCEPTED_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export const PROFILE_IMAGE_WIDTHS = [160, 480, 960] as const;
export type ProfileImageWidth = (typeof PROFILE_IMAGE_WIDTHS)[number];

/** profile_image_url points at the 480 px copy; the other widths sit beside it (`…-480.webp`). */
export function profileImageUrlForWidth(url: string, width: ProfileImageWidth): string {
  return url.replace(/-480\.webp$/, `-${width}.webp`);
}

/** A srcset for <img>, e.g. `…-160.webp 160w, …-480.webp 480w, …-960.webp 960w`. */
export function profileImageSrcSet(url: string): string {
  if (!url.endsWith('-480.webp')) return '';
  return PROFILE_IMAGE_WIDTHS.map((width) => `${profileImageUrlForWidth(url, width)} ${width}w`).join(', ');
}
