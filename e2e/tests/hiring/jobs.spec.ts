import { expect, test } from '../../support/test.ts';
import { linkFromOutbox, pathOf, signUp } from '../../support/accounts.ts';
import { blockThirdParties, phone, waitForHydration } from '../../support/browser.ts';
import { toastItems } from '../../support/dialogs.ts';
import { inDays } from '../../support/dates.ts';

test('a contractor publishes a job in Minhas Vagas; a guest finds it in /vagas typing without accents and opens it', async ({ browser, baseURL }) => {
  // A sign-up, an emailed confirmation, a full form and a guest's search: longer than the default.
  test.setTimeout(120_000);
  const token = `vg${Date.now().toString(36)}`;
  const title = `Desfile de São João em Maceió ${token}`;

  // The contractor: signed up through the API, email confirmed through the dev outbox.
  const ownerContext = await browser.newContext({ baseURL, viewport: phone });
  const owner = await ownerContext.newPage();
  await blockThirdParties(owner);
  const account = await signUp(baseURL ?? '', 'contractor', { request: owner.request });
  const link = await linkFromOutbox(owner.request, account.email, /https?:\/\/\S+\/api\/auth\/verify-email\?token=[^\s"<]+/);
  await owner.goto(pathOf(link));
  await expect(toastItems(owner).filter({ hasText: 'Email confirmado!' })).toBeVisible();

  await owner.goto('/dashboard?tab=my-jobs');
  await expect(owner.getByRole('heading', { level: 2, name: 'Minhas Vagas' })).toBeVisible();
  await expect(owner.getByText('Você ainda não publicou vagas')).toBeVisible();
  await owner.getByRole('button', { name: 'Nova vaga' }).click();
  const form = owner.getByRole('form', { name: 'Nova vaga' });

  // The shared validation speaks first, in Portuguese, and keeps what was typed.
  await form.getByLabel('Título').fill(title);
  await form.getByRole('button', { name: 'Publicar vaga' }).click();
  await expect(form.getByText('Descreva a vaga.').or(form.getByText('A descrição deve ter pelo menos 20 caracteres.'))).toBeVisible();
  await expect(form.getByLabel('Título')).toHaveValue(title);

  await form.getByLabel('Descrição').fill('Desfile junino com figurino típico na praça central. Ensaio na véspera, cachê pago no dia.');
  await form.getByLabel('Tipo de trabalho').selectOption('passarela');
  await form.getByLabel('Número de vagas').fill('4');
  await form.getByLabel('Cidade').fill('Maceió');
  await form.getByLabel('Estado (UF)').selectOption('AL');
  await form.getByLabel('Data de início').fill(inDays(30));
  await form.getByLabel('Valor (R$)').fill('350');
  await form.getByLabel('Cobrado').selectOption('day');
  await form.getByLabel('Gênero').selectOption('feminino');
  await form.getByLabel('Idade mínima').fill('18');
  await form.getByRole('button', { name: 'Publicar vaga' }).click();

  await expect(toastItems(owner).filter({ hasText: 'Vaga publicada!' })).toBeVisible();
  const row = owner.getByRole('article', { name: title });
  await expect(row).toContainText('Aberta');
  await expect(row).toContainText('R$ 350,00 por dia');
  await expect(row.getByRole('link', { name: 'Ver candidatos (0)' })).toBeVisible();
  await expect(row.getByRole('button', { name: 'Encerrar inscrições' })).toBeVisible();

  // A guest finds it with a text typed without accents and opens its page.
  const guestContext = await browser.newContext({ baseURL, viewport: phone });
  const guest = await guestContext.newPage();
  await blockThirdParties(guest);
  await guest.goto('/vagas');
  await expect(guest.getByRole('heading', { level: 1, name: 'Vagas' })).toBeVisible();
  // The list arrives rendered by the server; typing counts once the app has taken it over.
  await waitForHydration(guest);
  await guest.getByRole('searchbox', { name: 'Buscar vagas' }).fill(`sao joao maceio ${token}`);
  await expect(guest).toHaveURL(/q=sao(\+|%20)joao/);
  const card = guest.locator('article[data-job-id]');
  await expect(card).toHaveCount(1);
  await expect(card).toContainText('Maceió, AL');
  await expect(card).toContainText('R$ 350,00 por dia');
  await card.getByRole('link', { name: title }).click();

  await expect(guest).toHaveURL(/\/vagas\/[0-9a-f-]{36}$/);
  await expect(guest.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(guest).toHaveTitle(new RegExp(token));
  await expect(guest.getByRole('region', { name: 'Requisitos' })).toContainText('Gênero:Feminino');
  await expect(guest.getByRole('region', { name: 'Requisitos' })).toContainText('a partir de 18 anos');
  await expect(guest.getByRole('link', { name: account.name })).toHaveAttribute('href', `/perfil/${account.slug}`);

  await ownerContext.close();
  await guestContext.close();
});

test('a job that does not exist shows the not-found state', async ({ page }) => {
  await blockThirdParties(page);
  await page.goto('/vagas/00000000-0000-4000-8000-000000000000');
  await expect(page.getByRole('heading', { level: 1, name: 'Vaga não encontrada' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Ver outras vagas' })).toHaveAttribute('href', '/vagas');
});
