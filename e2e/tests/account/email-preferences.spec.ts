import { expect, test } from '../../support/test.ts';
import { signUp } from '../../support/accounts.ts';
import { blockThirdParties, phone } from '../../support/browser.ts';
import { toastItems } from '../../support/dialogs.ts';

test.beforeEach(async ({ page }) => {
  await blockThirdParties(page);
});

test('notification emails are turned off by kind in Configurações and stay off after a reload', async ({ page, baseURL }) => {
  await signUp(String(baseURL), 'model', { request: page.request });
  await page.goto('/dashboard?tab=settings');
  const card = page.getByRole('region', { name: 'Emails de notificação' });
  const hiring = card.getByRole('checkbox', { name: /Candidaturas, propostas/ });
  const money = card.getByRole('checkbox', { name: /Pagamentos e saques/ });
  await expect(hiring).toBeChecked({ timeout: 15_000 });
  await expect(money).toBeChecked();

  await hiring.uncheck();
  await card.getByRole('button', { name: 'Salvar preferências' }).click();
  await expect(toastItems(page).filter({ hasText: 'Preferências salvas' })).toBeVisible();
  expect(await (await page.request.get('/api/me/email-preferences')).json()).toEqual({ hiring: false, messages: true, reviews: true, money: true, plan: true });

  await page.reload();
  await expect(hiring).not.toBeChecked({ timeout: 15_000 });
  await expect(money).toBeChecked();
  if (process.env.SETTINGS_SHOTS_DIR) {
    await page.setViewportSize(phone);
    await card.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${process.env.SETTINGS_SHOTS_DIR}/email-preferences-390.png` });
  }
});
