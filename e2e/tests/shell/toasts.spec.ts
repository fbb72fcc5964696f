import { expect, test } from '@playwright/test';
import { blockThirdParties } from '../../support/browser.ts';
import { registerDialogTitle, toastItems } from '../../support/dialogs.ts';

test.beforeEach(async ({ page }) => {
  await blockThirdParties(page);
});

test('toasts: at most 5 at once (oldest dropped), closed by their X, gone after 5 s', async ({ page }) => {
  // The wizard's step 2 refuses an empty name with a toast on every click: an easy source of seven.
  await page.goto('/cadastro');
  const dialog = page.getByRole('dialog', { name: registerDialogTitle });
  const next = dialog.getByRole('button', { name: 'Continuar' });
  await next.click();
  await expect(dialog.getByText('Passo 2 de 10')).toBeVisible();
  const toasts = toastItems(page);

  // Seven refusals at once: clicked one by one, a loaded two-core machine once took longer than a
  // toast's 5 s life to make them all, and the first ones were gone before the count.
  await next.evaluate((button: HTMLButtonElement) => {
    for (let i = 1; i <= 7; i += 1) button.click();
  });
  await expect(toasts).toHaveCount(5);
  await expect(toasts.first()).toContainText('Nome é obrigatório.');

  // (includeHidden: the open modal makes the rest of the page aria-hidden.)
  await toasts.first().getByRole('button', { name: 'Fechar', includeHidden: true }).click();
  await expect(toasts).toHaveCount(4);
  // Radix pauses the timers while the pointer rests on the toasts.
  await page.mouse.move(10, 10);

  // Default duration is 5000 ms.
  await expect(toasts).toHaveCount(0, { timeout: 8_000 });
});
