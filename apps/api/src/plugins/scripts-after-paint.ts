import { createHash } from 'node:crypto';

/**
 * The one inline script of a server-rendered page. The markup arrives whole, so the JavaScript that
 * takes it over is not needed to show it: the loader waits for the first frame with the page on
 * screen, then runs what `#passarela-modules` lists. As plain `<script type="module">` and
 * `<link rel="modulepreload">` tags, the same chunks were fetched with the stylesheet and run before
 * the first paint on a fast connection, so a phone on 4G saw the page only after its 100 KB of
 * JavaScript (docs/architecture.md, "Speed on a phone").
 *
 * `preload` (every chunk, those to run first) is fetched at once, three preloads per task:
 * starting a fetch costs the main thread up to 1-2 ms (measured with Lighthouse's tracing on), and
 * the thirty of a list page in one task blocked a phone. Once all are asked for, `run` is imported
 * in order, one module per task: the libraries' chunk, then the entry, which a phone would
 * otherwise evaluate in one long task. Waiting for the preloads matters: the bundler's helper for
 * lazy routes adds a preload for each chunk it does not find in the page, all in one task. A failed
 * import still lets the next one try. A hidden tab paints no frame: it starts at once. Allowed by
 * the CSP through its hash, never by 'unsafe-inline'.
 */
const loaderScript =
  "(function(){var d=JSON.parse(document.getElementById('passarela-modules').textContent),r=d.run,p=d.preload;" +
  'function n(i){function t(){if(i+1<r.length)setTimeout(function(){n(i+1)},0)}import(r[i]).then(t,t)}' +
  "function b(){p.splice(0,3).forEach(function(h){var l=document.createElement('link');l.rel='modulepreload';l.href=h;document.head.appendChild(l)});setTimeout(p.length?b:function(){n(0)},0)}" +
  'if(document.hidden)b();else requestAnimationFrame(function(){setTimeout(b,0)})})()';

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
 * The libraries' chunk (vite.config.ts, `vendor`: React, React Router, TanStack Query). No module of
 * ours is in it, so it may run before the entry, whose first lines set what later modules read
 * (lib/zod-without-eval.ts).
 */
const librariesChunk = /\/vendor-[^/]+\.js$/;

export interface ScriptsAfterPaint {
  /** The template without its script and preload tags. */
  template: string;
  /** The same page with the loader and its lists at the end of the body. */
  withLoader(html: string, pageChunks: readonly string[]): string;
}

/**
 * Reads index.html's script and preload tags once (the server keeps the result): a rendered page
 * starts from `template` and gets the loader and the lists it reads, the libraries' chunk then the
 * entry to run, and those with the template's chunks and the page's own (`pageChunks`, absolute
 * paths) to preload. Null without an entry (no build).
 */
export function scriptsAfterPaintFor(template: string): ScriptsAfterPaint | null {
  const { entry, preloads } = templateModules(template);
  if (!entry) return null;
  const run = [...preloads.filter((chunk) => librariesChunk.test(chunk)), entry];
  return {
    template: template.replace(entryScriptTag, '').replace(modulePreloadTag, ''),
    withLoader(html, pageChunks) {
      const preload = [...new Set([...run, ...preloads, ...pageChunks])];
      // `<` escaped: a chunk name can never close the tag early.
      const list = JSON.stringify({ run, preload }).replaceAll('<', '\\u003c');
      const tags = `<script type="application/json" id="passarela-modules">${list}</script>\n<script>${loaderScript}</script>`;
      return html.replace('</body>', () => `${tags}\n</body>`);
    },
  };
}

/** `scriptsAfterPaintFor` in one call, for a page made from `html` as its own template. */
export function withScriptsAfterPaint(html: string, pageChunks: readonly string[]): string {
  const scripts = scriptsAfterPaintFor(html);
  return scripts ? scripts.withLoader(scripts.template, pageChunks) : html;
}
