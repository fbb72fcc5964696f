import { expect, test } from '@playwright/test';
import { sessionInPage, uniqueEmail } from '../../support/accounts.ts';
import { blockThirdParties, phone } from '../../support/browser.ts';
import { registerDialogTitle } from '../../support/dialogs.ts';
import { makePhoto } from '../../support/photos.ts';
import { continueTo, fillCommonSteps } from '../../support/sign-up-wizard.ts';

test.use({ viewport: phone });

test.beforeEach(async ({ page }) => {
  await blockThirdParties(page);
});

// The server's PUBLIC_URL is http://127.0.0.1:PORT here; a newcomer who opens the other loopback
// name of the same port (as `npm start` prints localhost) must be able to register, outside
// production (docs/security.md #7).
test('a visitor registers at http://localhost:PORT while PUBLIC_URL names 127.0.0.1', async ({ page, baseURL }) => {
  test.setTimeout(120_000);
  const otherName = (baseURL ?? '').replace('127.0.0.1', 'localhost');
  expect(otherName).toContain('localhost');
  const email = uniqueEmail('loopback');

  await page.goto(`${otherName}/modelos`);
  await expect(page.locator('article[data-profile-slug]').first()).toBeVisible();
  await page.goto(`${otherName}/cadastro?mode=register`);
  const dialog = page.getByRole('dialog', { name: registerDialogTitle });
  await dialog.getByText('Contratante/Agência').click();
  await fillCommonSteps(dialog, { firstName: 'Lara', lastName: 'Local', email, total: 6 });
  await continueTo(dialog, 6, 6);
  await dialog.getByLabel('Escolher foto').setInputFiles(await makePhoto('png', 600, 600));
  const crop = page.getByRole('dialog', { name: 'Cortar Imagem' });
  await crop.getByRole('button', { name: 'Usar Original' }).click();
  await expect(crop).toHaveCount(0);
  await dialog.getByLabel(/Li e aceito os Termos de Uso/).check();
  await dialog.getByRole('button', { name: 'Concluir Cadastro' }).click();

  await expect(page).toHaveURL(/\/perfil\/lara-local(-\d+)?$/);
  await expect(page.getByText(/Origem da requisição não permitida/)).toHaveCount(0);
  const { user } = await sessionInPage(page);
  expect(user).toMatchObject({ email, user_type: 'contractor' });
});
