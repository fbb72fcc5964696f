import { expect, test } from '@playwright/test';
import { signInByApi } from '../../support/accounts.ts';
import { e2eAdmin } from '../../support/e2e-admin.ts';
import { blockThirdParties, phone } from '../../support/browser.ts';
import { toastItems } from '../../support/dialogs.ts';

// Issue 22: an admin typed 5990 meaning R$ 59,90 and got R$ 5.990,00, and a PRO price of R$ 0,00
// was accepted (buying PRO then failed). Money settings take digits as centavos, like every other
// money field, say R$ in their label, and refuse a price out of range. Changes a site-wide
// setting: runs in the admin project and restores it.
test('on a phone, the admin types 5990 for the PRO price and gets R$ 59,90; R$ 0,00 is refused', async ({ browser, baseURL }) => {
  const origin = String(baseURL);
  const context = await browser.newContext({ viewport: phone });
  const admin = await context.newPage();
  await blockThirdParties(admin);
  expect((await signInByApi(admin.request, origin, e2eAdmin.email, e2eAdmin.password)).status()).toBe(200);
  const restore = () => admin.request.put('/api/admin/settings', { headers: { origin }, data: { PRO_MONTHLY_PRICE_CENTS: 4990 } });

  try {
    await admin.goto('/admin?secao=configuracoes');
    const monthly = admin.getByLabel('Preço PRO mensal (R$)');
    await expect(monthly).toHaveValue('49,90');
    await monthly.fill('');
    await monthly.pressSequentially('5990');
    await expect(monthly).toHaveValue('59,90');
    await admin.getByRole('button', { name: 'Salvar configurações' }).click();
    await expect(toastItems(admin).filter({ hasText: 'Configurações salvas' })).toBeVisible();
    const saved = await admin.request.get('/api/admin/settings');
    expect((await saved.json()).settings.PRO_MONTHLY_PRICE_CENTS).toBe(5990);

    await monthly.fill('');
    await monthly.pressSequentially('0');
    await expect(monthly).toHaveValue('0,00');
    await admin.getByRole('button', { name: 'Salvar configurações' }).click();
    await expect(admin.getByText('Use um valor entre R$ 1,00 e R$ 50.000,00.')).toBeVisible();
    expect((await (await admin.request.get('/api/admin/settings')).json()).settings.PRO_MONTHLY_PRICE_CENTS).toBe(5990);
    expect(await admin.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  } finally {
    expect((await restore()).status()).toBe(200);
    await context.close();
  }
});
