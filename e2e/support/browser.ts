import type { Browser, Page, Route } from '@playwright/test';
import type { Person } from './accounts.ts';

/** The screens the specs use: a phone (the app is built mobile first) and a laptop. */
export const phone = { width: 390, height: 844 };
export const laptop = { width: 1280, height: 800 };

/** Ad pixels and tag managers must never be reached from tests (offline, and deterministic). */
export async function blockThirdParties(page: Page): Promise<void> {
  await page.route(/^https?:\/\/(?!127\.0\.0\.1|localhost)/, (route) => route.abort());
}

/** A browser page signed in as `who`, in Brazilian Portuguese and São Paulo time. */
export async function pageFor(browser: Browser, baseURL: string, who: Person, viewport: { width: number; height: number }): Promise<Page> {
  const context = await browser.newContext({ baseURL, viewport, locale: 'pt-BR', timezoneId: 'America/Sao_Paulo' });
  await context.addCookies((await who.api.storageState()).cookies);
  const page = await context.newPage();
  await blockThirdParties(page);
  return page;
}

/**
 * Answers /api/settings with the real server's values plus `overrides()` read at request time,
 * so a test can change what the next refetch sees.
 */
export async function overrideSettings(page: Page, overrides: () => Record<string, unknown>): Promise<void> {
  await page.route('**/api/settings', async (route: Route) => {
    const response = await route.fetch();
    const body = (await response.json()) as { settings: Record<string, unknown> };
    await route.fulfill({ response, json: { settings: { ...body.settings, ...overrides() } } });
  });
}

/** What TanStack Query listens to for "window focus": the tab becoming visible again. */
export async function simulateTabRefocus(page: Page): Promise<void> {
  await page.evaluate(() => window.dispatchEvent(new Event('visibilitychange')));
}

/**
 * Waits until the app has taken a server-rendered page over (main.tsx removes #root's
 * data-hydrating): before that, typing into a field is overwritten and taps on controls do nothing.
 */
export async function waitForHydration(page: Page): Promise<void> {
  await page.locator('#root:not([data-hydrating])').waitFor({ state: 'attached' });
}

/**
 * Makes the server send the app without rendering pages, as it does for a visitor with a session
 * cookie (here a stale one, which the session check answers as a guest): for specs about what the
 * browser does when its own API calls fail or change, which a server-rendered page would not make.
 */
export async function renderPagesInBrowser(page: Page, baseURL: string): Promise<void> {
  await page.context().addCookies([{ name: 'better-auth.session_token', value: 'sessao-expirada', url: baseURL }]);
}
