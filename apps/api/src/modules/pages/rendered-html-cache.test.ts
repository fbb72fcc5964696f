import { describe, expect, it } from 'vitest';
import { createRenderedHtmlCache } from './rendered-html-cache.ts';

describe('rendered page HTML cache', () => {
  it('renders again when the page was edited (new updatedAt), never serving stale HTML', () => {
    const cache = createRenderedHtmlCache();
    const first = cache.render('termos', new Date(1000), '# Antes');
    expect(cache.render('termos', new Date(1000), '# Ignorado: mesma versão')).toBe(first);
    expect(cache.render('termos', new Date(2000), '# Depois')).toContain('Depois');
  });

  it('keeps at most its bound of entries, dropping the oldest', () => {
    const cache = createRenderedHtmlCache(2);
    cache.render('a', new Date(1), 'a1');
    cache.render('b', new Date(1), 'b1');
    cache.render('c', new Date(1), 'c1');
    // 'a' was dropped, so its new markdown renders instead of the cached HTML.
    expect(cache.render('a', new Date(1), 'novo')).toContain('novo');
  });
});
