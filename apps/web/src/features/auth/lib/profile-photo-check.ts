import { PROFILE_IMAGE_ACCEPTED_TYPES, PROFILE_IMAGE_MAX_BYTES } from '@passarela/shared';

export interface PhotoProblem {
  title: string;
  description: string;
}

const maxMegabytes = Math.round(PROFILE_IMAGE_MAX_BYTES / (1024 * 1024));

/**
 * A quick check before the crop dialog opens, so nobody crops a file the server will refuse. The
 * server still checks the bytes themselves; this only reads the declared type and the size.
 */
export function checkProfilePhoto(file: Pick<File, 'type' | 'size'>): PhotoProblem | null {
  if (!(PROFILE_IMAGE_ACCEPTED_TYPES as readonly string[]).includes(file.type)) {
    return { title: 'Formato Inválido', description: 'Escolha uma imagem JPEG, PNG ou WebP.' };
  }
  if (file.size > PROFILE_IMAGE_MAX_BYTES) {
    return { title: 'Imagem Muito Grande', description: `A foto deve ter no máximo ${maxMegabytes} MB.` };
  }
  if (file.size === 0) return { title: 'Imagem Inválida', description: 'O arquivo escolhido está vazio. Escolha outra foto.' };
  return null;
}
