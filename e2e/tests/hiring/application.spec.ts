import { expect, test } from '../../support/test.ts';
import { person } from '../../support/accounts.ts';
import { laptop, pageFor, phone } from '../../support/browser.ts';
import { toastItems } from '../../support/dialogs.ts';
import { inDays } from '../../support/dates.ts';
import { publishJob } from '../../support/hiring.ts';

/**
 * Applying and hiring from the applicants: a model applies to an open job with a message (on a
 * phone); the owner shortlists her and hires her with a proposal prefilled from the job; she sees
 * "Contratada" in Minhas Candidaturas and the proposal in Contratações Recebidas.
 */

test('a model applies; the owner shortlists and hires her with a prefilled proposal', async ({ browser, baseURL }) => {
  // Two sign-ups, two email confirmations and two people's screens: longer than the default.
  test.setTimeout(120_000);
  const origin = baseURL ?? '';
  const model = await person(origin, 'model');
  const contractor = await person(origin, 'contractor');
  const title = `Catálogo de verão ${Date.now().toString(36)}`;
  const job = await publishJob(contractor, origin, {
    title,
    description: 'Fotos de moda praia para o catálogo da nova coleção.',
    starts_on: inDays(20),
    pay_cents: 60_000,
  });

  const her = await pageFor(browser, origin, model, phone);
  await her.goto(`/vagas/${job.id}`);
  const panel = her.getByTestId('job-apply-panel');
  await expect(panel).toBeVisible({ timeout: 20_000 });
  await panel.getByLabel('Mensagem para o contratante (opcional)').fill('Tenho experiência com moda praia.');
  await panel.getByRole('button', { name: 'Candidatar-se' }).click();
  await expect(toastItems(her).filter({ hasText: 'Candidatura enviada!' })).toBeVisible();
  await expect(panel).toContainText('Em análise');
  await expect(panel.getByRole('button', { name: 'Retirar candidatura' })).toBeVisible();

  const owner = await pageFor(browser, origin, contractor, laptop);
  await owner.goto(`/dashboard?tab=my-jobs&job=${job.id}`);
  const applicant = owner.getByRole('listitem', { name: `Candidatura de ${model.account.name}` });
  // The dashboard's chunks load on first visit; a busy machine may take a while.
  await expect(applicant).toContainText('Tenho experiência com moda praia.', { timeout: 20_000 });
  await applicant.getByRole('button', { name: 'Pré-selecionar' }).click();
  await expect(toastItems(owner).filter({ hasText: 'Candidatura pré-selecionada' })).toBeVisible();
  await expect(applicant).toContainText('Pré-selecionada');
  await applicant.getByRole('button', { name: 'Contratar' }).click();
  const dialog = owner.getByRole('dialog', { name: `Contratar ${model.account.name}` });
  await expect(dialog.getByLabel('Título do trabalho')).toHaveValue(title);
  await expect(dialog.getByLabel('Data do trabalho')).toHaveValue(inDays(20));
  await expect(dialog.getByLabel('Local')).toHaveValue('Campinas, SP');
  await expect(dialog.getByLabel('Valor (R$)')).toHaveValue('600');
  await dialog.getByRole('button', { name: 'Enviar proposta' }).click();
  await expect(toastItems(owner).filter({ hasText: 'Proposta enviada!' })).toBeVisible();
  await expect(applicant).toContainText('Contratada');

  await her.goto('/dashboard?tab=applications');
  await expect(her.getByRole('heading', { name: 'Minhas Candidaturas' })).toBeVisible();
  await expect(her.getByRole('listitem', { name: `Candidatura: ${title}` })).toContainText('Contratada');
  await her.goto('/dashboard?tab=proposals');
  const proposal = her.getByRole('listitem', { name: `Proposta: ${title}` });
  await expect(proposal).toContainText('R$ 600,00');
  await expect(proposal.getByRole('button', { name: 'Aceitar' })).toBeVisible();

  await model.api.dispose();
  await contractor.api.dispose();
});
