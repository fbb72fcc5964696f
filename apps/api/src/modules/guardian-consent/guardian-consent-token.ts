import { createHash, randomBytes } from 'node:crypto';

/** Only the hash of an emailed token is stored: a database leak gives no usable link. */
export function hashConsentToken(token: string): string {
  return createHash('sha256').update(token).digest('base64url');
}

/** 256 random bits, URL-safe, and the hash that is stored for it. */
export function newConsentToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashConsentToken(token) };
}
