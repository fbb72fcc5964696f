import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { appPagePaths, isUuid } from '@passarela/shared';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../lib/app-error.ts';
import { buildContentSecurityPolicy } from './content-security-policy.ts';
import { encodeHtml, preferredEncoding } from './html-encoding.ts';
import { createPageChunks } from './page-chunks.ts';
import { type ScriptsAfterPaint, scriptsAfterPaintFor, scriptsAfterPaintHash } from './scripts-after-paint.ts';
import { type RenderedPage, createPageRenderer } from './server-rendering.ts';

export interface SpaHead {
  title?: string;
  /** Extra tags for <head> (share previews). Callers escape what they put here. */
  headTags?: string;
  /** 404 when the page shows something that does not exist (the app then shows its not-found state). */
  status?: 200 | 404;
}

declare module 'fastify' {
  interface FastifyReply {
    /** Answers with the SPA's index.html, optionally with a page-specific title and meta tags. */
    sendSpa(head?: SpaHead): Promise<FastifyReply>;
  }
}

/** A <meta> tag and its name= or property= key (attributes may span lines, as in index.html). */
const metaTagPattern = /[ \t]*<meta\s[^>]*?\b(?:name|property)="([^"]+)"[^>]*>[ \t]*\r?\n?/g;

/**
 * The page's own tags replace index.html's defaults of the same key (description, og:title...):
 * crawlers read the first og:title they meet, so the site-wide one must not stay ahead of it.
 */
function withoutRedeclaredMeta(html: string, headTags: string): string {
  const keys = new Set([...headTags.matchAll(metaTagPattern)].map((match) => match[1]));
  if (keys.size === 0) return html;
  return html.replace(metaTagPattern, (tag, key: string) => (keys.has(key) ? '' : tag));
}

const missingBuildHtml = `<!doctype html><html lang="pt-BR"><meta charset="utf-8"><title>Passarela</title>
<p>O aplicativo web ainda não foi compilado. Rode <code>npm run build</code> e recarregue.</p></html>`;

const knownPagePaths = new Set<string>(appPagePaths);
const appHtmlSlot = /<!--app-html-->[\s\S]*?<!--\/app-html-->/;

/**
 * The template with a server-rendered page in #root, the state the browser hydrates it with, and
 * its JavaScript loaded once the page is on screen (plugins/scripts-after-paint.ts).
 */
function withRenderedPage(html: string, page: RenderedPage, pageChunks: string[], scripts: ScriptsAfterPaint | null): string {
  const state = `<script type="application/json" id="passarela-server-state">${page.stateJson}</script>`;
  // Functions as replacements: the page's own text may hold `$&` and the like.
  const rendered = html
    .replace(appHtmlSlot, () => page.appHtml)
    .replace('<div id="root">', '<div id="root" data-hydrating>')
    .replace('</body>', () => `${state}\n</body>`);
  return scripts ? scripts.withLoader(rendered, pageChunks) : rendered;
}
const oneSegment = /^\/([^/]+)$/;
const fileFolders = ['/assets', '/media'];
const isFilePath = (pathname: string) => fileFolders.some((folder) => pathname === folder || pathname.startsWith(`${folder}/`));
const threadPage = /^\/mensagens\/([^/]+)$/;

/**
 * Serves the built web app: hashed assets cached for a year, everything else revalidated, and any
 * path that is not an API route or a file answered with index.html (history fallback) carrying a
 * CSP built from the current settings. A path that is no page of the app (not one of its fixed
 * pages, nor a published content page) is answered with the app and HTTP 404, so search engines
 * and link checkers see the miss. Unknown /api paths get a JSON 404.
 */
