import { expect, test } from '@playwright/test';
import { signInByApi, signUp } from '../../support/accounts.ts';
import { e2eAdmin } from '../../support/e2e-admin.ts';
import { phone, simulateTabRefocus } from '../../support/browser.ts';
import { toastItems } from '../../support/dialogs.ts';

// These tests change site-wide settings and pages, so they run in their own project, after every
// other test has finished (playwright.config.ts): nobody else sees the admin's changes mid-test.

test('an admin changes the logo, edits the Termos page and suspends a user; open browsers follow and the audit log has it all', async ({
  browser,
  baseURL,
}) => {
  // Three browsers and four admin screens: a long journey, not a slow one.
  test.slow();
  const origin = String(baseURL);

  // A visitor whose browser is open before any change.
  const visitorContext = await browser.newContext();
  const visitor = await visitorContext.newPage();
  await visitor.goto('/');
  const visitorLogo = visitor.getByRole('banner').getByRole('link', { name: 'Passarela' }).getByRole('img');
  await expect(visitorLogo).toHaveAttribute('src', '/logo.svg');

  // A model signed in in her own browser, to be suspended.
  const modelContext = await browser.newContext();
  const model = await modelContext.newPage();
  const account = await signUp(origin, 'model', { request: model.request });
  await model.goto('/dashboard');
  await expect(model.getByRole('heading', { name: 'Painel' })).toBeAttached();

  // The admin made by the README's admin:create command.
  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  expect((await signInByApi(admin.request, origin, e2eAdmin.email, e2eAdmin.password)).status()).toBe(200);

  // 1. The logo, seen by the visitor's already open browser without a reload.
  await admin.goto('/admin?secao=configuracoes');
  await admin.getByLabel('Logo', { exact: true }).fill('/favicon.svg');
  await admin.getByRole('button', { name: 'Salvar configurações' }).click();
  await expect(toastItems(admin).filter({ hasText: 'Configurações salvas' })).toBeVisible();
  await simulateTabRefocus(visitor);
  await expect(visitorLogo).toHaveAttribute('src', '/favicon.svg');

  // 2. The Termos page, reached by the visitor through the footer link.
  await admin.goto('/admin?secao=paginas');
  await admin.getByRole('button', { name: 'Editar Termos de Uso' }).click();
  await admin.getByLabel('Conteúdo').fill('## Termos revisados\n\nA Passarela revisou estes termos em novembro de 2026.');
  await admin.getByRole('tab', { name: 'Prévia' }).click();
  await expect(admin.getByRole('heading', { name: 'Termos revisados' })).toBeVisible();
  await admin.getByRole('button', { name: 'Salvar página' }).click();
  await expect(toastItems(admin).filter({ hasText: 'Página salva' })).toBeVisible();
  await visitor.getByRole('contentinfo').getByRole('link', { name: 'Termos de Uso' }).click();
  await expect(visitor).toHaveURL('/termos');
  await expect(visitor.getByText('A Passarela revisou estes termos em novembro de 2026.')).toBeVisible();

  // 3. Suspension: her open session ends and she cannot sign in again.
  await admin.goto('/admin?secao=usuarios');
  await admin.getByLabel('Nome, email ou endereço do perfil').fill(account.email);
  await admin.getByRole('button', { name: 'Buscar' }).click();
  await admin.getByRole('button', { name: `Gerenciar ${account.name}` }).click();
  const dialog = admin.getByRole('dialog', { name: account.name });
  await dialog.getByRole('button', { name: 'Suspender' }).click();
  await expect(dialog.getByText('Informe o motivo.')).toBeVisible();
  await dialog.getByLabel(/^Motivo/).fill('Perfil falso denunciado');
  await dialog.getByRole('button', { name: 'Suspender' }).click();
  await expect(toastItems(admin).filter({ hasText: 'Usuário suspenso' })).toBeVisible();
  await expect(dialog.getByText('Suspenso: Perfil falso denunciado')).toBeVisible();
  await model.reload();
  await expect(model).toHaveURL(/\/\?auth=login/);
  const again = await signInByApi(model.request, origin, account.email, account.password);
  expect(again.status()).toBe(403);

  // 4. Every action in the audit log, with who and why.
  await admin.goto('/admin?secao=auditoria');
  const entries = admin.getByRole('list', { name: 'Ações registradas' }).getByRole('listitem');
  await expect(entries.filter({ hasText: `Suspendeu usuário: ${account.name}` })).toContainText('Motivo: Perfil falso denunciado');
  await expect(entries.filter({ hasText: 'Editou página: Termos de Uso' })).toContainText(e2eAdmin.name);
  await expect(entries.filter({ hasText: 'Alterou configurações: SITE_LOGO_URL' })).toContainText(e2eAdmin.name);

  await Promise.all([visitorContext.close(), modelContext.close(), adminContext.close()]);
});

