import { existsSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { carriesSessionCookie } from '../modules/auth/index.ts';

/** What the web app's server entry (apps/web/src/entry-server.tsx) exports; declared here, as the API does not import web code. */
interface ServerEntry {
  renderPage: (request: {
    url: string;
    fetchApi: (path: string, init: RequestInit) => Promise<Response>;
    onError: (error: unknown) => void;
  }) => Promise<RenderedPage | null>;
}

export interface RenderedPage {
  appHtml: string;
  stateJson: string;
  modules: string[];
}

export interface PageRenderer {
  /** The page rendered for this visitor, or null when the browser renders it (signed-in visitors, no server build). */
  render(request: FastifyRequest): Promise<RenderedPage | null>;
}

/** Headers of the guest's request that the page's API calls carry, so they answer as they would to the browser. */
const forwardedHeaders = ['user-agent', 'accept-language'] as const;

/**
 * Renders public pages on the server, for guests, with the web app's own components. Their API calls
 * go through `app.inject`, in process, as the guest (address, language): the same routes, access
 * rules and rate limits as a browser's call, without a network hop. The renderer's bundle is loaded on the
 * first page, not at start, so an instance that only serves the API never pays for React.
 */
export function createPageRenderer(app: FastifyInstance, entryFile: string): PageRenderer {
  if (!existsSync(entryFile)) return { render: async () => null };
  let entry: Promise<ServerEntry> | undefined;

  return {
    async render(request) {
      // Guests only: the link opened from WhatsApp. A signed-in visitor's pages hold her own state
      // (header, hearts, applied) that her browser keeps live; it renders them as before.
      if (carriesSessionCookie(request.headers.cookie)) return null;
      entry ??= import(pathToFileURL(entryFile).href) as Promise<ServerEntry>;
      const { renderPage } = await entry;
      const headers: Record<string, string> = { accept: 'application/json' };
      for (const name of forwardedHeaders) {
        const value = request.headers[name];
        if (typeof value === 'string') headers[name] = value;
      }
      return renderPage({
        url: new URL(request.url, 'http://passarela.local').href,
        // A part that fails on the server is rendered by the browser instead; the log says which and why.
        onError: (error) => request.log.error({ err: error }, 'server render: a part of the page failed; the browser renders it'),
        fetchApi: async (path, init) => {
          // A page renders by reading; anything else waits for the browser.
          if ((init.method ?? 'GET') !== 'GET') throw new Error(`server render tried ${init.method} ${path}`);
          const answer = await app.inject({ method: 'GET', url: path, headers, remoteAddress: request.ip });
          const body = answer.statusCode === 204 ? null : answer.body;
          const contentType = answer.headers['content-type'];
          return new Response(body, { status: answer.statusCode, headers: typeof contentType === 'string' ? { 'content-type': contentType } : {} });
        },
      });
    },
  };
}
