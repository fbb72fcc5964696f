import type { Page, Route } from '@playwright/test';

/** Ad pixels and tag managers must never be reached from tests (offline, and deterministic). */
export async function blockThirdParties(page: Page): Promise<void> {
  await page.route(/^https?:\/\/(?!127\.0\.0\.1|localhost)/, (route) => route.abort());
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

export const loginDialogTitle = 'Bem-vindo(a) de volta!';
export const registerDialogTitle = 'Crie sua Conta';

/**
 * Toasts by their DOM: while a modal dialog is open the rest of the page (toasts included) is
 * aria-hidden, so role queries cannot see them. (Screen readers still hear them: Radix announces
 * each toast through its own live region.)
 */
export function toastItems(page: Page) {
  return page.locator('li[data-variant]');
}