test.describe('on a phone (390x844)', () => {
  test.use({ viewport: phone });

  test('the admin sections are reachable and a guest or a model is turned away', async ({ page, baseURL, browser }) => {
    expect((await signInByApi(page.request, String(baseURL), e2eAdmin.email, e2eAdmin.password)).status()).toBe(200);
    await page.goto('/admin');
    const nav = page.getByRole('navigation', { name: 'Seções da administração' });
    await expect(nav.getByRole('link')).toHaveText([
      'Visão Geral',
      'Usuários',
      'Configurações',
      'Páginas',
      'Moderação',
      'Denúncias',
      'Verificações',
      'Contato',
      'Saques',
      'Disputas',
      'Auditoria',
    ]);
    await nav.getByRole('link', { name: 'Auditoria' }).click();
    await expect(page.getByRole('heading', { name: 'Auditoria' })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

    const modelContext = await browser.newContext();
    const model = await modelContext.newPage();
    await signUp(String(baseURL), 'model', { request: model.request });
    expect((await model.request.get('/api/admin/users')).status()).toBe(403);
    await model.goto('/admin');
    await expect(model).toHaveURL('/dashboard');
    await modelContext.close();
  });
});

test('a visitor writes through /contato and the admin answers from the inbox', async ({ browser, baseURL }) => {
  const visitorContext = await browser.newContext();
  const visitor = await visitorContext.newPage();
  await visitor.goto('/contato');
  const form = visitor.getByRole('form', { name: 'Fale com a gente' });
  await form.getByRole('button', { name: 'Enviar mensagem' }).click();
  await expect(form.getByText('Informe seu nome.')).toBeVisible();
  const subject = `Parceria ${Date.now()}`;
  await form.getByLabel('Nome').fill('Carla Dias');
  await form.getByLabel('Email').fill('carla@exemplo.com.br');
  await form.getByLabel('Assunto').fill(subject);
  await form.getByLabel('Mensagem').fill('Somos uma agência de Salvador e queremos anunciar vagas.');
  await form.getByRole('button', { name: 'Enviar mensagem' }).click();
  await expect(visitor.getByText('Mensagem enviada!')).toBeVisible();

  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  expect((await signInByApi(admin.request, String(baseURL), e2eAdmin.email, e2eAdmin.password)).status()).toBe(200);
  await admin.goto('/admin?secao=contato');
  const card = admin.getByRole('list', { name: 'Mensagens' }).getByRole('listitem').filter({ hasText: subject });
  await expect(card).toContainText('Somos uma agência de Salvador');
  await card.getByRole('button', { name: 'Marcar como respondida' }).click();
  await expect(toastItems(admin).filter({ hasText: 'Mensagem marcada como respondida' })).toBeVisible();
  // Filtered by 'Nova' (the default), it is gone; under 'Respondida' it is there.
  await expect(card).toHaveCount(0);
  await admin.getByLabel('Situação').selectOption('answered');
  await expect(admin.getByRole('list', { name: 'Mensagens' }).getByRole('listitem').filter({ hasText: subject })).toBeVisible();
  await Promise.all([visitorContext.close(), adminContext.close()]);
});

test('moderation: the admin removes a job with a reason and it leaves /vagas', async ({ page, baseURL }) => {
  expect((await signInByApi(page.request, String(baseURL), e2eAdmin.email, e2eAdmin.password)).status()).toBe(200);
  const list = (await (await page.request.get('/api/jobs?limit=1')).json()) as { items: Array<{ id: string; title: string }> };
  const job = list.items[0];
  if (!job) throw new Error('the demo seed has open jobs');
  await page.goto('/admin?secao=moderacao');
  await page.getByLabel('Buscar vagas por texto').fill(job.title);
  await page.getByRole('button', { name: 'Buscar' }).click();
  // Demo titles repeat: the row is the one linking to this job.
  const row = page
    .getByRole('list', { name: 'Vagas para moderar' })
    .getByRole('listitem')
    .filter({ has: page.locator(`a[href="/vagas/${job.id}"]`) });
  await row.getByRole('button', { name: 'Remover' }).click();
  const dialog = page.getByRole('dialog', { name: `Remover a vaga "${job.title}"` });
  await dialog.getByRole('button', { name: 'Remover' }).click();
  await expect(dialog.getByText('Informe o motivo.')).toBeVisible();
  await dialog.getByLabel('Motivo').fill('Anúncio duplicado');
  await dialog.getByRole('button', { name: 'Remover' }).click();
  await expect(toastItems(page).filter({ hasText: 'Vaga removida' })).toBeVisible();
  await expect(row).toContainText('Cancelada');
  expect((await page.request.get(`/api/jobs/${job.id}`)).status()).toBe(200); // admins still see it
  const guest = await page.context().browser()?.newContext();
  const guestPage = await guest?.newPage();
  expect((await guestPage?.request.get(`/api/jobs/${job.id}`))?.status()).toBe(404);
  await guest?.close();
  await page.goto('/admin?secao=auditoria');
  await expect(page.getByRole('list', { name: 'Ações registradas' }).getByRole('listitem').filter({ hasText: 'Motivo: Anúncio duplicado' })).toContainText(
    `Moderou vaga: ${job.title}`,
  );
});
