import { expect, test } from '../../support/test.ts';
import { person } from '../../support/accounts.ts';
import { laptop, pageFor, phone } from '../../support/browser.ts';
import { toastItems } from '../../support/dialogs.ts';
import { inDays } from '../../support/dates.ts';
import { fundContractByCard } from '../../support/payments.ts';

/**
 * Hiring straight from a profile: a contractor opens a model's public profile, clicks
 * "Contratar" and sends a proposal; the model accepts it in "Contratações Recebidas"; once the
 * contractor has paid, each sees the other's WhatsApp button (and only then: the phone is never on
 * the profile, nor on an unpaid contract).
 */

test('a contractor hires a model from her profile; she accepts; once paid, both see the WhatsApp link', async ({ browser, baseURL }) => {
  // Two sign-ups, two email confirmations and two people's screens: longer than the default.
  test.setTimeout(120_000);
  const origin = baseURL ?? '';
  const model = await person(origin, 'model');
  const contractor = await person(origin, 'contractor');

  // The contractor, on a laptop.
  const owner = await pageFor(browser, origin, contractor, laptop);
  await owner.goto(`/perfil/${model.account.slug}`);
  await expect(owner.getByRole('heading', { level: 1, name: model.account.name })).toBeVisible({ timeout: 20_000 });
  await expect(owner.getByTestId('whatsapp-link')).toHaveCount(0);
  await owner.getByRole('button', { name: 'Contratar' }).click();
  const dialog = owner.getByRole('dialog', { name: `Contratar ${model.account.name}` });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel('Título do trabalho').fill('Ensaio para catálogo de inverno');
  await dialog.getByLabel('Descrição (opcional)').fill('Ensaio de meio período em estúdio.');
  await dialog.getByLabel('Data do trabalho').fill(inDays(14));
  await dialog.getByLabel('Valor (R$)').fill('750,00');
  await dialog.getByLabel('Local').fill('Estúdio Luz, Campinas/SP');
  await dialog.getByRole('button', { name: 'Enviar proposta' }).click();
  await expect(toastItems(owner).filter({ hasText: 'Proposta enviada!' })).toBeVisible();
  await expect(dialog).toBeHidden();

  await owner.goto('/dashboard?tab=my-contracts');
  // The dashboard's chunks load on first visit; a busy machine may take a while.
  await expect(owner.getByRole('heading', { name: 'Minhas Contratações' })).toBeVisible({ timeout: 20_000 });
  const sent = owner.getByRole('listitem', { name: 'Proposta: Ensaio para catálogo de inverno' });
  await expect(sent).toContainText('Aguardando resposta');
  await expect(sent).toContainText('R$ 750,00');

  // The model, on a phone.
  const her = await pageFor(browser, origin, model, phone);
  await her.goto('/dashboard?tab=proposals');
  await expect(her.getByRole('heading', { name: 'Contratações Recebidas' })).toBeVisible({ timeout: 20_000 });
  const received = her.getByRole('listitem', { name: 'Proposta: Ensaio para catálogo de inverno' });
  await expect(received).toContainText(contractor.account.name);
  await received.getByRole('button', { name: 'Aceitar' }).click();
  await expect(toastItems(her).filter({ hasText: 'Proposta aceita!' })).toBeVisible();
  const herContract = her.getByRole('listitem', { name: 'Contrato: Ensaio para catálogo de inverno' });
  await expect(herContract).toContainText('Aguardando pagamento');
  // Not paid yet: no WhatsApp, and she is told when it comes.
  await expect(herContract.getByTestId('whatsapp-link')).toHaveCount(0);
  await expect(herContract.getByTestId('contract-contact-after-payment')).toContainText(
    `O WhatsApp de ${contractor.account.firstName} aparece aqui quando o contrato for pago.`,
  );
  // Nothing to confirm before the contractor pays: the money is held first.
  await expect(herContract.getByRole('button', { name: 'Confirmar conclusão' })).toHaveCount(0);
  await owner.reload();
  const unpaid = owner.getByRole('listitem', { name: 'Contrato: Ensaio para catálogo de inverno' });
  await expect(unpaid.getByTestId('contract-contact-after-payment')).toBeVisible();
  await expect(unpaid.getByTestId('whatsapp-link')).toHaveCount(0);

  // The contractor pays (by card, through the API here; the journey spec pays on screen).
  const contractId = (await (await model.api.get('/api/me/contracts')).json()).items[0].id as string;
  await fundContractByCard(contractor, origin, contractId);
  await her.reload();
  const herWhatsApp = herContract.getByTestId('whatsapp-link');
  await expect(herWhatsApp).toHaveAttribute('href', /^https:\/\/wa\.me\/5511987654321\?text=/);
  await expect(herWhatsApp).toContainText(`WhatsApp de ${contractor.account.firstName}`);
  await expect(herContract.getByTestId('contract-contact-after-payment')).toHaveCount(0);

  // Back to the contractor: the contract with her WhatsApp.
  await owner.reload();
  const ownerContract = owner.getByRole('listitem', { name: 'Contrato: Ensaio para catálogo de inverno' });
  await expect(ownerContract).toContainText(model.account.name);
  const ownerWhatsApp = ownerContract.getByTestId('whatsapp-link');
  await expect(ownerWhatsApp).toHaveAttribute('href', /^https:\/\/wa\.me\/5511987654321\?text=/);
  const href = (await ownerWhatsApp.getAttribute('href')) ?? '';
  expect(new URL(href).searchParams.get('text')).toContain('Ensaio para catálogo de inverno');

  // Confirmation by both completes the contract.
  await ownerContract.getByRole('button', { name: 'Confirmar conclusão' }).click();
  await expect(toastItems(owner).filter({ hasText: 'Conclusão confirmada' })).toBeVisible();
  await her.reload();
  await expect(herContract).toContainText('Pago (valor retido)');
  await expect(herContract).toContainText(`${contractor.account.firstName} confirmou a conclusão`);
  await herContract.getByRole('button', { name: 'Confirmar conclusão' }).click();
  await expect(toastItems(her).filter({ hasText: 'Trabalho concluído!' })).toBeVisible();
  await expect(herContract).toContainText('Concluído');

  await model.api.dispose();
  await contractor.api.dispose();
});
