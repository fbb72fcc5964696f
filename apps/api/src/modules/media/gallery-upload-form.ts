import { GALLERY_MAX_FILES_PER_UPLOAD, GALLERY_PHOTOS_FIELD, PROFILE_IMAGE_MAX_BYTES } from '@passarela/shared';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../lib/app-error.ts';

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

function fromMultipartError(error: unknown, fileName: string | undefined): AppError {
  if (error instanceof AppError) return error;
  const code = (error as { code?: unknown } | null)?.code;
  if (code === 'FST_REQ_FILE_TOO_LARGE') {
    return new AppError('IMAGE_TOO_LARGE', fileName ? `${fileName}: A imagem é grande demais. Envie uma foto de até 10 MB.` : undefined, { file: fileName });
  }
  if (code === 'FST_PARTS_LIMIT' || code === 'FST_FILES_LIMIT' || code === 'FST_FIELDS_LIMIT') {
    return new AppError('PAYLOAD_TOO_LARGE', `Envie no máximo ${GALLERY_MAX_FILES_PER_UPLOAD} fotos de cada vez.`);
  }
  return new AppError('BAD_REQUEST', undefined, { reason: 'formulário multipart inválido' });
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
    throw fromMultipartError(error, current);
  }
  if (uploads.length === 0) throw new AppError('PHOTO_REQUIRED', 'Escolha ao menos uma foto para enviar.');
  return uploads;
}
