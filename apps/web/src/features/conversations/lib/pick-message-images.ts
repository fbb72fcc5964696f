import { MESSAGE_MAX_IMAGES, messageImageTexts, PROFILE_IMAGE_ACCEPTED_TYPES, PROFILE_IMAGE_MAX_BYTES } from '@passarela/shared';

/**
 * The photos chosen for a message, sorted before sending: what the browser can already tell is
 * wrong (type, size, more than MESSAGE_MAX_IMAGES with the ones already picked) is left out, with
 * the reason in Portuguese. The server checks everything again.
 */
export function pickMessageImages<F extends { type: string; size: number }>(
  chosen: readonly F[],
  alreadyPicked: number,
): { accepted: F[]; error: string | null } {
  const accepted: F[] = [];
  let error: string | null = null;
  for (const file of chosen) {
    if (!(PROFILE_IMAGE_ACCEPTED_TYPES as readonly string[]).includes(file.type)) error = messageImageTexts.wrongType;
    else if (file.size > PROFILE_IMAGE_MAX_BYTES) error = messageImageTexts.tooBig;
    else if (alreadyPicked + accepted.length >= MESSAGE_MAX_IMAGES) error = messageImageTexts.tooMany;
    else accepted.push(file);
  }
  return { accepted, error };
}
