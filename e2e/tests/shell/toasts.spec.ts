import { expect, test } from '@playwright/test';
import { uniqueEmail } from '../../support/accounts.ts';
import { blockThirdParties } from '../../support/browser.ts';
import { registerDialogTitle, toastItems } from '../../support/dialogs.ts';
import { continueTo, fillLocationStep, fillPersonalStep, fillWhatsappStep } from '../../support/sign-up-wizard.ts';

test.beforeEach(async ({ page }) => {
  await blockThirdParties(page);
});

test('toasts: one error at a time, at most 5 at once (oldest dropped), closed by their X, gone after 5 s', async ({ page }) => {
  // A long way through the wizard, on a machine shared with other runs.
  test.setTimeout(90_000);
  // The wizard's step 2 refuses an empty name with an error toast on every click.
  await page.goto('/cadastro');
  const dialog = page.getByRole('dialog', { name: registerDialogTitle });
  const next = dialog.getByRole('button', { name: 'Continuar' });
  await next.click();
  await expect(dialog.getByText('Passo 2 de 10')).toBeVisible();
  const toasts = toastItems(page);

  // Seven refusals at once: a new error toast replaces the one on screen.
  await next.evaluate((button: HTMLButtonElement) => {
    for (let i = 1; i <= 7; i += 1) button.click();
  });
  await expect(toasts).toHaveCount(1);
  await expect(toasts.first()).toContainText('Nome é obrigatório.');

  // Seven tips instead: step 8 (optional) shows one each time it is passed without an answer.
  await fillPersonalStep(dialog, { firstName: 'Tina', lastName: 'Toast', email: uniqueEmail('toast') });
  await continueTo(dialog, 3, 10);
  await fillLocationStep(dialog);
  await continueTo(dialog, 4, 10);
  await fillWhatsappStep(dialog);
  await continueTo(dialog, 5, 10);
  await dialog.getByLabel('Instagram').fill('@tina.toast');
  await continueTo(dialog, 6, 10);
  await dialog.getByText('Morena', { exact: true }).click();
  await continueTo(dialog, 7, 10);
  await dialog.getByText('Fitness', { exact: true }).click();
  await continueTo(dialog, 8, 10);
  await expect(toasts).toHaveCount(0);
  const back = dialog.getByRole('button', { name: 'Voltar' });
  for (let pass = 1; pass <= 7; pass += 1) {
    // By keyboard, with the pointer resting on the toasts: Radix pauses their timers meanwhile, so
    // the first ones are still there on a slow machine when the seventh comes.
    await next.press('Enter');
    await expect(dialog.getByText('Passo 9 de 10')).toBeVisible();
    if (pass === 1) await toasts.first().hover();
    await back.press('Enter');
    await expect(dialog.getByText('Passo 8 de 10')).toBeVisible();
  }
  await expect(toasts).toHaveCount(5);
  await expect(toasts.first()).toContainText('Características não são obrigatórias');

  // (includeHidden: the open modal makes the rest of the page aria-hidden.)
  await toasts.first().getByRole('button', { name: 'Fechar', includeHidden: true }).click();
  await expect(toasts).toHaveCount(4);
  // Radix pauses the timers while the pointer rests on the toasts.
  await page.mouse.move(10, 10);

  // Default duration is 5000 ms.
  await expect(toasts).toHaveCount(0, { timeout: 8_000 });
});
