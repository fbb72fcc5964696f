import { expect, test } from '../../support/test.ts';
import { blockThirdParties } from '../../support/browser.ts';
import { toastItems } from '../../support/dialogs.ts';
import { newProfilePhotoPath } from '../../support/photos.ts';

test.beforeEach(async ({ page }) => {
  await blockThirdParties(page);
});

test('edit Meu Perfil, reload, and see the change on the public profile', async ({ page, signInAs }) => {
  // Three pages and a dozen fields: more than the 30 s default on a loaded CI machine.
  test.setTimeout(90_000);
  const account = await signInAs('model');
  await page.goto('/dashboard?tab=profile');
  await expect(page.getByRole('heading', { level: 2, name: 'Meu Perfil' })).toBeVisible();

  // The spec's messages come back when a required field is emptied.
  await page.getByLabel('Cidade', { exact: true }).fill('');
  await page.getByRole('button', { name: 'Salvar alterações' }).click();
  // The message is tied to its field (the same words also come as a toast).
  await expect(page.getByLabel('Cidade', { exact: true })).toHaveAccessibleDescription(/Cidade é obrigatória\./);
  await expect(page.getByLabel('Cidade', { exact: true })).toBeFocused();

  await page.getByLabel('Cidade', { exact: true }).fill('Salvador');
  await page.getByLabel('Estado').selectOption('BA');
  await page.getByLabel('Instagram').fill('https://instagram.com/ana.nova/');
  await expect(page.getByText('Será salvo como: @ana.nova')).toBeVisible();
  await page.getByLabel('WhatsApp').fill('71912345678');
  await expect(page.getByLabel('WhatsApp')).toHaveValue('(71) 91234-5678');
  await page.getByLabel('Perfil físico').selectOption('plus_size');
  await page.getByRole('group', { name: 'Interesses de trabalho' }).getByText('TV', { exact: true }).click();
  await page.getByRole('button', { name: 'Salvar alterações' }).click();
  await expect(toastItems(page).filter({ hasText: 'Perfil atualizado!' })).toBeVisible();

  await page.reload();
  await expect(page.getByLabel('Cidade', { exact: true })).toHaveValue('Salvador');
  await expect(page.getByLabel('Estado')).toHaveValue('BA');
  await expect(page.getByLabel('WhatsApp')).toHaveValue('(71) 91234-5678');

  await page.goto(`/perfil/${account.slug}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Ana Souza' })).toBeVisible();
  await expect(page.getByText('Salvador, BA')).toBeVisible();
  await expect(page.getByRole('link', { name: /ana\.nova/ })).toHaveAttribute('href', 'https://www.instagram.com/ana.nova/');
  await expect(page.getByText('Plus Size')).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: /^TV$/ })).toBeVisible();
  // Never a phone on a public profile.
  await expect(page.getByText(/91234/)).toHaveCount(0);
  await expect(page).toHaveTitle('Ana Souza | Passarela');
  await page.getByRole('link', { name: 'Editar perfil' }).click();
  await expect(page).toHaveURL('/dashboard?tab=profile');
});

test('contractors edit their company, shown on the public profile', async ({ page, signInAs }) => {
  const account = await signInAs('contractor');
  await page.goto('/dashboard?tab=profile');
  await page.getByLabel('Nome da empresa ou marca').fill('Agência Sol');
  await page.getByLabel('Site', { exact: true }).fill('agenciasol.com.br');
  await page.getByLabel('Sobre a empresa').fill('Eventos e feiras em todo o Nordeste.');
  await page.getByRole('button', { name: 'Salvar alterações' }).click();
  await expect(toastItems(page).filter({ hasText: 'Perfil atualizado!' })).toBeVisible();
  await page.goto(`/perfil/${account.slug}`);
  await expect(page.getByText('Agência Sol')).toBeVisible();
  await expect(page.getByRole('link', { name: 'agenciasol.com.br' })).toHaveAttribute('href', 'https://agenciasol.com.br/');
  await expect(page.getByText('Eventos e feiras em todo o Nordeste.')).toBeVisible();
});

test('change the profile photo', async ({ page, signInAs }) => {
  await signInAs('photographer');
  await page.goto('/dashboard?tab=profile');
  const current = page.getByRole('img', { name: 'Sua foto de perfil atual' });
  const before = await current.getAttribute('src');
  expect(before).toMatch(/-480\.webp$/);

  await page.locator('input[type="file"]').setInputFiles(newProfilePhotoPath);
  // The crop dialog comes first; the original (already square) is fine here.
  const crop = page.getByRole('dialog', { name: 'Cortar Imagem' });
  await crop.getByRole('button', { name: 'Usar Original' }).click();
  await expect(crop).toHaveCount(0);
  await expect(page.getByRole('img', { name: 'Pré-visualização da nova foto' })).toBeVisible();
  await page.getByRole('button', { name: 'Salvar foto' }).click();
  await expect(toastItems(page).filter({ hasText: 'Foto atualizada!' })).toBeVisible();
  await expect(current).toBeVisible();
  await expect(current).not.toHaveAttribute('src', before ?? '');
  // The header avatar follows.
  await expect(page.getByRole('banner').locator('img').last()).not.toHaveAttribute('src', (before ?? '').replace('-480.webp', '-160.webp'));
});

test('change email sends a confirmation link to the new address', async ({ page, signInAs }) => {
  const account = await signInAs('photographer');
  await page.goto('/dashboard?tab=settings');
  const card = page.getByRole('region', { name: 'Alterar email' });
  await expect(card).toContainText(account.email);
  const newEmail = account.email.replace('@', '+novo@');
  await card.getByLabel('Novo email').fill(newEmail);
  await card.getByLabel('Senha atual').fill(account.password);
  await card.getByRole('button', { name: 'Enviar link de confirmação' }).click();
  await expect(card.getByText(`Link enviado para ${newEmail}`)).toBeVisible();
});

test('dismissing the email banner hides it for this browser session', async ({ page, signInAs }) => {
  await signInAs('contractor');
  await page.goto('/');
  const banner = page.getByRole('region', { name: 'Confirmação de email' });
  await banner.getByRole('button', { name: 'Dispensar aviso' }).click();
  await expect(banner).toHaveCount(0);
  await page.goto('/vagas');
  await expect(page.getByRole('heading', { level: 1, name: 'Vagas' })).toBeVisible();
  await expect(banner).toHaveCount(0);
});
