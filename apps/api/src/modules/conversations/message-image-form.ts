import {
  MESSAGE_BODY_FIELD,
  MESSAGE_IMAGES_FIELD,
  MESSAGE_MAX_IMAGES,
  MESSAGE_MAX_LENGTH,
  messageImageTexts,
  PROFILE_IMAGE_MAX_BYTES,
} from '@passarela/shared';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../lib/app-error.ts';
import { multipartError } from '../../lib/multipart-error.ts';

/**
 * POST /api/conversations/:id/messages/with-images: an optional text field `body` and up to
 * MESSAGE_MAX_IMAGES files in `images`. Busboy stops one file past the limit (a 413); the one
 * just past it is refused here first, as a 400 that says how many fit.
 */
export const messageImageMultipartLimits = {
  fileSize: PROFILE_IMAGE_MAX_BYTES,
  files: MESSAGE_MAX_IMAGES + 1,
  fields: 1,
  // The text as typed, in UTF-8 (up to 4 bytes a character): a longer value is refused, never held.
  fieldSize: MESSAGE_MAX_LENGTH * 4,
  parts: MESSAGE_MAX_IMAGES + 2,
  headerPairs: 50,
};

export interface MessageImageForm {
  /** As sent; checked by the route against messageFormFieldsSchema. */
  fields: Record<string, string>;
  images: Buffer[];
}

const invalid = (path: string, message: string) => new AppError('VALIDATION_FAILED', undefined, [{ location: 'body', path, message }]);

/** Reads the whole form into memory: every photo is checked before any is stored. */
export async function readMessageImageForm(request: FastifyRequest): Promise<MessageImageForm> {
  if (!request.isMultipart()) throw new AppError('UNSUPPORTED_MEDIA_TYPE');
  const fields: Record<string, string> = {};
  const images: Buffer[] = [];
  try {
    for await (const part of request.parts({ limits: messageImageMultipartLimits })) {
      if (part.type === 'file') {
        if (part.fieldname !== MESSAGE_IMAGES_FIELD) {
          part.file.resume();
          throw invalid(part.fieldname, `Campo não esperado: ${part.fieldname}`);
        }
        if (images.length >= MESSAGE_MAX_IMAGES) {
          part.file.resume();
          throw invalid(MESSAGE_IMAGES_FIELD, messageImageTexts.tooMany);
        }
        const bytes = await part.toBuffer();
        if (bytes.length > 0) images.push(bytes);
      } else {
        if (part.fieldname !== MESSAGE_BODY_FIELD || MESSAGE_BODY_FIELD in fields) throw invalid(part.fieldname, `Campo não esperado: ${part.fieldname}`);
        if (part.valueTruncated) throw invalid(part.fieldname, `Use no máximo ${MESSAGE_MAX_LENGTH} caracteres.`);
        fields[part.fieldname] = String(part.value);
      }
    }
  } catch (error) {
    throw multipartError(error, {
      tooManyFilesMessage: messageImageTexts.tooMany,
      fileTooLarge: new AppError('IMAGE_TOO_LARGE', messageImageTexts.tooBig),
    });
  }
  return { fields, images };
}
