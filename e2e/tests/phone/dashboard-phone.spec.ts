import { type Page } from '@playwright/test';
import { expect, test } from '../../support/test.ts';
import { person } from '../../support/accounts.ts';
import { blockThirdParties, laptop, pageFor, phone } from '../../support/browser.ts';
import { expectNoSidewaysScroll } from '../../support/page-width.ts';
import { topUpByCard } from '../../support/payments.ts';
import { dashboardTabsFor } from '../../../apps/web/src/features/dashboard/lib/dashboard-tabs.ts';

/**
 * Issue 24: the dashboard on a phone. Ten sections do not fit a 390 px row of pills, so a
 * 'Seções' button names the current one and lists them all; and the Transações filters fold
 * behind 'Filtros' so the movements are on the first screen.
 */

test.beforeEach(async ({ page }) => {
  await blockThirdParties(page);
});

/** The visible element showing `label` is wholly on screen, at least `margin` px from both edges. */
async function expectClearOfEdges(page: Page, label: string, margin: number) {
  const shown = page.getByRole('navigation', { name: 'Seções do painel' }).getByText(label, { exact: true }).filter({ visible: true });
  await expect(shown).toHaveCount(1);
  const box = await shown.boundingBox();
  const width = page.viewportSize()?.width ?? 0;
  expect(box?.x, `${label} starts ${margin}px or more from the left edge`).toBeGreaterThanOrEqual(margin);
  expect((box?.x ?? 0) + (box?.width ?? 0), `${label} ends ${margin}px or more from the right edge`).toBeLessThanOrEqual(width - margin);
}

test('on a phone a Seções button names the current section and opens the list of all of them, by keyboard too', async ({ page, signInAs }) => {
  await page.setViewportSize(phone);
  await signInAs('model');
  await page.goto('/dashboard?tab=transactions');
  await expect(page.getByRole('heading', { level: 2, name: 'Transações' })).toBeVisible({ timeout: 20_000 });
  const nav = page.getByRole('navigation', { name: 'Seções do painel' });
  await expectClearOfEdges(page, 'Transações', 8);
  await expectNoSidewaysScroll(page, '/dashboard?tab=transactions');

  const toggle = nav.getByRole('button', { name: 'Seções: Transações' });
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(nav.getByRole('link')).toHaveCount(0);

  // Keyboard: open, step into the list, choose Carteira.
  await toggle.focus();
  await page.keyboard.press('Enter');
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  const labels = dashboardTabsFor('model').map((tab) => tab.label);
  await expect(nav.getByRole('link')).toHaveText(labels);
  await expect(nav.getByRole('link', { name: 'Transações' })).toHaveAttribute('aria-current', 'page');
  for (const label of labels) {
    const box = await nav.getByRole('link', { name: label }).boundingBox();
    expect((box?.x ?? -1) >= 0 && (box?.x ?? 0) + (box?.width ?? 0) <= phone.width, `${label} is on screen`).toBe(true);
  }
  await expectNoSidewaysScroll(page, 'the open Seções list');
  await page.keyboard.press('Tab');
  await expect(nav.getByRole('link', { name: 'Visão Geral' })).toBeFocused();
  await nav.getByRole('link', { name: 'Carteira' }).focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL('/dashboard?tab=wallet');
  await expect(page.getByRole('heading', { level: 2, name: 'Carteira' })).toBeVisible();
  const walletToggle = nav.getByRole('button', { name: 'Seções: Carteira' });
  await expect(walletToggle).toHaveAttribute('aria-expanded', 'false');
  await expect(walletToggle).toBeFocused();
  await expect(nav.getByRole('link')).toHaveCount(0);

  // Escape closes it and gives the focus back to the button; so do the button and a tap outside.
  await walletToggle.click();
  await expect(nav.getByRole('link')).toHaveCount(labels.length);
  await page.keyboard.press('Escape');
  await expect(nav.getByRole('link')).toHaveCount(0);
  await expect(walletToggle).toBeFocused();
  await walletToggle.click();
  await walletToggle.click();
  await expect(nav.getByRole('link')).toHaveCount(0);
  await walletToggle.click();
  await expect(nav.getByRole('link')).toHaveCount(labels.length);
  // The header's corner: outside the list, and no control there.
  await page.getByRole('banner').click({ position: { x: 4, y: 4 } });
  await expect(nav.getByRole('link')).toHaveCount(0);

  // A tablet's width does not hold ten pills either.
  await page.setViewportSize({ width: 768, height: 1024 });
  await expect(walletToggle).toBeVisible();
});

