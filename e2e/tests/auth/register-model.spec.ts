import { expect, test } from '@playwright/test';
import { sessionInPage, uniqueEmail } from '../../support/accounts.ts';
import { blockThirdParties } from '../../support/browser.ts';
import { registerDialogTitle, toastItems } from '../../support/dialogs.ts';
import { continueTo, fillCommonSteps } from '../../support/sign-up-wizard.ts';
import { makePhoto, storedImageSize } from '../../support/photos.ts';

test.beforeEach(async ({ page }) => {
  await blockThirdParties(page);
});

test('a model completes the 10 steps, crops her photo and lands on her profile, signed in', async ({ page }) => {
  // A long journey through the whole wizard, on a machine shared with other runs.
  test.setTimeout(120_000);
  const email = uniqueEmail('m');
  await page.goto('/cadastro');
  const dialog = page.getByRole('dialog', { name: registerDialogTitle });
  await expect(dialog.getByText('Passo 1 de 10')).toBeVisible();
  await expect(dialog.getByRole('radio', { name: /Modelo/ })).toBeChecked();
  await expect(dialog.getByRole('button', { name: 'Voltar' })).toHaveCount(0);

  await fillCommonSteps(dialog, { firstName: 'Bianca', lastName: 'Lima', email, total: 10 });

  await continueTo(dialog, 6, 10);
  await expect(dialog.getByRole('heading', { name: 'Aparência Modelo' })).toBeVisible();
  await expect(dialog.getByRole('radio', { name: 'Feminino' })).toBeChecked();
  await dialog.getByText('Morena', { exact: true }).click();
  await continueTo(dialog, 7, 10);
  await dialog.getByText('Fitness', { exact: true }).click();
  await continueTo(dialog, 8, 10);
  await dialog.getByText('Natural', { exact: true }).click();
  await dialog.getByText('Tatuada', { exact: true }).click();
  await continueTo(dialog, 9, 10);
  await dialog.getByText('Catálogo', { exact: true }).click();
  await dialog.getByText('Passarela', { exact: true }).click();
  await continueTo(dialog, 10, 10);
  await expect(dialog.getByRole('progressbar', { name: 'Progresso do cadastro' })).toHaveAttribute('value', '100');

  // The photo goes through the crop dialog; 'Cortar e Usar' sends a square JPEG.
  await dialog.getByLabel('Escolher foto').setInputFiles(await makePhoto('jpeg', 900, 600));
  const crop = page.getByRole('dialog', { name: 'Cortar Imagem' });
  await expect(crop).toBeVisible();
  await expect(crop.getByRole('button', { name: 'Usar Original' })).toBeVisible();
  await crop.getByRole('button', { name: 'Cortar e Usar' }).click();
  await expect(crop).toHaveCount(0);
  await expect(dialog.getByRole('img', { name: 'Prévia da sua foto de perfil' })).toBeVisible();

  await dialog.getByLabel(/Li e aceito os Termos de Uso/).check();
  await expect(dialog.getByRole('link', { name: 'Termos de Uso' })).toHaveAttribute('target', '_blank');
  await expect(dialog.getByRole('link', { name: 'Política de Privacidade' })).toHaveAttribute('href', '/privacidade');

  // Hold the request so the 'Quase lá!' overlay can be seen, and check what is sent.
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  let sent: Record<string, unknown> = {};
  let arrived: () => void = () => undefined;
  // The overlay shows on the click, before the request reaches this route: wait for both.
  const reachedRoute = new Promise<void>((resolve) => {
    arrived = resolve;
  });
  await page.route('**/api/auth/sign-up', async (route) => {
    const body = route.request().postDataBuffer()?.toString('latin1') ?? '';
    const json = /name="data"\r\n\r\n(.*?)\r\n--/s.exec(body)?.[1];
    sent = json ? (JSON.parse(Buffer.from(json, 'latin1').toString('utf8')) as Record<string, unknown>) : {};
    arrived();
    await held;
    await route.continue();
  });
  await dialog.getByRole('button', { name: 'Concluir Cadastro' }).click();
  await expect(page.getByText('Quase lá!')).toBeVisible();
  await expect(page.getByText('Estamos preparando tudo para você... Seu perfil está sendo criado!')).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Processando...' })).toBeDisabled();
  await reachedRoute;
  expect(sent).toMatchObject({
    userType: 'model',
    email,
    phone: '21987654321',
    state: 'RJ',
    gender: 'feminino',
    model_type: 'morena',
    model_physical_type: 'fitness',
    model_characteristics: ['natural', 'tatuada'],
    work_interests: ['catalogo', 'passarela'],
    acceptedTerms: true,
  });
  expect(sent).not.toHaveProperty('confirmPassword');
  release();

  const done = toastItems(page).filter({ hasText: 'Cadastro Quase Completo!' });
  await expect(done).toBeVisible();
  await expect(done).toContainText(email);
  await expect(page).toHaveURL(/\/perfil\/bianca-lima(-\d+)?$/);
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByText('Quase lá!')).toHaveCount(0);

  const { user } = await sessionInPage(page);
  expect(user).toMatchObject({ email, user_type: 'model' });
  expect(page.url()).toContain(`/perfil/${user?.profile_slug}`);
  await expect(page.getByRole('heading', { level: 1, name: /Bianca/ })).toBeVisible();

  // The stored photo is square: the crop, not the 900x600 original, was uploaded.
  const size = await storedImageSize(page, user?.profile_image_url ?? '');
  expect(size.width).toBe(size.height);

  // The confirmation email went out (dev outbox).
  const outbox = await page.request.get('/api/dev/outbox');
  expect(outbox.ok()).toBe(true);
  const { messages } = (await outbox.json()) as { messages: Array<{ to: string; subject: string }> };
  expect(messages.find((message) => message.to === email)?.subject).toMatch(/Confirme seu email/);
});
