import { launch } from 'chrome-launcher';
import lighthouse, { type Result } from 'lighthouse';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
export const METRICS = ['first-contentful-paint', 'largest-contentful-paint', 'total-blocking-time', 'cumulative-layout-shift'] as const;

export type Category = (typeof CATEGORIES)[number];
export type Metric = (typeof METRICS)[number];

/** What one Lighthouse run says of a page: scores 0-100, metrics in ms (CLS unitless), failed audits. */
export interface PageRun {
  scores: Record<Category, number>;
  metrics: Record<Metric, number>;
  /** Audits of the four categories that scored below 1 and count toward their category, as `category: id (title)`. */
  failed: string[];
}

function failedAudits(lhr: Result): string[] {
  const failed: string[] = [];
  for (const category of CATEGORIES) {
    for (const ref of lhr.categories[category]?.auditRefs ?? []) {
      const audit = lhr.audits[ref.id];
      if (!audit || ref.weight === 0 || audit.score === null || audit.score >= 1) continue;
      // Performance lists the metrics themselves; the table shows those.
      if (category === 'performance' && ref.group === 'metrics') continue;
      failed.push(`${category}: ${ref.id} (${audit.displayValue || audit.title})`);
    }
  }
  return failed;
}

function toPageRun(lhr: Result): PageRun {
  if (lhr.runtimeError) throw new Error(`Lighthouse could not load ${lhr.finalDisplayedUrl}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  const scores = Object.fromEntries(CATEGORIES.map((id) => [id, Math.round((lhr.categories[id]?.score ?? 0) * 100)])) as Record<Category, number>;
  const metrics = Object.fromEntries(METRICS.map((id) => [id, lhr.audits[id]?.numericValue ?? Number.NaN])) as Record<Metric, number>;
  return { scores, metrics, failed: failedAudits(lhr) };
}

/**
 * Lighthouse's default configuration, which is the mobile preset: a Moto G Power-sized screen,
 * simulated slow 4G and a 4x slower CPU. A fresh headless Chromium per run, so no run sees another's
 * cache, service worker or connections.
 */
export async function runLighthouse(url: string): Promise<PageRun> {
  try {
    return await runLighthouseOnce(url);
  } catch (error) {
    // NO_NAVSTART and the like: the trace of a page load got lost on a busy machine. Once more, then give up.
    if (!(error instanceof Error && /NO_NAVSTART|NO_FCP|NO_TRACING_STARTED/.test(error.message))) throw error;
    return runLighthouseOnce(url);
  }
}

async function runLighthouseOnce(url: string): Promise<PageRun> {
  const chrome = await launch({ chromePath: CHROMIUM_PATH, chromeFlags: ['--headless=new', '--no-sandbox'] });
  try {
    const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: [...CATEGORIES] });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    return toPageRun(result.lhr);
  } finally {
    chrome.kill();
  }
}
