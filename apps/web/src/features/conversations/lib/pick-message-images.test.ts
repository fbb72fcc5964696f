import { describe, expect, it } from 'vitest';
import { pickMessageImages } from './pick-message-images.ts';

const jpeg = (size = 1000) => ({ type: 'image/jpeg', size });

describe('pickMessageImages', () => {
  it('takes JPEG, PNG and WebP up to 10 MB', () => {
    const files = [jpeg(), { type: 'image/png', size: 10 }, { type: 'image/webp', size: 10 * 1024 * 1024 }];
    expect(pickMessageImages(files, 0)).toEqual({ accepted: files, error: null });
  });

  it('leaves out another type or a file over 10 MB, saying why', () => {
    expect(pickMessageImages([{ type: 'image/gif', size: 10 }, jpeg()], 0)).toEqual({ accepted: [jpeg()], error: 'Envie uma imagem JPEG, PNG ou WebP.' });
    expect(pickMessageImages([jpeg(10 * 1024 * 1024 + 1)], 0)).toEqual({ accepted: [], error: 'A imagem é grande demais. Envie uma foto de até 10 MB.' });
  });

  it('keeps at most four with the ones already picked', () => {
    expect(pickMessageImages([jpeg(1), jpeg(2), jpeg(3)], 2)).toEqual({ accepted: [jpeg(1), jpeg(2)], error: 'Envie no máximo 4 fotos por mensagem.' });
    expect(pickMessageImages([jpeg()], 4).accepted).toEqual([]);
  });
});
