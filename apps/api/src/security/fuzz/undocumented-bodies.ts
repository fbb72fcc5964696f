import {
  GALLERY_PHOTOS_FIELD,
  identityVerificationFieldsSchema,
  MESSAGE_IMAGES_FIELD,
  messageFormFieldsSchema,
  PROFILE_PHOTO_FIELD,
  SIGN_UP_DATA_FIELD,
  SIGN_UP_PHOTO_FIELD,
  signUpBodySchema,
} from '@passarela/shared';
import { z } from 'zod';
import type { JsonSchema } from './json-schema.ts';

/** A multipart/form-data body: text parts holding JSON, and one field for image files. */
export interface MultipartForm {
  /** Text parts whose value is the JSON of a schema (sign-up's `data`). */
  jsonFields: Record<string, JsonSchema>;
  fileField: string;
  /** The route refuses the form without a file (the uploads); sign-up accepts it without a photo. */
  requiresFile: boolean;
}

function inputJsonSchema(schema: z.ZodType): JsonSchema {
  return z.toJSONSchema(schema, { target: 'openapi-3.0', io: 'input', unrepresentable: 'any' }) as JsonSchema;
}

/**
 * The OpenAPI document has no requestBody for the multipart routes: they read their parts by hand
 * (request.parts()), so no schema reaches fastify-swagger and the document shows no body at all.
 * Until it describes them, the fuzz suite knows these forms from the same constants and zod schema
 * the routes use. Every entry here is a gap in the document (the suite's report lists them).
 */
export const undocumentedMultipartForms: Record<string, MultipartForm> = {
  'POST /api/auth/sign-up': {
    jsonFields: { [SIGN_UP_DATA_FIELD]: inputJsonSchema(signUpBodySchema) },
    fileField: SIGN_UP_PHOTO_FIELD,
    requiresFile: false,
  },
  'PUT /api/profiles/me/photo': { jsonFields: {}, fileField: PROFILE_PHOTO_FIELD, requiresFile: true },
  'POST /api/profiles/me/media': { jsonFields: {}, fileField: GALLERY_PHOTOS_FIELD, requiresFile: true },
  // The field name is a literal in logo-upload.routes.ts; the shared package does not export it.
  'POST /api/admin/settings/logo': { jsonFields: {}, fileField: 'logo', requiresFile: true },
  // Two plain text fields and two files (`document`, `selfie`); the suite sends one file, so a
  // plausible request ends at IDENTITY_FILES_REQUIRED or the CPF check, never storing anything.
  'POST /api/identity-verification': {
    jsonFields: {
      document_type: inputJsonSchema(identityVerificationFieldsSchema.shape.document_type),
      cpf: inputJsonSchema(identityVerificationFieldsSchema.shape.cpf),
    },
    fileField: 'document',
    requiresFile: true,
  },
  // A message with photos: an optional plain text field `body` and the files.
  'POST /api/conversations/{id}/messages/with-images': {
    jsonFields: { body: inputJsonSchema(messageFormFieldsSchema.shape.body) },
    fileField: MESSAGE_IMAGES_FIELD,
    requiresFile: false,
  },
};
