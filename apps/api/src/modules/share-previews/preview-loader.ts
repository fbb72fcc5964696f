import type { SharePreview } from './preview-head.ts';

/** What every preview loader gets besides the path parameters. */
export interface PreviewContext {
  /** The site's own origin (config PUBLIC_URL), to make URLs absolute. */
  publicUrl: string;
  siteName: string;
}

/**
 * A page of the web app whose HTML carries a link preview. `path` is a Fastify route path; the
 * loader answers null when the thing does not exist or may not be shown, and the page is then the
 * plain app (which shows its own not-found state) marked noindex. Job pages plug in here with
 * `{ path: '/vagas/:id', load: loadJobPreview }` once hiring lands.
 */
export interface PreviewRoute {
  path: string;
  load(params: Record<string, string>, context: PreviewContext): Promise<SharePreview | null>;
}

/** Absolute URL for a stored file: local media paths are made absolute, CDN URLs stay as they are. */
export function absoluteUrl(publicUrl: string, url: string): string {
  return url.startsWith('/') ? `${publicUrl}${url}` : url;
}
