import { type Page, expect, test } from '@playwright/test';
import { person, signInByApi } from '../../support/accounts.ts';
import { laptop, pageFor, phone } from '../../support/browser.ts';
import { inDays } from '../../support/dates.ts';
import { e2eAdmin } from '../../support/e2e-admin.ts';
import { publishJob } from '../../support/hiring.ts';
import { expectNoSidewaysScroll, settle } from '../../support/page-width.ts';

/**
 * Reports (issue 29), on phones: a model reports a job that asks for money up front; the admin finds
 * it in "Denúncias" as it was posted, hides it and suspends its owner; the model is told the outcome
 * in general terms, and the job is gone from /vagas and its page. A second report of the same item
 * is refused while the first is open.
 */

test.use({ viewport: phone });

// REPORT_SHOTS_DIR=<dir> keeps screenshots of the dialog and the admin's queue (phone and laptop) there.
const shotsDir = process.env.REPORT_SHOTS_DIR;
// The product's texts (packages/shared/src/reports, errors/error-catalog.ts), as a person reads them.
const scamReason = 'Pedido de pagamento antecipado / golpe';
const sentText = 'Denúncia enviada. Nossa equipe vai analisar e você receberá um aviso com o resultado.';
const alreadyReported = 'Você já denunciou este item. Nossa equipe está analisando.';

