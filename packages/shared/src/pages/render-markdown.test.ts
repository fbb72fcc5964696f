import { describe, expect, it } from 'vitest';
import { renderMarkdown } from './render-markdown.ts';

describe('renderMarkdown', () => {
  it('renders headings, lists and links', () => {
    const html = renderMarkdown('## Título\n\n- um\n- dois\n\n[Termos](/termos)');
    expect(html).toContain('<h2>Título</h2>');
    expect(html).toContain('<li>um</li>');
    expect(html).toContain('<a href="/termos">Termos</a>');
  });

  it('escapes raw HTML so no script can run (docs/security.md #13)', () => {
    const payloads = ['<script>alert(1)</script>', '<img src=x onerror=alert(1)>', '<svg onload=alert(1)>', '<iframe src="javascript:alert(1)"></iframe>'];
    for (const payload of payloads) {
      const html = renderMarkdown(payload);
      expect(html).not.toMatch(/<(script|img|svg|iframe)/i);
      expect(html).toContain('&lt;');
    }
  });

  it('refuses dangerous link protocols', () => {
    for (const href of ['javascript:alert(1)', 'JAVASCRIPT:alert(1)', 'vbscript:msgbox(1)', 'data:text/html;base64,PHNjcmlwdD4=']) {
      const html = renderMarkdown(`[clique](${href})`);
      expect(html, href).not.toMatch(/href="(javascript|vbscript|data):/i);
    }
  });

  it('opens external links safely in a new tab', () => {
    const html = renderMarkdown('[Mercado Pago](https://www.mercadopago.com.br)');
    expect(html).toContain('target="_blank"');
    expect(html).toContain('rel="noopener noreferrer nofollow"');
  });
});
