import { escapeHtml } from './html-escape.ts';

/** What a shared link shows (WhatsApp, Instagram, Facebook, X): one page's preview, plain text. */
export interface SharePreview {
  title: string;
  description: string;
  /** Absolute URL of the page (og:url, canonical). */
  url: string;
  /** Absolute URL of the picture, or undefined for none. */
  image?: { url: string; alt: string; width?: number; height?: number };
  /** og:type: 'profile' for people, 'website' otherwise (jobs may use 'article'). */
  type: 'profile' | 'website' | 'article';
  /** Keep the page out of search engines (hidden profiles, minors: docs/security.md #23). */
  noindex?: boolean;
}

/** The <title> and the tags sendSpa puts in <head>, every value escaped. */
export interface RenderedHead {
  title: string;
  headTags: string;
}

export const noindexTag = '<meta name="robots" content="noindex" />';

const meta = (attribute: 'name' | 'property', key: string, content: string) => `<meta ${attribute}="${key}" content="${escapeHtml(content)}" />`;

/**
 * Open Graph and Twitter card tags, read by crawlers that run no JavaScript. Escaping happens here
 * and only here, so a name like `<script>` arrives as text.
 */
export function renderPreviewHead(preview: SharePreview, siteName: string): RenderedHead {
  const tags = [
    meta('name', 'description', preview.description),
    `<link rel="canonical" href="${escapeHtml(preview.url)}" />`,
    meta('property', 'og:type', preview.type),
    meta('property', 'og:site_name', siteName),
    meta('property', 'og:locale', 'pt_BR'),
    meta('property', 'og:title', preview.title),
    meta('property', 'og:description', preview.description),
    meta('property', 'og:url', preview.url),
    meta('name', 'twitter:card', preview.image ? 'summary_large_image' : 'summary'),
    meta('name', 'twitter:title', preview.title),
    meta('name', 'twitter:description', preview.description),
  ];
  if (preview.image) {
    tags.push(meta('property', 'og:image', preview.image.url), meta('property', 'og:image:alt', preview.image.alt));
    if (preview.image.width && preview.image.height) {
      tags.push(meta('property', 'og:image:width', String(preview.image.width)), meta('property', 'og:image:height', String(preview.image.height)));
    }
    tags.push(meta('name', 'twitter:image', preview.image.url), meta('name', 'twitter:image:alt', preview.image.alt));
  }
  if (preview.noindex) tags.push(noindexTag);
  return { title: escapeHtml(preview.title), headTags: tags.join('\n    ') };
}

/** Shortens text for a description: whitespace collapsed, cut at a word, with an ellipsis. */
export function clip(text: string, max: number): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max - 1);
  const atWord = cut.lastIndexOf(' ');
  return `${(atWord > max * 0.6 ? cut.slice(0, atWord) : cut).trimEnd()}…`;
}