/** Opens the report dialog of the page's item and answers it; the dialog stays open. */
async function report(page: Page, reason: string, details?: string) {
  await page.getByRole('button', { name: 'Denunciar', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Denunciar' });
  await dialog.getByRole('radio', { name: reason }).check();
  if (details) await dialog.getByLabel('Conte o que aconteceu (opcional)').fill(details);
  return dialog;
}

test('a model reports a job as a scam; the admin hides it and suspends its owner; she is told and the job is gone', async ({ browser, baseURL }) => {
  test.setTimeout(180_000);
  const origin = String(baseURL);
  const model = await person(origin, 'model', { sendOrigin: true });
  const contractor = await person(origin, 'contractor', { sendOrigin: true });
  const title = `Catálogo com taxa ${Date.now().toString(36)}`;
  const description = 'Para participar do catálogo é preciso pagar R$ 200 de taxa de cadastro por Pix antes da seleção.';
  const job = await publishJob(contractor, origin, { title, description, starts_on: inDays(20), pay_cents: 50_000 });

  // The owner has nothing to report on her own job.
  const owner = await pageFor(browser, origin, contractor, phone);
  await owner.goto(`/vagas/${job.id}`);
  await expect(owner.getByRole('heading', { level: 1, name: title })).toBeVisible({ timeout: 20_000 });
  await settle(owner);
  await expect(owner.getByRole('button', { name: 'Denunciar', exact: true })).toHaveCount(0);
  await owner.context().close();

  // She opens the job and reports it.
  const her = await pageFor(browser, origin, model, phone);
  await her.goto(`/vagas/${job.id}`);
  await expect(her.getByRole('heading', { level: 1, name: title })).toBeVisible({ timeout: 20_000 });
  const dialog = await report(her, scamReason, 'Pediram R$ 200 por Pix antes de qualquer seleção.');
  await expect(dialog).toContainText(`Vaga: ${title}`);
  await expect(dialog.getByText('49/1000 caracteres')).toBeVisible();
  await expectNoSidewaysScroll(her, 'the report dialog');
  if (shotsDir) await her.screenshot({ path: `${shotsDir}/report-dialog-390.png` });
  await dialog.getByRole('button', { name: 'Enviar denúncia' }).click();
  await expect(dialog.getByRole('status')).toHaveText(sentText);
  if (shotsDir) await her.screenshot({ path: `${shotsDir}/report-sent-390.png` });
  await dialog.getByRole('button', { name: 'Fechar' }).first().click();
  await expect(dialog).toHaveCount(0);
  // The focus is back on the button, which now says the job was reported.
  const reported = her.getByRole('button', { name: 'Denunciado' });
  await expect(reported).toBeFocused();
  await expect(reported).toHaveAttribute('aria-disabled', 'true');

  // A new visit: the server refuses a second open report of the same job, in the dialog; Escape closes it.
  await her.reload();
  await expect(her.getByRole('heading', { level: 1, name: title })).toBeVisible({ timeout: 20_000 });
  const again = await report(her, 'Vaga enganosa');
  await again.getByRole('button', { name: 'Enviar denúncia' }).click();
  await expect(again.getByRole('alert')).toHaveText(alreadyReported);
  await her.keyboard.press('Escape');
  await expect(again).toHaveCount(0);
  await expect(her.getByRole('button', { name: 'Denunciado' })).toBeFocused();

  // The admin finds the job in "Denúncias" as it was posted, with her report and her history.
  const context = await browser.newContext({ baseURL: origin, viewport: phone, locale: 'pt-BR', timezoneId: 'America/Sao_Paulo' });
  const admin = await context.newPage();
  expect((await signInByApi(admin.request, origin, e2eAdmin.email, e2eAdmin.password)).status()).toBe(200);
  await admin.goto('/admin?secao=denuncias');
  await expect(admin.getByRole('heading', { level: 2, name: 'Denúncias' })).toBeVisible({ timeout: 20_000 });
  const group = admin.getByRole('listitem', { name: `Vaga: ${title}` });
  const more = admin.getByRole('button', { name: 'Carregar mais' });
  await expect(async () => {
    if ((await group.count()) === 0 && (await more.isVisible())) await more.click();
    await expect(group).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 20_000 });
  await expect(group.getByTestId('report-snapshot')).toContainText(title);
  await expect(group.getByTestId('report-snapshot')).toContainText(description);
  await expect(group.getByTestId('report-entry')).toContainText(scamReason);
  await expect(group.getByTestId('report-entry')).toContainText('Pediram R$ 200 por Pix antes de qualquer seleção.');
  await expect(group.getByTestId('report-entry')).toContainText(model.account.email);
  await expect(group).toContainText(contractor.account.email);
  await expect(group).toContainText('Conta criada hoje');
  await group.scrollIntoViewIfNeeded();
  await settle(admin);
  await expectNoSidewaysScroll(admin, 'the reports queue');
  if (shotsDir) {
    await group.screenshot({ path: `${shotsDir}/admin-report-group-390.png` });
    await admin.setViewportSize(laptop);
    await group.scrollIntoViewIfNeeded();
    await admin.screenshot({ path: `${shotsDir}/admin-reports-laptop.png` });
    await admin.setViewportSize(phone);
  }

  // Hide the job and suspend its owner, with a reason.
  await group.getByRole('button', { name: 'Aplicar medidas' }).click();
  const measures = admin.getByRole('dialog', { name: 'Aplicar medidas' });
  await expect(measures.getByRole('checkbox', { name: 'Ocultar o item' })).toBeChecked();
  await measures.getByRole('checkbox', { name: 'Suspender a conta do autor' }).check();
  await measures.getByLabel('Motivo').fill('Cobrança de taxa para participar: golpe.');
  if (shotsDir) await admin.screenshot({ path: `${shotsDir}/admin-report-measures-390.png` });
  await measures.getByRole('button', { name: 'Aplicar medidas' }).click();
  await expect(measures).toHaveCount(0);
  await expect(admin.getByRole('status').filter({ hasText: 'Medidas aplicadas' })).toContainText(
    `Vaga “${title}”: Ocultar o item, Suspender a conta do autor.`,
  );
  await expect(group).toHaveCount(0);
  await context.close();

  // She is told the outcome in general terms.
  await her.goto('/vagas');
  await her.getByRole('banner').getByRole('button', { name: 'Notificações', exact: true }).click();
  const panel = her.getByRole('region', { name: 'Notificações' });
  await expect(panel.getByText('Sua denúncia foi analisada')).toBeVisible({ timeout: 20_000 });
  await her.keyboard.press('Escape');

  // The job is gone from the list and its page.
  await her.goto(`/vagas?q=${encodeURIComponent(title)}`);
  await expect(her.getByText('Nenhuma vaga encontrada')).toBeVisible({ timeout: 20_000 });
  await expect(her.getByText(title)).toHaveCount(0);
  await her.goto(`/vagas/${job.id}`);
  await expect(her.getByRole('heading', { level: 1, name: 'Vaga não encontrada' })).toBeVisible({ timeout: 20_000 });

  await her.context().close();
  await model.api.dispose();
  await contractor.api.dispose();
});
