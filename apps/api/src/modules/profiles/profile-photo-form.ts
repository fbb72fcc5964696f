import { PROFILE_IMAGE_MAX_BYTES, PROFILE_PHOTO_FIELD } from '@passarela/shared';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../lib/app-error.ts';
import { multipartError } from '../../lib/multipart-error.ts';

/** PUT /api/profiles/me/photo is one part: the file `photo`. */
export const profilePhotoMultipartLimits = {
  fileSize: PROFILE_IMAGE_MAX_BYTES,
  files: 1,
  fields: 0,
  parts: 1,
  headerPairs: 50,
};

/**
 * Reads the uploaded photo into memory (at most PROFILE_IMAGE_MAX_BYTES): it is checked and
 * re-encoded before anything is stored. The client's file name and content type are ignored.
 */
export async function readProfilePhotoForm(request: FastifyRequest): Promise<Buffer> {
  if (!request.isMultipart()) throw new AppError('UNSUPPORTED_MEDIA_TYPE');
  let photo: Buffer | undefined;
  try {
    for await (const part of request.parts({ limits: profilePhotoMultipartLimits })) {
      if (part.type !== 'file' || part.fieldname !== PROFILE_PHOTO_FIELD) {
        if (part.type === 'file') part.file.resume();
        throw new AppError('VALIDATION_FAILED', undefined, [{ location: 'body', path: part.fieldname, message: `Campo não esperado: ${part.fieldname}` }]);
      }
      photo = await part.toBuffer();
    }
  } catch (error) {
    throw multipartError(error);
  }
  if (!photo || photo.length === 0) throw new AppError('PHOTO_REQUIRED');
  return photo;
}
