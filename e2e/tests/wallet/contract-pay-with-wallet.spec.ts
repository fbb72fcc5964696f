import { expect, test } from '@playwright/test';
import { person } from '../../support/accounts.ts';
import { pageFor, phone } from '../../support/browser.ts';
import { toastItems } from '../../support/dialogs.ts';
import { inDays } from '../../support/dates.ts';
import { topUpByCard } from '../../support/payments.ts';

// docs/product.md "Proposals and contracts": the contractor pays an accepted contract from the wallet
// ('Pagar' → 'Pagar com saldo'); the money is held; the model who cannot do the job cancels and
// the whole amount goes back to the contractor's wallet. Either side may open a dispute meanwhile.

test('a contractor pays a contract with the balance; the model sees it held, may dispute, and cancels with a refund', async ({ browser, baseURL }) => {
  test.setTimeout(180_000);
  const origin = String(baseURL);
  const model = await person(origin, 'model', { sendOrigin: true });
  const contractor = await person(origin, 'contractor', { sendOrigin: true });
  await topUpByCard(contractor, origin, 100_000);
  const proposal = await contractor.api.post('/api/proposals', {
    data: { title: 'Catálogo de inverno', work_date: inDays(5), place: 'Estúdio Luz, Campinas/SP', amount_cents: 80_000, model_slug: model.account.slug },
  });
  expect(proposal.status(), await proposal.text()).toBe(201);
  const accepted = await model.api.post(`/api/proposals/${(await proposal.json()).proposal.id}/accept`);
  expect(accepted.status(), await accepted.text()).toBe(200);

  // The contractor pays from his wallet.
  const him = await pageFor(browser, origin, contractor, phone);
  await him.goto('/dashboard?tab=my-contracts');
  const hisCard = him.getByRole('listitem', { name: 'Contrato: Catálogo de inverno' });
  await expect(hisCard).toBeVisible({ timeout: 20_000 });
  await hisCard.getByRole('button', { name: 'Pagar', exact: true }).click();
  const pay = him.getByRole('dialog', { name: 'Pagar contratação' });
  await expect(pay.getByRole('button', { name: 'Pagar com cartão, Pix ou boleto' })).toBeVisible();
  if (process.env.SHOTS_DIR) await him.screenshot({ path: `${process.env.SHOTS_DIR}/contract-pay-dialog.png`, animations: 'disabled' });
  await pay.getByRole('button', { name: 'Pagar com saldo (R$ 1.000,00 disponível)' }).click();
  await expect(toastItems(him).filter({ hasText: 'Contratação paga!' })).toBeVisible();
  await expect(hisCard.getByTestId('status-badge')).toHaveText('Pago (valor retido)');
  await expect(hisCard.getByRole('button', { name: 'Abrir disputa' })).toBeVisible();
  await expect(hisCard.getByRole('button', { name: 'Cancelar e reembolsar' })).toHaveCount(0);

  // The model: held money, a dispute dialog that wants a real reason, and the refund.
  const her = await pageFor(browser, origin, model, phone);
  await her.goto('/dashboard?tab=proposals');
  const herCard = her.getByRole('listitem', { name: 'Contrato: Catálogo de inverno' });
  await expect(herCard.getByTestId('status-badge')).toHaveText('Pago (valor retido)', { timeout: 20_000 });
  await expect(herCard.getByTestId('contract-escrow-note')).toContainText('Pagamento garantido');
  await herCard.getByRole('button', { name: 'Abrir disputa' }).click();
  const dispute = her.getByRole('dialog', { name: 'Abrir disputa' });
  await dispute.getByLabel('Motivo da disputa').fill('curto');
  await dispute.getByRole('button', { name: 'Abrir disputa' }).click();
  await expect(dispute.getByText('Conte o que aconteceu (mínimo 10 caracteres).')).toBeVisible();
  await dispute.getByRole('button', { name: 'Voltar' }).click();
  await herCard.getByRole('button', { name: 'Cancelar e reembolsar' }).click();
  const confirm = her.getByRole('dialog', { name: 'Cancelar e reembolsar?' });
  await confirm.getByRole('button', { name: 'Cancelar e reembolsar' }).click();
  await expect(toastItems(her).filter({ hasText: 'Contrato cancelado' })).toBeVisible();
  await expect(herCard.getByTestId('status-badge')).toHaveText('Cancelado');

  // The contractor has the whole amount back.
  await him.goto('/dashboard?tab=wallet');
  await expect(him.getByTestId('wallet-balance')).toContainText('R$ 1.000,00');
  await him.goto('/dashboard?tab=transactions&tipo=escrow_refund');
  await expect(him.getByTestId('transaction-row')).toHaveCount(1);
  await expect(him.getByTestId('transaction-row')).toContainText('+R$ 800,00');
  await him.context().close();
  await her.context().close();
});
