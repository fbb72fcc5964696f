import { randomBytes } from 'node:crypto';
import type { IdentityFileKind } from '@passarela/shared';
import { identityFileKindLabels } from '@passarela/shared';
import { AppError } from '../../lib/app-error.ts';
import { processImage } from '../../lib/images/process-image.ts';
import type { PrivateStorage } from '../../lib/private-files/private-storage.ts';

/** Wide enough to read a document's smallest print; the photo is re-encoded at most this wide. */
export const IDENTITY_IMAGE_WIDTH = 2000;

/** The folder of one submission's files in the private store: deleting it deletes both. */
export function identityFolder(verificationId: string): string {
  return `identity/${verificationId}`;
}

/**
 * A file's key: server-generated, with a random part, so a key seen once (in a log line, say) says
 * nothing about another submission's. JPEG: the private store is read by admins' browsers only.
 */
export function identityFileKey(verificationId: string, kind: IdentityFileKind): string {
  return `${identityFolder(verificationId)}/${kind}-${randomBytes(12).toString('hex')}.jpg`;
}

/**
 * The same checks as every upload (docs/security.md #14: type by the bytes, size and pixel limits,
 * a real decode), re-encoded to JPEG: EXIF, GPS and anything appended are gone. A refused file is
 * named ("Selfie segurando o documento: …"), so the person knows which one to replace.
 */
export async function prepareIdentityPhoto(kind: IdentityFileKind, bytes: Buffer): Promise<Buffer> {
  try {
    const [variant] = await processImage(bytes, { widths: [IDENTITY_IMAGE_WIDTH], format: 'jpeg' });
    if (!variant) throw new AppError('INVALID_IMAGE');
    return variant.bytes;
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    throw new AppError(error.code, `${identityFileKindLabels[kind]}: ${error.message}`, { file: kind });
  }
}

/** Writes both files under the submission's folder; a failure removes whatever was written. */
export async function storeIdentityFiles(
  storage: PrivateStorage,
  verificationId: string,
  photos: Record<IdentityFileKind, Buffer>,
): Promise<Record<IdentityFileKind, string>> {
  const keys = { document: identityFileKey(verificationId, 'document'), selfie: identityFileKey(verificationId, 'selfie') };
  try {
    await storage.put(keys.document, photos.document, 'image/jpeg');
    await storage.put(keys.selfie, photos.selfie, 'image/jpeg');
  } catch (error) {
    await storage.delete(identityFolder(verificationId)).catch(() => undefined);
    throw error;
  }
  return keys;
}
