import { PROFILE_IMAGE_ACCEPTED_TYPES, PROFILE_IMAGE_MAX_BYTES } from '@passarela/shared';

export interface PickedFiles {
  /** Files to send, in the order chosen. */
  accepted: File[];
  /** Files refused before sending, each with the reason in Portuguese. */
  refused: { file: File; message: string }[];
  /** How many good files did not fit in the plan's remaining room. */
  overLimit: number;
}

/**
 * Sorts chosen files before any upload: the browser refuses what it can already tell is wrong
 * (type, size) and what would pass the plan's limit. The server checks everything again.
 */
export function pickGalleryFiles(files: readonly File[], remaining: number): PickedFiles {
  const accepted: File[] = [];
  const refused: PickedFiles['refused'] = [];
  let overLimit = 0;
  for (const file of files) {
    if (!(PROFILE_IMAGE_ACCEPTED_TYPES as readonly string[]).includes(file.type)) refused.push({ file, message: 'Envie uma imagem JPEG, PNG ou WebP.' });
    else if (file.size > PROFILE_IMAGE_MAX_BYTES) refused.push({ file, message: 'A imagem é grande demais. Envie uma foto de até 10 MB.' });
    else if (accepted.length >= remaining) overLimit += 1;
    else accepted.push(file);
  }
  return { accepted, refused, overLimit };
}

export function photoCount(n: number): string {
  return `${n} ${n === 1 ? 'foto' : 'fotos'}`;
}
