import type { OwnGalleryResponse } from '@passarela/shared';
import { describe, expect, it } from 'vitest';
import { pickGalleryFiles } from './pick-gallery-files.ts';
import { moveId, withOrder } from './reorder.ts';

const file = (name: string, type: string, size = 1000) => new File([new Uint8Array(size)], name, { type });

describe('moveId', () => {
  it('moves one id and keeps the others in order', () => {
    expect(moveId(['a', 'b', 'c'], 2, 0)).toEqual(['c', 'a', 'b']);
    expect(moveId(['a', 'b', 'c'], 0, 1)).toEqual(['b', 'a', 'c']);
    expect(moveId(['a', 'b', 'c'], 1, 5)).toEqual(['a', 'c', 'b']);
    expect(moveId(['a', 'b', 'c'], 0, -1)).toEqual(['a', 'b', 'c']);
  });
});

describe('withOrder', () => {
  it('puts items in the given order and renumbers positions', () => {
    const item = (id: string, position: number) => ({ id, url: `/media/${id}-960.webp`, width: 1, height: 1, caption: '', position });
    const gallery: OwnGalleryResponse = { items: [item('a', 0), item('b', 1), item('c', 2)], limit: 12, used: 3 };
    const next = withOrder(gallery, ['c', 'a', 'b']);
    expect(next.items.map((i) => [i.id, i.position])).toEqual([
      ['c', 0],
      ['a', 1],
      ['b', 2],
    ]);
    expect(next.limit).toBe(12);
  });
});

describe('pickGalleryFiles', () => {
  it('refuses other types and big files, and stops at the room left in the plan', () => {
    const picked = pickGalleryFiles(
      [
        file('a.jpg', 'image/jpeg'),
        file('b.gif', 'image/gif'),
        file('c.png', 'image/png', 11 * 1024 * 1024),
        file('d.webp', 'image/webp'),
        file('e.png', 'image/png'),
      ],
      2,
    );
    expect(picked.accepted.map((f) => f.name)).toEqual(['a.jpg', 'd.webp']);
    expect(picked.refused.map((r) => [r.file.name, r.message])).toEqual([
      ['b.gif', 'Envie uma imagem JPEG, PNG ou WebP.'],
      ['c.png', 'A imagem é grande demais. Envie uma foto de até 10 MB.'],
    ]);
    expect(picked.overLimit).toBe(1);
  });
});
