import { PROFILE_IMAGE_MAX_BYTES } from '@passarela/shared';
import { describe, expect, it } from 'vitest';
import { checkProfilePhoto } from './profile-photo-check.ts';

describe('checkProfilePhoto', () => {
  it('accepts JPEG, PNG and WebP up to the size limit', () => {
    for (const type of ['image/jpeg', 'image/png', 'image/webp']) expect(checkProfilePhoto({ type, size: 1000 })).toBeNull();
    expect(checkProfilePhoto({ type: 'image/jpeg', size: PROFILE_IMAGE_MAX_BYTES })).toBeNull();
  });

  it('refuses other types, empty files and files over the limit, in Portuguese', () => {
    expect(checkProfilePhoto({ type: 'image/gif', size: 1000 })?.title).toBe('Formato Inválido');
    expect(checkProfilePhoto({ type: 'application/pdf', size: 1000 })?.description).toBe('Escolha uma imagem JPEG, PNG ou WebP.');
    expect(checkProfilePhoto({ type: 'image/png', size: PROFILE_IMAGE_MAX_BYTES + 1 })).toEqual({
      title: 'Imagem Muito Grande',
      description: 'A foto deve ter no máximo 10 MB.',
    });
    expect(checkProfilePhoto({ type: 'image/png', size: 0 })?.title).toBe('Imagem Inválida');
  });
});
