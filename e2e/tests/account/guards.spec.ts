import { expect, test } from '../../support/test.ts';
import { blockThirdParties } from '../../support/browser.ts';
import { loginDialogTitle } from '../../support/dialogs.ts';
import { dashboardTabsFor } from '../../../apps/web/src/features/dashboard/lib/dashboard-tabs.ts';

test.beforeEach(async ({ page }) => {
  await blockThirdParties(page);
});

test('a guest opening /dashboard gets the login modal, remembering where they were going', async ({ page }) => {
  await page.goto('/dashboard?tab=wallet');
  await expect(page).toHaveURL('/?auth=login&next=%2Fdashboard%3Ftab%3Dwallet');
  await expect(page.getByRole('dialog', { name: loginDialogTitle })).toBeVisible();
});

test('a model opening /admin or /testepagamento is sent to /dashboard', async ({ page, signInAs }) => {
  await signInAs('model');
  for (const path of ['/admin', '/testepagamento']) {
    await page.goto(path);
    await expect(page).toHaveURL('/dashboard');
    await expect(page.getByRole('navigation', { name: 'Seções do painel' })).toBeVisible();
  }
});

test('dashboard tabs follow the role; an unknown tab is the overview', async ({ page, signInAs }) => {
  await signInAs('model');
  await page.goto('/dashboard?tab=nao-existe');
  const tabs = page.getByRole('navigation', { name: 'Seções do painel' });
  // The role's tabs as the dashboard's table lists them (its unit test, dashboard-tabs.test.ts, pins the list).
  await expect(tabs.getByRole('link')).toHaveText(dashboardTabsFor('model').map((tab) => tab.label));
  await expect(tabs.getByRole('link', { name: 'Visão Geral' })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByRole('heading', { name: 'Olá, Ana!' })).toBeVisible();
  // Another role's tab is not this user's: overview.
  await page.goto('/dashboard?tab=my-jobs');
  await expect(tabs.getByRole('link', { name: 'Visão Geral' })).toHaveAttribute('aria-current', 'page');
  await tabs.getByRole('link', { name: 'Carteira' }).click();
  await expect(page).toHaveURL('/dashboard?tab=wallet');
  await expect(page.getByRole('heading', { level: 2, name: 'Carteira' })).toBeVisible();
  await expect(page.getByText('Saldo disponível', { exact: true })).toBeVisible();
});
