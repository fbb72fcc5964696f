/**
 * Gallery photos ("Minha Mídia" / "Galeria"). Every upload is re-encoded to WebP in these widths;
 * the stored `url` points at the 960 px copy and the others sit beside it (`…-480.webp`), as the
 * profile photo does for 480.
 */
export const GALLERY_IMAGE_WIDTHS = [480, 960, 1600] as const;
export type GalleryImageWidth = (typeof GALLERY_IMAGE_WIDTHS)[number];
export const GALLERY_URL_WIDTH: GalleryImageWidth = 960;

/** The multipart field holding one or several photos (POST /api/profiles/me/media). */
export const GALLERY_PHOTOS_FIELD = 'photos';
/** Files one upload request may carry; the web app sends one per request to show each one's progress. */
export const GALLERY_MAX_FILES_PER_UPLOAD = 10;
export const GALLERY_CAPTION_MAX_LENGTH = 200;

const urlWidthSuffix = /-960\.webp$/;

export function galleryImageUrlForWidth(url: string, width: GalleryImageWidth): string {
  return url.replace(urlWidthSuffix, `-${width}.webp`);
}

/** A srcset for <img>, e.g. `…-480.webp 480w, …-960.webp 960w, …-1600.webp 1600w`; empty for foreign URLs. */
export function gallerySrcSet(url: string): string {
  if (!urlWidthSuffix.test(url)) return '';
  return GALLERY_IMAGE_WIDTHS.map((width) => `${galleryImageUrlForWidth(url, width)} ${width}w`).join(', ');
}
