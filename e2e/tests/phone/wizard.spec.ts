import { expect, test } from '@playwright/test';
import { strongPassword, uniqueEmail } from '../../support/accounts.ts';
import { blockThirdParties, phone } from '../../support/browser.ts';
import { toastItems } from '../../support/dialogs.ts';
import { continueTo, fillCommonSteps, fillLocationStep, fillPersonalStep, fillWhatsappStep, registerDialog } from '../../support/sign-up-wizard.ts';

// What a model trips over when she signs up on her phone (docs/product.md "Spec 4"). The wizard must not lose
// what she typed: not to a reload, the Back button, Escape, a tap beside the dialog or a double tap.
test.use({ viewport: phone });

test.beforeEach(async ({ page }) => {
  await blockThirdParties(page);
});

const errorToasts = (page: Parameters<typeof toastItems>[0]) => toastItems(page).and(page.locator('[data-variant="destructive"]'));

test('a reload mid-wizard resumes at the same step with the answers, but never keeps the password', async ({ page }) => {
  test.setTimeout(90_000);
  const email = uniqueEmail('retomada');
  await page.goto('/cadastro');
  const dialog = registerDialog(page);
  await fillCommonSteps(dialog, { firstName: 'Joana', lastName: 'Reis', email, total: 10 });

  await page.reload();
  await expect(dialog.getByText('Passo 5 de 10')).toBeVisible();
  await expect(dialog.getByLabel('Instagram')).toHaveValue('https://www.instagram.com/joana.e2e/');
  await expect(dialog.getByText(/a senha não fica guardada/)).toBeVisible();
  const stored = await page.evaluate(() => JSON.stringify(Object.entries(sessionStorage)));
  expect(stored).toContain('Joana');
  expect(stored).not.toContain(strongPassword);

  await dialog.getByRole('button', { name: 'Voltar' }).click();
  await expect(dialog.getByText('Passo 4 de 10')).toBeVisible();
  await expect(dialog.getByLabel('WhatsApp')).toHaveValue('(21) 98765-4321');
  await dialog.getByRole('button', { name: 'Voltar' }).click();
  await expect(dialog.getByLabel('Estado')).toHaveValue('RJ');
  await dialog.getByRole('button', { name: 'Voltar' }).click();
  await expect(dialog.getByText('Passo 2 de 10')).toBeVisible();
  await expect(dialog.getByLabel('Nome', { exact: true })).toHaveValue('Joana');
  await expect(dialog.getByLabel('Email', { exact: true })).toHaveValue(email);
  await expect(dialog.getByLabel('Senha', { exact: true })).toHaveValue('');
  await expect(dialog.getByLabel('Confirmar Senha', { exact: true })).toHaveValue('');

  // Typing the password again is all it takes to go on.
  await dialog.getByLabel('Senha', { exact: true }).fill(strongPassword);
  await dialog.getByLabel('Confirmar Senha', { exact: true }).fill(strongPassword);
  await continueTo(dialog, 3, 10);
  await expect(dialog.getByText(/a senha não fica guardada/)).toHaveCount(0);
});

test("the browser's Back button goes to the previous step, not out of the page", async ({ page }) => {
  test.setTimeout(60_000);
  await page.goto('/cadastro');
  const dialog = registerDialog(page);
  await continueTo(dialog, 2, 10);
  await fillPersonalStep(dialog, { firstName: 'Bia', lastName: 'Melo', email: uniqueEmail('voltar') });
  await continueTo(dialog, 3, 10);
  await fillLocationStep(dialog);
  await continueTo(dialog, 4, 10);

  await page.goBack();
  await expect(dialog.getByText('Passo 3 de 10')).toBeVisible();
  await expect(dialog.getByLabel('Cidade')).toHaveValue('Rio de Janeiro');
  await page.goBack();
  await expect(dialog.getByText('Passo 2 de 10')).toBeVisible();
  await expect(dialog.getByLabel('Nome', { exact: true })).toHaveValue('Bia');
  await expect(page).toHaveURL(/\/cadastro$/);
  await page.goForward();
  await expect(dialog.getByText('Passo 3 de 10')).toBeVisible();

  // 'Voltar' walks the same history: Back after it does not return to a later step.
  await dialog.getByRole('button', { name: 'Voltar' }).click();
  await expect(dialog.getByText('Passo 2 de 10')).toBeVisible();
  await page.goBack();
  await expect(dialog.getByText('Passo 1 de 10')).toBeVisible();
});

