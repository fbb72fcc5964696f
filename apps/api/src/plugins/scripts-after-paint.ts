import { createHash } from 'node:crypto';

/**
 * The one inline script of a server-rendered page. The markup arrives whole, so the JavaScript that
 * takes it over is not needed to show it: the loader waits for the first frame with the page on
 * screen, then asks for the chunks (entry first) that `#passarela-modules` lists. As plain
 * `<script type="module">` and `<link rel="modulepreload">` tags, the same chunks were fetched with
 * the stylesheet and run before the first paint on a fast connection, so a phone on 4G saw the page
 * only after its 100 KB of JavaScript (docs/architecture.md, "Server-rendered pages"). The preloads
 * go in six at a time, one task each: starting a fetch costs the main thread a fraction of a
 * millisecond, and the thirty of a list page made one task long enough to block a phone.
 *
 * A hidden tab paints no frame: it starts at once. Allowed by the CSP through its hash, never by
 * 'unsafe-inline'.
 */
const loaderScript =
  "(function(){var m=JSON.parse(document.getElementById('passarela-modules').textContent);" +
  "function s(){var r=m.slice(1);import(m[0]);(function b(){r.splice(0,6).forEach(function(h){var l=document.createElement('link');l.rel='modulepreload';l.href=h;document.head.appendChild(l)});if(r.length)setTimeout(b,0)})()}" +
  'if(document.hidden)s();else requestAnimationFrame(function(){setTimeout(s,0)})})()';

/** The CSP source that lets the loader, and nothing else inline, run. */
export const scriptsAfterPaintHash = `'sha256-${createHash('sha256').update(loaderScript).digest('base64')}'`;

const entryScriptTag = /<script type="module"[^>]*\bsrc="([^"]+)"[^>]*><\/script>\s*/;
const modulePreloadTag = /<link rel="modulepreload"[^>]*\bhref="([^"]+)"[^>]*>\s*/g;

/** What index.html loads by itself: its entry script and the chunks it preloads. */
export function templateModules(template: string): { entry: string | undefined; preloads: string[] } {
  return {
    entry: entryScriptTag.exec(template)?.[1],
    preloads: [...template.matchAll(modulePreloadTag)].map((match) => match[1] as string),
  };
}

/**
 * The page with index.html's script and preload tags replaced by the loader and the list it reads:
 * the entry, the template's chunks and the rendered page's own (`pageChunks`, absolute paths).
 * Without an entry (no build) the page is left as it is.
 */
export function withScriptsAfterPaint(html: string, pageChunks: readonly string[]): string {
  const { entry, preloads } = templateModules(html);
  if (!entry) return html;
  const modules = [...new Set([entry, ...preloads, ...pageChunks])];
  // `<` escaped: a chunk name can never close the tag early.
  const list = JSON.stringify(modules).replaceAll('<', '\\u003c');
  const tags = `<script type="application/json" id="passarela-modules">${list}</script>\n<script>${loaderScript}</script>`;
  return html
    .replace(entryScriptTag, '')
    .replace(modulePreloadTag, '')
    .replace('</body>', () => `${tags}\n</body>`);
}
