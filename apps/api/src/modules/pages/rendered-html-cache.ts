import { renderMarkdown } from '@passarela/shared';

/**
 * Rendering a long page costs about a millisecond of CPU, paid on every view otherwise. The key
 * holds the page's updatedAt, so an edit is a new key and a stale HTML can never be served; the
 * size bound keeps a flood of edits from growing memory.
 */
export function createRenderedHtmlCache(maxEntries = 200) {
  const entries = new Map<string, string>();
  return {
    render(slug: string, updatedAt: Date, markdown: string): string {
      const key = `${slug}@${updatedAt.getTime()}`;
      const cached = entries.get(key);
      if (cached !== undefined) return cached;
      const html = renderMarkdown(markdown);
      if (entries.size >= maxEntries) entries.delete(entries.keys().next().value ?? '');
      entries.set(key, html);
      return html;
    },
  };
}
