import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

export type HtmlEncoding = 'br' | 'gzip';

/** The best encoding the browser accepts (q=0 refuses one), brotli first. */
export function preferredEncoding(acceptEncoding: string | undefined): HtmlEncoding | null {
  if (!acceptEncoding) return null;
  const accepted = new Set<string>();
  for (const part of acceptEncoding.toLowerCase().split(',')) {
    const [name = '', ...params] = part.trim().split(';');
    const refused = params.some((param) => /^\s*q\s*=\s*0(\.0*)?\s*$/.test(param));
    if (!refused) accepted.add(name.trim());
  }
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip') || accepted.has('*')) return 'gzip';
  return null;
}

/**
 * The app's HTML page, compressed for the browser. Pages answered by the not-found handler (every
 * path without a route of its own: /, /modelos, content pages) are outside @fastify/compress,
 * which hooks into routes only, so the page is encoded here for every caller alike.
 */
export async function encodeHtml(html: string, encoding: HtmlEncoding): Promise<Buffer> {
  const bytes = Buffer.from(html);
  return encoding === 'br' ? brotli(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }) : gzipAsync(bytes);
}
