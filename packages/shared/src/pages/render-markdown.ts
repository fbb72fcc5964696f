import MarkdownIt from 'markdown-it';

/**
 * Markdown for content pages and other text shown to others. Raw HTML is disabled (it is escaped,
 * never executed) and markdown-it's link validator refuses javascript:, vbscript:, file: and
 * non-image data: URLs, so an admin's or user's text can never run a script in a reader's browser.
 */
const markdown = new MarkdownIt({ html: false, linkify: true, typographer: false, breaks: false });

const defaultLinkOpen = markdown.renderer.rules.link_open ?? ((tokens, idx, options, _env, self) => self.renderToken(tokens, idx, options));
markdown.renderer.rules.link_open = (tokens, idx, options, env, self) => {
  const token = tokens[idx];
  const href = token?.attrGet('href') ?? '';
  if (token && /^https?:\/\//i.test(href)) {
    token.attrSet('target', '_blank');
    token.attrSet('rel', 'noopener noreferrer nofollow');
  }
  return defaultLinkOpen(tokens, idx, options, env, self);
};

export function renderMarkdown(source: string): string {
  return markdown.render(source);
}
