import { type Locator, type Page, expect, test } from '@playwright/test';
import { strongPassword } from '../../support/accounts.ts';
import { blockThirdParties } from '../../support/browser.ts';
import { loginDialogTitle, registerDialogTitle, toastItems } from '../../support/dialogs.ts';
import { continueTo } from '../../support/sign-up-wizard.ts';
import { makePhoto } from '../../support/photos.ts';

test.beforeEach(async ({ page }) => {
  await blockThirdParties(page);
});

/** Clicks the main button and expects a toast with this title and description; the step stays. */
async function expectRefusal(page: Page, dialog: Locator, title: string, description: string, button = 'Continuar') {
  const before = await dialog.getByText(/Passo \d+ de \d+/).textContent();
  await dialog.getByRole('button', { name: button }).click();
  // The same message may still be on screen from an earlier try: judge the newest.
  const toast = toastItems(page).filter({ hasText: description }).last();
  await expect(toast).toBeVisible();
  await expect(toast).toContainText(title);
  await expect(toast).toHaveAttribute('data-variant', 'destructive');
  await expect(dialog.getByText(before ?? '')).toBeVisible();
}

test('every step refuses what the spec refuses, with its exact message', async ({ page }) => {
  // A long journey through the whole wizard, on a machine shared with other runs.
  test.setTimeout(120_000);
  await page.goto('/cadastro');
  const dialog = page.getByRole('dialog', { name: registerDialogTitle });
  await continueTo(dialog, 2, 10);

  // Step 2, 'Seus Dados'.
  const required = 'Campo Obrigatório';
  await expectRefusal(page, dialog, required, 'Nome é obrigatório.');
  await expect(dialog.getByLabel('Nome', { exact: true })).toBeFocused();
  await dialog.getByLabel('Nome', { exact: true }).fill('Ana');
  await expectRefusal(page, dialog, required, 'Sobrenome é obrigatório.');
  await dialog.getByLabel('Sobrenome', { exact: true }).fill('Souza');
  await dialog.getByLabel('Email', { exact: true }).fill('ana@exemplo');
  await expectRefusal(page, dialog, 'Email Inválido', 'Por favor, insira um email válido.');
  await expect(dialog.getByLabel('Email', { exact: true })).toBeFocused();
  await dialog.getByLabel('Email', { exact: true }).fill('ana@exemplo.com.br');
  await dialog.getByLabel('Senha', { exact: true }).fill('12345');
  await expectRefusal(page, dialog, 'Senha Curta', 'A senha deve ter pelo menos 6 caracteres.');
  await dialog.getByLabel('Senha', { exact: true }).fill(strongPassword);
  await dialog.getByLabel('Confirmar Senha', { exact: true }).fill(`${strongPassword}!`);
  await expectRefusal(page, dialog, 'Senhas Diferentes', 'As senhas não coincidem.');
  await dialog.getByLabel('Confirmar Senha', { exact: true }).fill(strongPassword);
  await continueTo(dialog, 3, 10);

  // Step 3, 'Localização'.
  await expectRefusal(page, dialog, required, 'Cidade é obrigatória.');
  await dialog.getByLabel('Cidade').fill('Salvador');
  await expectRefusal(page, dialog, required, 'Estado é obrigatório.');
  await expect(dialog.getByLabel('Estado').locator('option')).toHaveCount(28);
  await dialog.getByLabel('Estado').selectOption('BA');
  await continueTo(dialog, 4, 10);

  // Step 4, 'WhatsApp': masked, at most 15 characters, at least 10 digits.
  const phone = dialog.getByLabel('WhatsApp');
  await expect(phone).toHaveAttribute('maxlength', '15');
  await phone.pressSequentially('7199876');
  await expect(phone).toHaveValue('(71) 9987-6');
  await expectRefusal(page, dialog, 'WhatsApp Inválido', 'Número de WhatsApp inválido ou incompleto.');
  // The refusal puts the focus back in the field (a frame later); typing before that would start
  // at the beginning, as Playwright places the caret there when it focuses the field itself.
  await expect(phone).toBeFocused();
  await phone.pressSequentially('543');
  await expect(phone).toHaveValue('(71) 9987-6543');
  await continueTo(dialog, 5, 10);

  // Step 5, 'Instagram': the handle that will be saved is shown as it is typed.
  await expectRefusal(page, dialog, required, 'Instagram é obrigatório.');
  const instagram = dialog.getByLabel('Instagram');
  await instagram.fill('@@@');
  await expect(dialog.getByText('Será salvo como:')).toHaveCount(0);
  await expectRefusal(page, dialog, required, 'Instagram é obrigatório.');
  await instagram.fill('https://instagram.com/ana..souza./?hl=pt-br');
  await expect(dialog.getByText('Será salvo como: @ana.souza')).toBeVisible();
  await instagram.fill('@Ana_Souza');
  await expect(dialog.getByText('Será salvo como: @Ana_Souza')).toBeVisible();
  await continueTo(dialog, 6, 10);

  // Step 6, 'Aparência Modelo'.
  await expectRefusal(page, dialog, required, 'Tipo (Aparência) é obrigatório.');
  await dialog.getByText('Ruiva', { exact: true }).click();
  await continueTo(dialog, 7, 10);

  // Step 7, 'Perfil Físico'.
  await expectRefusal(page, dialog, required, 'Perfil físico é obrigatório.');
  await dialog.getByText('Plus Size', { exact: true }).click();
  await continueTo(dialog, 8, 10);

  // Step 8, 'Características': optional; continuing without any says why they help.
  await continueTo(dialog, 9, 10);
  const info = toastItems(page).filter({ hasText: 'Características não são obrigatórias, mas ajudam a refinar buscas.' });
  await expect(info).toBeVisible();
  await expect(info).toHaveAttribute('data-variant', 'default');

  // Step 9, 'Interesses de Trabalho'.
  await expectRefusal(page, dialog, required, 'Selecione ao menos um interesse de trabalho.');
  await dialog.getByText('Figuração', { exact: true }).click();
  await continueTo(dialog, 10, 10);

  // Step 10, 'Foto de Perfil': required, checked before upload, then the terms.
  await expectRefusal(page, dialog, 'Foto de Perfil Obrigatória', 'Por favor, adicione uma foto para continuar.', 'Concluir Cadastro');
  await dialog.getByLabel('Escolher foto').setInputFiles({ name: 'foto.gif', mimeType: 'image/gif', buffer: Buffer.from('GIF89a') });
  await expect(toastItems(page).filter({ hasText: 'Escolha uma imagem JPEG, PNG ou WebP.' })).toContainText('Formato Inválido');
  await expect(page.getByRole('dialog', { name: 'Cortar Imagem' })).toHaveCount(0);
  await dialog.getByLabel('Escolher foto').setInputFiles(await makePhoto());
  await page.getByRole('dialog', { name: 'Cortar Imagem' }).getByRole('button', { name: 'Usar Original' }).click();
  await expectRefusal(page, dialog, required, 'Aceite os Termos de Uso e a Política de Privacidade para continuar.', 'Concluir Cadastro');

  // 'Voltar' keeps every answer.
  for (let step = 9; step >= 5; step -= 1) {
    await dialog.getByRole('button', { name: 'Voltar' }).click();
    await expect(dialog.getByText(`Passo ${step} de 10`)).toBeVisible();
  }
  await expect(dialog.getByLabel('Instagram')).toHaveValue('@Ana_Souza');
});

test('switching mode starts the wizard over with an empty form', async ({ page }) => {
  await page.goto('/cadastro');
  const dialog = page.getByRole('dialog', { name: registerDialogTitle });
  await dialog.getByText('Fotógrafo').click();
  await continueTo(dialog, 2, 6);
  await dialog.getByLabel('Nome', { exact: true }).fill('Paula');

  await page.getByRole('button', { name: 'Já possui uma conta? Faça login' }).click();
  await expect(page.getByRole('dialog', { name: loginDialogTitle })).toBeVisible();
  await page.getByRole('button', { name: 'Novo por aqui? Crie uma conta' }).click();
  await expect(dialog.getByText('Passo 1 de 10')).toBeVisible();
  await expect(dialog.getByRole('radio', { name: /Modelo/ })).toBeChecked();
  await continueTo(dialog, 2, 10);
  await expect(dialog.getByLabel('Nome', { exact: true })).toHaveValue('');
});
