import { expect, test } from '@playwright/test';
import { person } from '../../support/accounts.ts';
import { pageFor, phone } from '../../support/browser.ts';
import { whenPaymentsReady } from '../../support/payments.ts';

// Issue 24: the card form offered "12x de R$ 70,83" for R$ 850,00, which is R$ 849,96. Every
// installment line now shows amounts that add up to the total to the centavo (packages/shared
// splitInstallments): the first installment carries the centavos a split leaves over.

/** 'R$ 1.234,56' -> 123456. */
const centavosOf = (text: string) => Number(text.replace(/[^\d]/g, ''));

/** The amounts an installment line says are paid, summed: '12x: 1 de R$ 70,87 + 11 de R$ 70,83' -> 85000. */
function totalOfLine(line: string): number {
  const count = Number(/^(\d+)x/.exec(line)?.[1]);
  const parts = [...line.matchAll(/(\d+) de (R\$\s[\d.,]+)/g)];
  if (parts.length === 0) return count * centavosOf(/R\$\s[\d.,]+/.exec(line)?.[0] ?? '');
  return parts.reduce((sum, [, times, amount]) => sum + Number(times) * centavosOf(amount ?? ''), 0);
}

test('the card form splits R$ 850,00 into installments that add up to R$ 850,00', async ({ browser, baseURL }) => {
  test.slow();
  const origin = String(baseURL);
  const model = await person(origin, 'model');
  const page = await pageFor(browser, origin, model, phone);

  const ready = whenPaymentsReady(page);
  await page.goto('/dashboard?tab=wallet');
  await page.getByLabel('Valor', { exact: true }).pressSequentially('85000');
  await ready;
  await page.getByRole('button', { name: 'Adicionar saldo' }).click();

  const dialog = page.getByRole('dialog', { name: 'Finalizar Pagamento' });
  const installments = dialog.getByLabel('Parcelas');
  await expect(installments).toBeVisible();
  const lines = (await installments.locator('option').allTextContents()).map((line) => line.replace(/\s+/g, ' ').trim());
  expect(lines).toHaveLength(12);
  expect(lines[0]).toBe('1x de R$ 850,00 (à vista)');
  expect(lines[9]).toBe('10x de R$ 85,00');
  expect(lines[11]).toBe('12x: 1 de R$ 70,87 + 11 de R$ 70,83');
  for (const line of lines) expect(totalOfLine(line), line).toBe(85_000);

  // The select stays inside the 390 px screen.
  await installments.selectOption('12');
  await expect(installments).toHaveValue('12');
  const box = await installments.boundingBox();
  expect(box && box.x + box.width).toBeLessThanOrEqual(phone.width);

  await page.context().close();
  await model.api.dispose();
});
