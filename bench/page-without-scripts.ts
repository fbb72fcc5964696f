import { type Server, createServer } from 'node:http';
import { brotliCompressSync } from 'node:zlib';

/** Every script element and module preload: what a page runs and prefetches, none of what it shows. */
const scriptTag = /<script\b[^>]*>[\s\S]*?<\/script>/g;
const modulePreloadTag = /<link rel="modulepreload"[^>]*>/g;

export interface PageWithoutScripts {
  /** http://127.0.0.1:<port>, the same paths as the app. */
  address: string;
  close(): Promise<void>;
}

/**
 * Lighthouse's floor for a page: the same server-rendered HTML, stylesheet, images and headers,
 * with no JavaScript. A proxy in front of the app strips the scripts from HTML answers and passes
 * everything else through, compressed with brotli as the app sends it. What the page scores here
 * is what this machine allows any page of that weight: the gap to the app's own score is our code.
 */
export async function startPageWithoutScripts(appAddress: string): Promise<PageWithoutScripts> {
  const server: Server = createServer((request, response) => {
    void (async () => {
      const upstream = await fetch(`${appAddress}${request.url ?? '/'}`, { headers: { accept: request.headers.accept ?? '*/*' } });
      const type = upstream.headers.get('content-type') ?? 'application/octet-stream';
      let body = Buffer.from(await upstream.arrayBuffer());
      if (type.startsWith('text/html')) body = Buffer.from(body.toString('utf8').replace(scriptTag, '').replace(modulePreloadTag, ''));
      const headers: Record<string, string> = { 'content-type': type, 'cache-control': upstream.headers.get('cache-control') ?? 'no-cache' };
      const csp = upstream.headers.get('content-security-policy');
      if (csp) headers['content-security-policy'] = csp;
      if (/^(text\/|application\/(json|javascript)|image\/svg)/.test(type) && (request.headers['accept-encoding'] ?? '').includes('br')) {
        body = brotliCompressSync(body);
        headers['content-encoding'] = 'br';
      }
      response.writeHead(upstream.status, headers).end(body);
    })().catch((error: unknown) => response.writeHead(502).end(String(error)));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('the floor proxy has no port');
  return {
    address: `http://127.0.0.1:${address.port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
