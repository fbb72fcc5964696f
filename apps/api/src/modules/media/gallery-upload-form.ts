import { GALLERY_MAX_FILES_PER_UPLOAD, GALLERY_PHOTOS_FIELD, PROFILE_IMAGE_MAX_BYTES } from '@passarela/shared';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../lib/app-error.ts';
import { multipartError } from '../../lib/multipart-error.ts';

/** POST /api/profiles/me/media: only files, all in the field `photos`. */
export const galleryMultipartLimits = {
  fileSize: PROFILE_IMAGE_MAX_BYTES,
  files: GALLERY_MAX_FILES_PER_UPLOAD,
  fields: 0,
  parts: GALLERY_MAX_FILES_PER_UPLOAD,
  headerPairs: 50,
};

export interface GalleryUpload {
  bytes: Buffer;
  /** Only to name the file in an error message; never used for storage. */
  fileName: string;
}

/** A client file name made safe to echo back: no control characters, short. */
function displayName(raw: string | undefined, index: number): string {
  const printable = Array.from(raw ?? '')
    .filter((char) => {
      const code = char.codePointAt(0) ?? 0;
      return code > 0x1f && code !== 0x7f;
    })
    .join('');
  const cleaned = printable.trim().slice(0, 80);
  return cleaned || `foto ${index + 1}`;
}

/**
 * Reads every uploaded photo into memory (each at most PROFILE_IMAGE_MAX_BYTES, at most
 * GALLERY_MAX_FILES_PER_UPLOAD): all are checked before any is stored.
 */
export async function readGalleryUploadForm(request: FastifyRequest): Promise<GalleryUpload[]> {
  if (!request.isMultipart()) throw new AppError('UNSUPPORTED_MEDIA_TYPE');
  const uploads: GalleryUpload[] = [];
  let current: string | undefined;
  try {
    for await (const part of request.parts({ limits: galleryMultipartLimits })) {
      if (part.type !== 'file' || part.fieldname !== GALLERY_PHOTOS_FIELD) {
        if (part.type === 'file') part.file.resume();
        throw new AppError('VALIDATION_FAILED', undefined, [{ location: 'body', path: part.fieldname, message: `Campo não esperado: ${part.fieldname}` }]);
      }
      current = displayName(part.filename, uploads.length);
      const bytes = await part.toBuffer();
      if (bytes.length > 0) uploads.push({ bytes, fileName: current });
      current = undefined;
    }
  } catch (error) {
    throw multipartError(error, {
      tooManyFilesMessage: `Envie no máximo ${GALLERY_MAX_FILES_PER_UPLOAD} fotos de cada vez.`,
      fileTooLarge: new AppError('IMAGE_TOO_LARGE', current ? `${current}: A imagem é grande demais. Envie uma foto de até 10 MB.` : undefined, {
        file: current,
      }),
    });
  }
  if (uploads.length === 0) throw new AppError('PHOTO_REQUIRED', 'Escolha ao menos uma foto para enviar.');
  return uploads;
}
