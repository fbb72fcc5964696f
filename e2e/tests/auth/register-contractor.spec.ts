import { expect, test } from '@playwright/test';
import { sessionInPage, uniqueEmail } from '../../support/accounts.ts';
import { blockThirdParties, phone } from '../../support/browser.ts';
import { registerDialogTitle, toastItems } from '../../support/dialogs.ts';
import { continueTo, fillCommonSteps } from '../../support/sign-up-wizard.ts';
import { makePhoto, storedImageSize } from '../../support/photos.ts';

test.beforeEach(async ({ page }) => {
  await blockThirdParties(page);
});

// Phone-sized: the wizard is built mobile first.
test.use({ viewport: phone });

test('a contractor completes 6 steps keeping the original photo and lands on the profile', async ({ page }) => {
  // A long journey through the whole wizard, on a machine shared with other runs.
  test.setTimeout(120_000);
  const email = uniqueEmail('c');
  await page.goto('/cadastro?mode=register');
  const dialog = page.getByRole('dialog', { name: registerDialogTitle });
  await dialog.getByText('Contratante/Agência').click();
  await expect(dialog.getByText('Passo 1 de 6')).toBeVisible();

  await fillCommonSteps(dialog, { firstName: 'Rafael', lastName: 'Costa', email, total: 6 });
  await continueTo(dialog, 6, 6);
  await expect(dialog.getByRole('heading', { name: 'Foto de Perfil' })).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Concluir Cadastro' })).toBeVisible();

  await dialog.getByLabel('Escolher foto').setInputFiles(await makePhoto('png', 900, 600));
  const crop = page.getByRole('dialog', { name: 'Cortar Imagem' });
  await crop.getByRole('button', { name: 'Usar Original' }).click();
  await expect(crop).toHaveCount(0);
  await expect(dialog.getByRole('img', { name: 'Prévia da sua foto de perfil' })).toBeVisible();
  await expect(dialog.getByText('Trocar foto')).toBeVisible();

  await dialog.getByLabel(/Li e aceito os Termos de Uso/).check();
  await dialog.getByRole('button', { name: 'Concluir Cadastro' }).click();

  await expect(toastItems(page).filter({ hasText: 'Cadastro Quase Completo!' })).toContainText(email);
  await expect(page).toHaveURL(/\/perfil\/rafael-costa(-\d+)?$/);
  const { user } = await sessionInPage(page);
  expect(user).toMatchObject({ email, user_type: 'contractor' });

  // 'Usar Original' kept the 3:2 file as it was.
  const size = await storedImageSize(page, user?.profile_image_url ?? '');
  expect(size.width / size.height).toBeCloseTo(1.5, 1);
});
