import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { NextPageFooter } from './next-page-footer.tsx';

const query = { error: null, isFetchNextPageError: false, isFetchingNextPage: false, fetchNextPage: async () => {} };

describe('NextPageFooter', () => {
  it("offers 'Carregar mais' while there is more, and nothing is announced", () => {
    const html = renderToStaticMarkup(<NextPageFooter query={query} failedMessage="Falhou." canLoadMore end={<p>Fim</p>} />);
    expect(html).toContain('Carregar mais');
    expect(html).not.toContain('role="alert"');
    expect(html).not.toContain('Fim');
  });

  it("announces a failed page (the API's message, else the list's own) and offers 'Tentar novamente'", () => {
    const failed = { ...query, isFetchNextPageError: true };
    expect(renderToStaticMarkup(<NextPageFooter query={{ ...failed, error: new Error('Sem conexão.') }} failedMessage="Falhou." canLoadMore />)).toMatch(
      /role="alert"[^>]*>Sem conexão\.<\/p>.*Tentar novamente/,
    );
    expect(renderToStaticMarkup(<NextPageFooter query={failed} failedMessage="Falhou." canLoadMore />)).toContain('>Falhou.</p>');
  });

  it('shows `end` when there is nothing more to load', () => {
    const html = renderToStaticMarkup(<NextPageFooter query={query} failedMessage="Falhou." canLoadMore={false} end={<p>Fim</p>} />);
    expect(html).toContain('<p>Fim</p>');
    expect(html).not.toContain('Carregar mais');
  });
});
