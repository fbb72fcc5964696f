import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

/** Home page budget from the foundation issue: initial JS at most 130 KB gzip. */
export const HOME_JS_BUDGET_BYTES = 130 * 1024;

export interface PageWeight {
  js: Array<{ file: string; gzipBytes: number }>;
  css: Array<{ file: string; gzipBytes: number }>;
  jsTotal: number;
  cssTotal: number;
}

/**
 * What the browser fetches before the home page can run: the entry module, the chunks Vite asks
 * it to preload, and the stylesheets linked from index.html. Lazy route chunks are not counted.
 */
export function measureHomePageWeight(distDir: string): PageWeight {
  const html = readFileSync(path.join(distDir, 'index.html'), 'utf8');
  const scripts = [...html.matchAll(/<script[^>]+src="([^"]+)"/g), ...html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+)"/g)].map(
    (m) => m[1] as string,
  );
  const styles = [...html.matchAll(/<link[^>]+rel="stylesheet"[^>]+href="([^"]+)"/g)].map((m) => m[1] as string);
  const gz = (file: string) => ({ file, gzipBytes: gzipSync(readFileSync(path.join(distDir, file.replace(/^\//, '')))).length });
  const js = [...new Set(scripts)].map(gz);
  const css = [...new Set(styles)].map(gz);
  return { js, css, jsTotal: js.reduce((sum, f) => sum + f.gzipBytes, 0), cssTotal: css.reduce((sum, f) => sum + f.gzipBytes, 0) };
}

export function printPageWeight(weight: PageWeight): boolean {
  const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
  console.info('\nHome page weight (gzip)');
  for (const f of [...weight.js, ...weight.css]) console.info(`  ${f.file.padEnd(48)} ${kb(f.gzipBytes).padStart(10)}`);
  const ok = weight.jsTotal <= HOME_JS_BUDGET_BYTES;
  console.info(`  JS total  ${kb(weight.jsTotal)} (budget ${kb(HOME_JS_BUDGET_BYTES)}) ${ok ? 'OK' : 'OVER BUDGET'}`);
  console.info(`  CSS total ${kb(weight.cssTotal)}`);
  return ok;
}
