import { expect, test } from '@playwright/test';
import { blockThirdParties, phone } from '../../support/browser.ts';
import { loginDialogTitle } from '../../support/dialogs.ts';

// /precos is a real page now (docs/product.md "Subscription": /precos shows the plans), with the prices
// and the fee from the public settings, no longer the 'precos' content page.

test('a guest sees the free plan, PRO monthly and yearly with prices, the fee, and Assinar PRO asks to log in', async ({ page }) => {
  await blockThirdParties(page);
  await page.setViewportSize(phone);
  await page.goto('/precos');
  await expect(page.getByRole('heading', { level: 1, name: 'Preços' })).toBeVisible();
  await expect(page).toHaveTitle(/^Preços \|/);
  await expect(page.getByRole('article', { name: 'Grátis' })).toContainText('10 candidaturas por mês');
  await expect(page.getByRole('article', { name: 'PRO Mensal' })).toContainText('R$ 49,90/mês');
  const yearly = page.getByRole('article', { name: 'PRO Anual' });
  await expect(yearly).toContainText('R$ 479,00/ano');
  await expect(yearly).toContainText('Economize 20%');
  await expect(page.getByTestId('platform-fee')).toContainText('Taxa de 10% sobre contratações.');
  if (process.env.SHOTS_DIR) await page.screenshot({ path: `${process.env.SHOTS_DIR}/precos.png`, fullPage: true });

  await page.getByRole('article', { name: 'PRO Mensal' }).getByRole('link', { name: 'Assinar PRO' }).click();
  await expect(page.getByRole('dialog', { name: loginDialogTitle })).toBeVisible();
  await expect(page).toHaveURL(/\/precos\?auth=login&next=%2Fdashboard%3Ftab%3Dsubscription$/);
});