test('from 1024 px the sections are pills, every one in view and the current one clear of the edge', async ({ page, signInAs }) => {
  await signInAs('model');
  const labels = dashboardTabsFor('model').map((tab) => tab.label);
  for (const width of [1024, laptop.width]) {
    await page.setViewportSize({ width, height: 800 });
    await page.goto('/dashboard?tab=settings');
    const nav = page.getByRole('navigation', { name: 'Seções do painel' });
    await expect(nav.getByRole('link', { name: 'Configurações' })).toHaveAttribute('aria-current', 'page', { timeout: 20_000 });
    await expect(nav.getByRole('button')).toBeHidden();
    await expect(nav.getByRole('link')).toHaveText(labels);
    // Ten pills do not fit one row at these widths: none may hide behind the edge.
    for (const label of labels) await expect(nav.getByRole('link', { name: label })).toBeInViewport({ ratio: 1 });
    await expectClearOfEdges(page, 'Configurações', 8);
  }
});

test('on a phone the Transações tab shows the movements first, with the filters behind Filtros', async ({ browser, baseURL }) => {
  test.setTimeout(120_000);
  const origin = baseURL ?? '';
  const model = await person(origin, 'model', { sendOrigin: true });
  for (const cents of [5_000, 7_500, 10_000, 12_500]) await topUpByCard(model, origin, cents);
  const page = await pageFor(browser, origin, model, phone);
  await page.goto('/dashboard?tab=transactions');

  const rows = page.getByTestId('transaction-row');
  await expect(rows).toHaveCount(4, { timeout: 20_000 });
  // The first screen, above the bottom bar, holds movements: at least the first three.
  for (const index of [0, 1, 2]) {
    const box = await rows.nth(index).boundingBox();
    expect((box?.y ?? Infinity) + (box?.height ?? 0), `movement ${index + 1} is on the first screen`).toBeLessThanOrEqual(phone.height - 64);
  }
  const filters = page.getByRole('button', { name: 'Filtros' });
  await expect(filters).toHaveAttribute('aria-expanded', 'false');
  await expect(page.getByLabel('Entrada ou saída')).toBeHidden();

  await filters.click();
  await expect(filters).toHaveAttribute('aria-expanded', 'true');
  await page.getByLabel('Entrada ou saída').selectOption({ label: 'Saídas' });
  await expect(page).toHaveURL(/[?&]sentido=saida/);
  await expect(page.getByText('Nenhuma transação com estes filtros.')).toBeVisible();
  await filters.click();
  await expect(page.getByLabel('Entrada ou saída')).toBeHidden();
  await expect(page.getByRole('button', { name: 'Filtros (1 ativo)' })).toBeVisible();

  // A link with filters opens folded too, counting them.
  await page.goto('/dashboard?tab=transactions&sentido=entrada&de=2020-01-01');
  await expect(rows).toHaveCount(4, { timeout: 20_000 });
  await expect(page.getByRole('button', { name: 'Filtros (2 ativos)' })).toHaveAttribute('aria-expanded', 'false');
  await expectNoSidewaysScroll(page, 'Transações with filters');

  // On a laptop the filters are simply there.
  await page.setViewportSize(laptop);
  await expect(page.getByLabel('Entrada ou saída')).toBeVisible();
  await expect(page.getByRole('button', { name: /^Filtros/ })).toBeHidden();
  await page.context().close();
});