test('Escape, a tap beside the dialog and its X ask before throwing the answers away', async ({ page }) => {
  await page.goto('/cadastro');
  const dialog = registerDialog(page);
  await continueTo(dialog, 2, 10);
  await dialog.getByLabel('Nome', { exact: true }).fill('Carla');
  const confirm = page.getByRole('alertdialog', { name: 'Descartar cadastro?' });

  await page.keyboard.press('Escape');
  await expect(confirm).toBeVisible();
  await expect(confirm.getByRole('button', { name: 'Continuar cadastro' })).toBeFocused();
  await confirm.getByRole('button', { name: 'Continuar cadastro' }).click();
  await expect(confirm).toHaveCount(0);
  await expect(dialog.getByLabel('Nome', { exact: true })).toHaveValue('Carla');

  // A tap on the dimmed page beside the dialog (not right after a step change: that one is the
  // end of a double tap, see below).
  await page.waitForTimeout(700);
  await page.mouse.click(6, 420);
  await expect(confirm).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(confirm).toHaveCount(0);
  await expect(dialog.getByLabel('Nome', { exact: true })).toHaveValue('Carla');

  await dialog.getByRole('button', { name: 'Fechar' }).click();
  await confirm.getByRole('button', { name: 'Descartar' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page).toHaveURL('/');

  // Discarded for good: the wizard starts over, and Back does not bring the dialog back.
  await page.goBack();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await page.goto('/cadastro');
  await expect(dialog.getByText('Passo 1 de 10')).toBeVisible();
  await continueTo(dialog, 2, 10);
  await expect(dialog.getByLabel('Nome', { exact: true })).toHaveValue('');
});

test("a double tap on 'Continuar' keeps the dialog open and moves one step only", async ({ page }) => {
  test.setTimeout(60_000);
  await page.goto('/cadastro');
  const dialog = registerDialog(page);
  await continueTo(dialog, 2, 10);
  await fillPersonalStep(dialog, { firstName: 'Duda', lastName: 'Paz', email: uniqueEmail('toque') });

  // Step 3 is much shorter than step 2: the second tap lands where the dialog no longer is.
  await dialog.getByRole('button', { name: 'Continuar' }).dblclick();
  await expect(dialog.getByText('Passo 3 de 10')).toBeVisible();
  await fillLocationStep(dialog);
  await continueTo(dialog, 4, 10);
  await fillWhatsappStep(dialog);

  // Steps 3 and 4 are the same height: the second tap lands on 'Continuar' again.
  await dialog.getByRole('button', { name: 'Voltar' }).click();
  await expect(dialog.getByText('Passo 3 de 10')).toBeVisible();
  await dialog.getByRole('button', { name: 'Continuar' }).dblclick();
  await expect(dialog.getByText('Passo 4 de 10')).toBeVisible();
  await page.waitForTimeout(500);
  await expect(dialog.getByText('Passo 4 de 10')).toBeVisible();
  await page.goBack();
  await expect(dialog.getByText('Passo 3 de 10')).toBeVisible();
});

test('a refused field says why beside it, takes the focus, and only one error toast shows', async ({ page }) => {
  await page.goto('/cadastro');
  const dialog = registerDialog(page);
  await continueTo(dialog, 2, 10);
  const next = dialog.getByRole('button', { name: 'Continuar' });
  const firstName = dialog.getByLabel('Nome', { exact: true });

  for (let tap = 1; tap <= 3; tap += 1) await next.click();
  await expect(dialog.getByText('Nome é obrigatório.')).toBeVisible();
  await expect(firstName).toHaveAttribute('aria-invalid', 'true');
  await expect(firstName).toHaveAccessibleDescription('Nome é obrigatório.');
  await expect(firstName).toBeFocused();
  await expect(errorToasts(page)).toHaveCount(1);
  await expect(errorToasts(page)).toContainText('Campo Obrigatório');

  // Correcting the field takes its message away.
  await firstName.fill('Eva');
  await expect(firstName).not.toHaveAttribute('aria-invalid', 'true');
  await expect(dialog.getByText('Nome é obrigatório.')).toHaveCount(0);

  // The next refusal replaces the toast instead of stacking on it.
  await next.click();
  const lastName = dialog.getByLabel('Sobrenome', { exact: true });
  await expect(lastName).toHaveAccessibleDescription('Sobrenome é obrigatório.');
  await expect(lastName).toBeFocused();
  await expect(errorToasts(page)).toHaveCount(1);
  await expect(errorToasts(page)).toContainText('Sobrenome é obrigatório.');

  await dialog.getByLabel('Senha', { exact: true }).fill(strongPassword);
  await dialog.getByLabel('Confirmar Senha', { exact: true }).fill(`${strongPassword}!`);
  await lastName.fill('Dias');
  await dialog.getByLabel('Email', { exact: true }).fill(uniqueEmail('campo'));
  await next.click();
  const confirmation = dialog.getByLabel('Confirmar Senha', { exact: true });
  await expect(confirmation).toHaveAccessibleDescription('As senhas não coincidem.');
  await expect(confirmation).toBeFocused();
  await expect(errorToasts(page)).toHaveCount(1);

  // Once the step passes, no stale message is left behind, here or when coming back.
  await confirmation.fill(strongPassword);
  await continueTo(dialog, 3, 10);
  await expect(errorToasts(page)).toHaveCount(0);
  await next.click();
  const city = dialog.getByLabel('Cidade');
  await expect(city).toHaveAccessibleDescription('Cidade é obrigatória.');
  await city.fill('Recife');
  await next.click();
  const state = dialog.getByLabel('Estado');
  await expect(state).toHaveAttribute('aria-invalid', 'true');
  await expect(state).toHaveAccessibleDescription('Estado é obrigatório.');
  await expect(state).toBeFocused();
  await dialog.getByRole('button', { name: 'Voltar' }).click();
  await expect(dialog.getByText('Passo 2 de 10')).toBeVisible();
  await expect(dialog.locator('[aria-invalid="true"]')).toHaveCount(0);
});
