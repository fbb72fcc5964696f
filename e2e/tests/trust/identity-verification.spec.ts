import { type APIRequestContext, type Page, expect, request as playwrightRequest, test } from '@playwright/test';
import { person, signInByApi } from '../../support/accounts.ts';
import { pageFor, phone } from '../../support/browser.ts';
import { inDays } from '../../support/dates.ts';
import { toastItems } from '../../support/dialogs.ts';
import { e2eAdmin } from '../../support/e2e-admin.ts';
import { publishJob } from '../../support/hiring.ts';
import { expectNoSidewaysScroll, settle } from '../../support/page-width.ts';
import { makePhoto } from '../../support/photos.ts';

/**
 * Identity verification (issue 29), on phones: a contractor sends her ID document, a selfie holding
 * it and her CPF from Configurações and reads "em análise"; an admin opens the queue, sees both
 * photos, approves with a reason; her job then shows "Identidade verificada" (also to a model who
 * filters /vagas to verified contractors). The photos answer only to admins: a visitor, the
 * contractor herself and another person get 404, as for a photo that does not exist. That they
 * answer 404 to admins too 30 days after the decision is proven by the API's tests with a clock
 * (identity-files-purge.test.ts): the server has no hook to move its clock or run a job on demand.
 */

test.use({ viewport: phone });

// IDENTITY_SHOTS_DIR=<dir> keeps the phone screenshots of each step there.
const shotsDir = process.env.IDENTITY_SHOTS_DIR;
const pendingText = 'Seus documentos estão em análise. Avisaremos assim que a equipe concluir.';
const approvedText = 'Identidade verificada. O selo aparece no seu perfil.';

const panelOf = (page: Page) => page.getByRole('region', { name: 'Verificar identidade' });

