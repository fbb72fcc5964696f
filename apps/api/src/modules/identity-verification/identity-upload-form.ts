import { type IdentityFileKind, identityFileKindLabels, identityFileKinds, PROFILE_IMAGE_MAX_BYTES } from '@passarela/shared';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../lib/app-error.ts';
import { multipartError } from '../../lib/multipart-error.ts';

/** The text fields of the form (identityVerificationFieldsSchema). */
const textFields = ['document_type', 'cpf'] as const;

/**
 * POST /api/identity-verification: two text fields and two files. A text field's value is capped
 * far below busboy's default (the CPF is 14 characters typed), so a huge one is never held.
 */
export const identityMultipartLimits = {
  fileSize: PROFILE_IMAGE_MAX_BYTES,
  files: identityFileKinds.length,
  fields: textFields.length,
  fieldSize: 200,
  parts: identityFileKinds.length + textFields.length,
  headerPairs: 50,
};

export interface IdentityUploadForm {
  /** As typed; checked by the route against the shared schema. */
  fields: Record<string, string>;
  /** The files sent (an empty one counts as not sent); never the client's file name. */
  files: Partial<Record<IdentityFileKind, Buffer>>;
}

function unexpected(field: string): AppError {
  return new AppError('VALIDATION_FAILED', undefined, [{ location: 'body', path: field, message: `Campo não esperado: ${field}` }]);
}

const isFileKind = (name: string): name is IdentityFileKind => (identityFileKinds as readonly string[]).includes(name);
const isTextField = (name: string): name is (typeof textFields)[number] => (textFields as readonly string[]).includes(name);

/**
 * Reads the whole form into memory (each photo at most PROFILE_IMAGE_MAX_BYTES): every part is
 * checked before anything is stored. Each field once; anything else is refused.
 */
export async function readIdentityUploadForm(request: FastifyRequest): Promise<IdentityUploadForm> {
  if (!request.isMultipart()) throw new AppError('UNSUPPORTED_MEDIA_TYPE');
  const fields: Record<string, string> = {};
  const files: Partial<Record<IdentityFileKind, Buffer>> = {};
  const seen = new Set<string>();
  let current: IdentityFileKind | undefined;
  try {
    for await (const part of request.parts({ limits: identityMultipartLimits })) {
      const name = part.fieldname;
      if (seen.has(name) || !(part.type === 'file' ? isFileKind(name) : isTextField(name))) {
        if (part.type === 'file') part.file.resume();
        throw unexpected(name);
      }
      seen.add(name);
      if (part.type === 'file') {
        current = name as IdentityFileKind;
        const bytes = await part.toBuffer();
        if (bytes.length > 0) files[current] = bytes;
        current = undefined;
      } else {
        if (part.valueTruncated) throw new AppError('VALIDATION_FAILED', undefined, [{ location: 'body', path: name, message: 'Valor longo demais.' }]);
        fields[name] = String(part.value);
      }
    }
  } catch (error) {
    throw multipartError(error, {
      tooManyFilesMessage: 'Envie apenas a foto do documento e a selfie.',
      fileTooLarge: new AppError(
        'IMAGE_TOO_LARGE',
        `${current ? `${identityFileKindLabels[current]}: ` : ''}A imagem é grande demais. Envie uma foto de até 10 MB.`,
        {
          file: current,
        },
      ),
    });
  }
  return { fields, files };
}
