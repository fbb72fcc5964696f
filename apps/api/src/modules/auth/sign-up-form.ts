import { PROFILE_IMAGE_MAX_BYTES, SIGN_UP_DATA_FIELD, SIGN_UP_PHOTO_FIELD } from '@passarela/shared';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../lib/app-error.ts';
import { multipartError } from '../../lib/multipart-error.ts';

export interface SignUpForm {
  /** The JSON of the `data` field, not yet validated. */
  data: unknown;
  photo: Buffer | undefined;
}

/** The sign-up form is two parts at most: the data and one photo. */
export const signUpMultipartLimits = {
  fileSize: PROFILE_IMAGE_MAX_BYTES,
  files: 1,
  fields: 1,
  parts: 2,
  fieldSize: 64 * 1024,
  headerPairs: 50,
};

function unexpectedPart(name: string): AppError {
  return new AppError('VALIDATION_FAILED', undefined, [{ location: 'body', path: name, message: `Campo não esperado: ${name}` }]);
}

/**
 * Reads the multipart sign-up request: field `data` (JSON) and file `photo`. The photo is held in
 * memory (at most PROFILE_IMAGE_MAX_BYTES) because it is checked and re-encoded before the account
 * exists; its client-given file name and content type are ignored.
 */
export async function readSignUpForm(request: FastifyRequest): Promise<SignUpForm> {
  if (!request.isMultipart()) throw new AppError('UNSUPPORTED_MEDIA_TYPE');
  let data: unknown;
  let photo: Buffer | undefined;
  try {
    for await (const part of request.parts({ limits: signUpMultipartLimits })) {
      if (part.type === 'file') {
        if (part.fieldname !== SIGN_UP_PHOTO_FIELD) {
          part.file.resume();
          throw unexpectedPart(part.fieldname);
        }
        photo = await part.toBuffer();
        continue;
      }
      if (part.fieldname !== SIGN_UP_DATA_FIELD) throw unexpectedPart(part.fieldname);
      if (part.valueTruncated) throw new AppError('PAYLOAD_TOO_LARGE');
      data = typeof part.value === 'string' ? parseJson(part.value) : part.value;
    }
  } catch (error) {
    throw multipartError(error);
  }
  if (data === undefined)
    throw new AppError('VALIDATION_FAILED', undefined, [{ location: 'body', path: SIGN_UP_DATA_FIELD, message: 'Dados do cadastro ausentes.' }]);
  return { data, photo };
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    throw new AppError('BAD_REQUEST', undefined, { reason: 'O campo data não é um JSON válido.' });
  }
}