/** An image that the browser actually decoded (not a broken icon). */
async function expectImageShown(page: Page, name: string) {
  const image = page.getByAltText(name, { exact: true });
  await expect(image).toBeVisible();
  await expect.poll(() => image.evaluate((element) => (element as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);
}

test('a contractor verifies her identity; the admin approves it; her job shows the badge; the photos answer only to admins', async ({ browser, baseURL }) => {
  test.setTimeout(180_000);
  const origin = String(baseURL);
  // A name of her own, so the queue's card and the job are hers whatever else runs beside.
  const lastName = `Verificada${Date.now().toString(36)}`;
  const contractor = await person(origin, 'contractor', { sendOrigin: true, overrides: { first_name: 'Renata', last_name: lastName } });
  const jobTitle = `Catálogo de verão ${lastName}`;
  const job = await publishJob(contractor, origin, {
    title: jobTitle,
    description: 'Fotos de catálogo de moda praia em estúdio.',
    starts_on: inDays(30),
    pay_cents: 45_000,
  });

  // 1. Configurações: the form, a wrong CPF refused here, then the submission.
  const her = await pageFor(browser, origin, contractor, phone);
  await her.goto('/dashboard?tab=settings');
  const panel = panelOf(her);
  await expect(panel).toBeVisible({ timeout: 20_000 });
  await panel.getByLabel('Tipo de documento').selectOption({ label: 'CNH' });
  await panel.getByLabel('Foto do documento').setInputFiles(await makePhoto('jpeg', 1200, 800));
  await panel.getByLabel('Selfie segurando o documento').setInputFiles(await makePhoto('jpeg', 800, 1000));
  await expectImageShown(her, 'Prévia: foto do documento');
  await expectImageShown(her, 'Prévia: selfie segurando o documento');
  const cpf = panel.getByLabel('CPF');
  await cpf.fill('52998224724');
  await expect(cpf).toHaveValue('529.982.247-24');
  await panel.getByRole('button', { name: 'Enviar para análise' }).click();
  await expect(panel.getByText('CPF inválido. Confira os números.')).toBeVisible();
  await cpf.fill('52998224725');
  await expect(panel.getByText('CPF inválido. Confira os números.')).toHaveCount(0);
  await settle(her);
  await expectNoSidewaysScroll(her, 'the identity form');
  if (shotsDir) await her.screenshot({ path: `${shotsDir}/identity-form-390.png`, fullPage: true });
  await panel.getByRole('button', { name: 'Enviar para análise' }).click();
  await expect(panel.getByText(pendingText)).toBeVisible({ timeout: 20_000 });
  await expect(panel).toContainText('CNH');
  await expect(panel).toContainText('***.***.***-25');
  // Nothing to send while it waits.
  await expect(panel.getByRole('button', { name: 'Enviar para análise' })).toHaveCount(0);

  // 2. The admin's queue: her card with both photos, the larger one, and the approval with a reason.
  const adminContext = await browser.newContext({ baseURL: origin, viewport: phone, locale: 'pt-BR', timezoneId: 'America/Sao_Paulo' });
  const admin = await adminContext.newPage();
  expect((await signInByApi(admin.request, origin, e2eAdmin.email, e2eAdmin.password)).status()).toBe(200);
  await admin.goto('/admin?secao=verificacoes');
  await expect(admin.getByRole('heading', { level: 2, name: 'Verificações' })).toBeVisible({ timeout: 20_000 });
  const card = admin.getByRole('listitem', { name: `Verificação de Renata ${lastName}` });
  await loadUntilVisible(admin, card);
  await expect(card).toContainText('Contratante');
  await expect(card).toContainText(contractor.account.email);
  await expect(card).toContainText('Conta criada hoje');
  await expect(card).toContainText('CNH');
  await expect(card).toContainText('***.***.***-25');
  await expectImageShown(admin, `Foto do documento de Renata ${lastName}`);
  await expectImageShown(admin, `Selfie segurando o documento de Renata ${lastName}`);
  await settle(admin);
  await expectNoSidewaysScroll(admin, 'the verifications queue');
  if (shotsDir) await admin.screenshot({ path: `${shotsDir}/admin-verifications-390.png`, fullPage: true });
  await card.getByRole('button', { name: 'Ampliar: foto do documento' }).click();
  const enlarged = admin.getByRole('dialog', { name: `Foto do documento · Renata ${lastName}` });
  await expect(enlarged.getByRole('img')).toBeVisible();
  await enlarged.getByRole('button', { name: 'Fechar' }).click();
  await expect(enlarged).toHaveCount(0);

  await card.getByRole('button', { name: 'Aprovar' }).click();
  const prompt = admin.getByRole('dialog', { name: `Aprovar a verificação de Renata ${lastName}` });
  await prompt.getByRole('button', { name: 'Aprovar' }).click();
  await expect(prompt.getByText('Informe o motivo.')).toBeVisible();
  await prompt.getByLabel('Motivo').fill('Documento legível, selfie confere com a foto da CNH.');
  await prompt.getByRole('button', { name: 'Aprovar' }).click();
  await expect(toastItems(admin).filter({ hasText: 'Identidade verificada' })).toBeVisible();
  await expect(card).toHaveCount(0);

  // 3. Her job shows the badge, on its page and on /vagas filtered to verified contractors.
  const model = await person(origin, 'model', { sendOrigin: true });
  const reader = await pageFor(browser, origin, model, phone);
  await reader.goto(`/vagas/${job.id}`);
  await expect(reader.getByRole('heading', { level: 1, name: jobTitle })).toBeVisible({ timeout: 20_000 });
  const advertiser = reader.getByRole('region', { name: 'Anunciante' });
  await expect(advertiser.getByText('Identidade verificada')).toBeVisible();
  if (shotsDir) await reader.screenshot({ path: `${shotsDir}/job-verified-390.png`, fullPage: true });
  await reader.goto(`/vagas?q=${encodeURIComponent(lastName)}&verified=true`);
  const jobCard = reader.locator(`[data-job-id="${job.id}"]`);
  await expect(jobCard).toBeVisible({ timeout: 20_000 });
  await expect(jobCard.getByText('Identidade verificada')).toBeVisible();

  // Her Configurações now say so.
  await her.reload();
  await expect(panelOf(her).getByText(approvedText)).toBeVisible({ timeout: 20_000 });
  if (shotsDir) await her.screenshot({ path: `${shotsDir}/identity-approved-390.png`, fullPage: true });

  // 4. The photos' addresses: admins only, never under /media.
  const decided = await admin.request.get('/api/admin/identity-verifications?status=approved');
  expect(decided.status()).toBe(200);
  const { items } = (await decided.json()) as { items: { user: { email: string }; files: { document: string; selfie: string } | null }[] };
  const files = items.find((item) => item.user.email === contractor.account.email)?.files;
  expect(files, 'the approved verification lists its photos').toBeTruthy();
  const visitor = await playwrightRequest.newContext({ baseURL: origin });
  try {
    for (const url of [files?.document ?? '', files?.selfie ?? '']) {
      expect(url.startsWith('/media')).toBe(false);
      for (const stranger of [visitor, contractor.api, model.api]) await expectLooksMissing(stranger, url);
      const asAdmin = await admin.request.get(url);
      expect(asAdmin.status(), url).toBe(200);
      expect(asAdmin.headers()['content-type']).toMatch(/^image\//);
    }
  } finally {
    await visitor.dispose();
    await adminContext.close();
  }
});

/** A guest, the owner herself or another person: the photo does not exist, as a deleted one. */
async function expectLooksMissing(request: APIRequestContext, url: string) {
  const response = await request.get(url);
  expect(response.status(), url).toBe(404);
  expect(await response.json()).toMatchObject({ code: 'FILE_NOT_FOUND' });
}

/** The queue is paged (oldest first): 'Carregar mais' until her card shows. */
async function loadUntilVisible(page: Page, card: ReturnType<Page['getByRole']>) {
  const more = page.getByRole('button', { name: 'Carregar mais' });
  await expect(async () => {
    if ((await card.count()) === 0 && (await more.count()) > 0) await more.click();
    await expect(card).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 20_000 });
}

test('a model reads the safety card once in her first conversation; "Entendi" keeps it away on every device', async ({ browser, baseURL }) => {
  test.setTimeout(120_000);
  const origin = String(baseURL);
  const model = await person(origin, 'model', { sendOrigin: true });
  const contractor = await person(origin, 'contractor', { sendOrigin: true });
  const started = await contractor.api.post('/api/conversations', {
    data: { subject: { kind: 'profile', slug: model.account.slug }, body: 'Olá! Tenho um trabalho de catálogo em Campinas. Podemos conversar?' },
  });
  expect(started.status(), await started.text()).toBe(201);
  const { conversation_id: conversationId } = (await started.json()) as { conversation_id: string };

  const her = await pageFor(browser, origin, model, phone);
  await her.goto(`/mensagens/${conversationId}`);
  const card = her.getByRole('region', { name: 'Antes de conversar: dicas de segurança' });
  await expect(card).toBeVisible({ timeout: 20_000 });
  await expect(card).toContainText('Nunca pague para conseguir um trabalho');
  await expect(card.getByRole('link', { name: 'Dicas de segurança' })).toHaveAttribute('href', '/seguranca');
  // The thread stays usable beside it: not a modal.
  await expect(her.getByTestId('conversation-thread').getByTestId('message').getByText('Tenho um trabalho de catálogo')).toBeVisible();
  await settle(her);
  await expectNoSidewaysScroll(her, 'the thread with the safety card');
  if (shotsDir) await her.screenshot({ path: `${shotsDir}/safety-card-390.png` });
  await card.getByRole('button', { name: 'Entendi' }).click();
  await expect(card).toHaveCount(0);
  await her.reload();
  await expect(her.getByTestId('conversation-thread').getByTestId('message').getByText('Tenho um trabalho de catálogo')).toBeVisible({ timeout: 20_000 });
  await expect(card).toHaveCount(0);

  // Another phone: a fresh browser with nothing stored, signed in anew. The account remembers.
  const otherPhone = await browser.newContext({ baseURL: origin, viewport: phone, locale: 'pt-BR', timezoneId: 'America/Sao_Paulo' });
  try {
    const again = await otherPhone.newPage();
    expect((await signInByApi(again.request, origin, model.account.email, model.account.password)).status()).toBe(200);
    await again.goto(`/mensagens/${conversationId}`);
    await expect(again.getByTestId('conversation-thread').getByTestId('message').getByText('Tenho um trabalho de catálogo')).toBeVisible({ timeout: 20_000 });
    await expect(again.getByTestId('safety-tips-card')).toHaveCount(0);
  } finally {
    await otherPhone.close();
  }

  // He is not a model: no card for him.
  const him = await pageFor(browser, origin, contractor, phone);
  await him.goto(`/mensagens/${conversationId}`);
  await expect(him.getByTestId('conversation-thread').getByTestId('message').getByText('Tenho um trabalho de catálogo')).toBeVisible({ timeout: 20_000 });
  await expect(him.getByTestId('safety-tips-card')).toHaveCount(0);
});
