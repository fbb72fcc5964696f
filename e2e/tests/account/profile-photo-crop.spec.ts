import { expect, test } from '../../support/test.ts';
import { blockThirdParties } from '../../support/browser.ts';
import { toastItems } from '../../support/dialogs.ts';
import { makePhoto, storedImageSize } from '../../support/photos.ts';

test.beforeEach(async ({ page }) => {
  await blockThirdParties(page);
});

test("a new photo in Meu Perfil goes through 'Cortar e Usar' and shows square on the public profile", async ({ page, signInAs }) => {
  const account = await signInAs('model');
  await page.goto('/dashboard?tab=profile');
  const current = page.getByRole('img', { name: 'Sua foto de perfil atual' });
  const before = await current.getAttribute('src');

  // A landscape photo: only the crop can make the stored one square (the server keeps the ratio).
  await page.locator('input[type="file"]').setInputFiles(await makePhoto('png', 900, 600));
  const crop = page.getByRole('dialog', { name: 'Cortar Imagem' });
  await expect(crop).toBeVisible();
  await expect(crop.getByRole('button', { name: 'Usar Original' })).toBeVisible();
  await crop.getByRole('button', { name: 'Cortar e Usar' }).click();
  await expect(crop).toHaveCount(0);
  await expect(page.getByRole('img', { name: 'Pré-visualização da nova foto' })).toBeVisible();

  // What is sent is the crop: a JPEG (the wizard's format), not the PNG that was chosen.
  const upload = page.waitForRequest((request) => request.url().endsWith('/api/profiles/me/photo') && request.method() === 'PUT');
  await page.getByRole('button', { name: 'Salvar foto' }).click();
  const sent = (await upload).postDataBuffer()?.toString('latin1') ?? '';
  expect(sent).toContain('Content-Type: image/jpeg');
  expect(sent).not.toContain('Content-Type: image/png');
  await expect(toastItems(page).filter({ hasText: 'Foto atualizada!' })).toBeVisible();
  await expect(current).not.toHaveAttribute('src', before ?? '');

  await page.goto(`/perfil/${account.slug}`);
  const photo = page.getByRole('img', { name: `Foto de ${account.name}` });
  await expect(photo).toBeVisible();
  const src = await photo.getAttribute('src');
  expect(src).not.toBe(before);
  const size = await storedImageSize(page, src ?? '');
  expect(size.width).toBeGreaterThan(0);
  expect(size.width).toBe(size.height);
});

test('closing the crop dialog keeps the current photo and sends nothing', async ({ page, signInAs }) => {
  await signInAs('model');
  await page.goto('/dashboard?tab=profile');
  let uploads = 0;
  page.on('request', (request) => {
    if (request.url().endsWith('/api/profiles/me/photo')) uploads += 1;
  });
  await page.locator('input[type="file"]').setInputFiles(await makePhoto('jpeg', 600, 900));
  const crop = page.getByRole('dialog', { name: 'Cortar Imagem' });
  await expect(crop).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(crop).toHaveCount(0);
  await expect(page.getByRole('img', { name: 'Sua foto de perfil atual' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Salvar foto' })).toHaveCount(0);
  expect(uploads).toBe(0);
});
