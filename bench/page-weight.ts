import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { CHROMIUM_PATH } from './lighthouse-run.ts';

/** Issue 25: the JavaScript a guest's phone fetches on the home page by network idle, at most 130 KB gzip. */
export const HOME_JS_BUDGET_BYTES = 130 * 1024;

/** A phone's screen (the e2e suite's, e2e/support/browser.ts), so the layout picks its mobile parts. */
const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 3 };

export interface FetchedScript {
  path: string;
  /** The body as gzip level 9 would send it (the level of the build's precompressed .gz files). */
  gzipBytes: number;
  /** The body as it crossed the wire (brotli from our server, which a browser asks for). */
  transferBytes: number;
}

export interface PageWeight {
  url: string;
  scripts: FetchedScript[];
  gzipTotal: number;
  transferTotal: number;
}

/**
 * Opens the page as a guest in Chromium on a phone screen, waits for network idle and counts
 * every script the browser fetched by then: the entry, what it preloads and every lazy chunk the
 * first screen pulled in, not only what index.html names.
 */
export async function measurePageJs(url: string): Promise<PageWeight> {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: ['--headless=new', '--no-sandbox'] });
  try {
    const context = await browser.newContext({ ...PHONE, locale: 'pt-BR' });
    const page = await context.newPage();
    const pending: Promise<FetchedScript>[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() !== 'script') return;
      pending.push(
        (async () => {
          const [body, sizes] = await Promise.all([response.body(), response.request().sizes()]);
          return { path: new URL(response.url()).pathname, gzipBytes: gzipSync(body, { level: 9 }).length, transferBytes: sizes.responseBodySize };
        })(),
      );
    });
    await page.goto(url, { waitUntil: 'networkidle' });
    const scripts = (await Promise.all(pending)).toSorted((a, b) => b.gzipBytes - a.gzipBytes);
    const sum = (key: 'gzipBytes' | 'transferBytes') => scripts.reduce((total, script) => total + script[key], 0);
    return { url, scripts, gzipTotal: sum('gzipBytes'), transferTotal: sum('transferBytes') };
  } finally {
    await browser.close();
  }
}

export function printPageWeight(weight: PageWeight): boolean {
  const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
  console.info(`\nHome page JavaScript, guest on a phone, fetched by network idle (${weight.url})`);
  console.info(`  ${'script'.padEnd(52)} ${'gzip'.padStart(10)} ${'on the wire'.padStart(12)}`);
  for (const script of weight.scripts) {
    console.info(`  ${script.path.padEnd(52)} ${kb(script.gzipBytes).padStart(10)} ${kb(script.transferBytes).padStart(12)}`);
  }
  const ok = weight.gzipTotal <= HOME_JS_BUDGET_BYTES;
  console.info(
    `  JS total ${kb(weight.gzipTotal)} gzip (${kb(weight.transferTotal)} on the wire), budget ${kb(HOME_JS_BUDGET_BYTES)} gzip: ${ok ? 'PASS' : 'FAIL'}`,
  );
  return ok;
}