export async function registerWebApp(app: FastifyInstance, options: { distDir: string; mediaOrigin?: string }) {
  const indexFile = path.join(options.distDir, 'index.html');
  const hasBuild = existsSync(indexFile);
  const template = hasBuild ? readFileSync(indexFile, 'utf8') : missingBuildHtml;
  // The server renderer is built beside the web app: apps/web/dist -> apps/web/dist-server.
  const renderer = createPageRenderer(app, path.join(`${options.distDir}-server`, 'entry-server.js'));
  const pageChunks = createPageChunks(options.distDir, template);
  const scriptsAfterPaint = scriptsAfterPaintFor(template);

  if (hasBuild) {
    await app.register(fastifyStatic, {
      root: options.distDir,
      prefix: '/',
      wildcard: false,
      index: false,
      // The build writes .br and .gz beside each text asset (apps/web/build/precompress-assets.ts).
      preCompressed: true,
      // index.html is answered by sendSpa (with its CSP); the build manifest is the server's own.
      allowedPath: (pathName) => pathName !== '/index.html' && !pathName.startsWith('/.vite/'),
      setHeaders(reply, filePath) {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        reply.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=3600');
      },
    });
  }

  app.decorateReply('sendSpa', async function sendSpa(this: FastifyReply, head: SpaHead = {}) {
    const settings = await app.services.settingsService.getAll();
    const page = await renderOrShell(this.request);
    // A rendered page starts from the template without its script tags: its loader brings them.
    let html = page && scriptsAfterPaint ? scriptsAfterPaint.template : template;
    if (head.title) html = html.replace(/<title>[\s\S]*?<\/title>/, `<title>${head.title}</title>`);
    if (head.headTags) html = withoutRedeclaredMeta(html, head.headTags).replace('</head>', `${head.headTags}\n</head>`);
    if (page) html = withRenderedPage(html, page, pageChunks(page.modules), scriptsAfterPaint);
    this.status(head.status ?? 200)
      .header('content-type', 'text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .header('vary', 'accept-encoding')
      .header('content-security-policy', buildContentSecurityPolicy(settings, options.mediaOrigin, page ? [scriptsAfterPaintHash] : []));
    const encoding = preferredEncoding(this.request.headers['accept-encoding']);
    if (!encoding) return this.send(html);
    return this.header('content-encoding', encoding).send(await encodeHtml(html, encoding));
  });

  /** A page that fails to render on the server is still served: the browser renders it (and shows its error). */
  async function renderOrShell(request: FastifyRequest): Promise<RenderedPage | null> {
    try {
      return await renderer.render(request);
    } catch (error) {
      request.log.error({ err: error }, 'server render failed; serving the app shell');
      return null;
    }
  }

  app.setNotFoundHandler(async (request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    if (pathname === '/api' || pathname.startsWith('/api/')) throw new AppError('ROUTE_NOT_FOUND');
    // A missing asset or upload must not be answered with HTML (the browser would try to run it):
    // the API's error shape, in Portuguese, like every other miss, whatever the method, and for the
    // folders themselves too (/media answered the app's HTML page before).
    if (isFilePath(pathname)) throw new AppError('FILE_NOT_FOUND');
    if (request.method !== 'GET' && request.method !== 'HEAD') throw new AppError('ROUTE_NOT_FOUND');
    return reply.sendSpa({ status: (await isAppPage(pathname)) ? 200 : 404 });
  });

  async function isAppPage(pathname: string): Promise<boolean> {
    const pagePath = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
    if (knownPagePaths.has(pagePath)) return true;
    // A thread's page: whether it exists is for its two people to know, so every well-formed one is a page.
    const threadId = threadPage.exec(pagePath)?.[1];
    if (threadId !== undefined && isUuid(threadId)) return true;
    const slug = oneSegment.exec(pagePath)?.[1];
    // Page slugs are plain lower-case words: anything percent-encoded is no page.
    if (slug === undefined || slug.includes('%')) return false;
    try {
      await app.services.pagesService.getPublished(slug);
      return true;
    } catch (error) {
      if (error instanceof AppError && error.code === 'PAGE_NOT_FOUND') return false;
      throw error;
    }
  }
}
