import type { Browser, Page } from '@playwright/test';
import { expect, test } from '../../support/test.ts';
import { type Person as SignedUp, person as signUpPerson } from '../../support/accounts.ts';
import { laptop, pageFor, phone } from '../../support/browser.ts';
import { toastItems } from '../../support/dialogs.ts';
import { inDays } from '../../support/dates.ts';
import { payInModalByCard } from '../../support/payments.ts';

/**
 * Issue 5's journey, three people in three browsers: a contractor posts a job; two models apply;
 * the contractor turns one down and hires the other; she accepts; once he pays, both see each other's WhatsApp;
 * the contractor pays by card (the money is held); both confirm the work is done and Ana's wallet
 * gets the amount less the platform fee; both review, and each review shows only once both are in. At
 * every step the bell and its badge tell the right person, and nobody else.
 */

/** Someone signed up with a confirmed email, with their own browser open. */
interface Person extends SignedUp {
  page: Page;
}

async function confirmedPerson(browser: Browser, baseURL: string, type: 'model' | 'contractor', viewport: { width: number; height: number }): Promise<Person> {
  const signedUp = await signUpPerson(baseURL, type);
  return { ...signedUp, page: await pageFor(browser, baseURL, signedUp, viewport) };
}

const bellOf = (page: Page) => page.getByRole('banner').getByRole('button', { name: 'Notificações', exact: true });

/**
 * After someone else's action: this person's badge shows `count` new notifications and the bell
 * lists `title` as unread; then everything is marked read so the next step counts from zero.
 */
async function expectNotified(person: Person, title: string, count: number): Promise<void> {
  const { page } = person;
  await page.reload();
  const bell = bellOf(page);
  // The badge reads out as '2 notificações não lidas'; its visible digits are the count (9+ above 9).
  await expect(bell.getByTestId('notification-bell-badge')).toHaveText(new RegExp(`^${count}\\b`), { timeout: 20_000 });
  await bell.click();
  const panel = page.getByRole('region', { name: 'Notificações' });
  await expect(panel.getByRole('button', { name: new RegExp(`${title}.*\\(não lida\\)`) }).first()).toBeVisible();
  await panel.getByRole('button', { name: 'Marcar todas como lidas' }).click();
  await expect(bell.getByTestId('notification-bell-badge')).toHaveCount(0);
  await page.keyboard.press('Escape');
}

/** Nothing new for this person. */
async function expectNoNews(person: Person): Promise<void> {
  await person.page.reload();
  await expect(bellOf(person.page)).toBeVisible({ timeout: 20_000 });
  await expect(bellOf(person.page).getByTestId('notification-bell-badge')).toHaveCount(0);
}

test('post, apply, turn down, hire, accept, WhatsApp, complete and review, with the bell telling the right person', async ({ browser, baseURL }) => {
  // Three sign-ups, three confirmed emails and some twenty screens: a long journey.
  test.setTimeout(300_000);
  const origin = baseURL ?? '';
  const contractor = await confirmedPerson(browser, origin, 'contractor', laptop);
  const ana = await confirmedPerson(browser, origin, 'model', phone);
  const bia = await confirmedPerson(browser, origin, 'model', phone);
  const title = `Catálogo de inverno ${Date.now().toString(36)}`;

  // 1. The contractor posts the job in Minhas Vagas.
  const owner = contractor.page;
  await owner.goto('/dashboard?tab=my-jobs');
  await expect(owner.getByRole('heading', { level: 2, name: 'Minhas Vagas' })).toBeVisible({ timeout: 20_000 });
  await owner.getByRole('button', { name: 'Nova vaga' }).click();
  const form = owner.getByRole('form', { name: 'Nova vaga' });
  await form.getByLabel('Título').fill(title);
  await form.getByLabel('Descrição').fill('Fotos de roupas de inverno em estúdio, com maquiagem e figurino da marca.');
  await form.getByLabel('Tipo de trabalho').selectOption('catalogo');
  await form.getByLabel('Cidade').fill('Campinas');
  await form.getByLabel('Estado (UF)').selectOption('SP');
  await form.getByLabel('Data de início').fill(inDays(21));
  await form.getByLabel('Valor (R$)').fill('800');
  await form.getByLabel('Cobrado').selectOption('day');
  await form.getByRole('button', { name: 'Publicar vaga' }).click();
  await expect(toastItems(owner).filter({ hasText: 'Vaga publicada!' })).toBeVisible();
  const jobRow = owner.getByRole('article', { name: title });
  const applicantsHref = (await jobRow.getByRole('link', { name: 'Ver candidatos (0)' }).getAttribute('href')) ?? '';
  const jobId = new URLSearchParams(applicantsHref.split('?')[1]).get('job') ?? '';
  expect(jobId).toMatch(/^[0-9a-f-]{36}$/);

  // 2. Both models apply from the job page on their phones.
  for (const [model, message] of [
    [ana, 'Tenho portfólio de moda inverno.'],
    [bia, 'Moro em Campinas e tenho agenda livre.'],
  ] as const) {
    await model.page.goto(`/vagas/${jobId}`);
    const panel = model.page.getByTestId('job-apply-panel');
    await expect(panel).toBeVisible({ timeout: 20_000 });
    await panel.getByLabel('Mensagem para o contratante (opcional)').fill(message);
    await panel.getByRole('button', { name: 'Candidatar-se' }).click();
    await expect(toastItems(model.page).filter({ hasText: 'Candidatura enviada!' })).toBeVisible();
  }
  await expectNotified(contractor, 'Nova candidatura', 2);
  await expectNoNews(ana);

  // 3. The contractor turns Bia down and hires Ana with the proposal prefilled from the job.
  await owner.goto(`/dashboard?tab=my-jobs&job=${jobId}`);
  // The fixtures give both models the same name: their messages tell them apart.
  const biaRow = owner.getByRole('listitem', { name: `Candidatura de ${bia.account.name}` }).filter({ hasText: 'Moro em Campinas' });
  await expect(biaRow).toBeVisible({ timeout: 20_000 });
  await biaRow.getByRole('button', { name: 'Recusar' }).click();
  await expect(toastItems(owner).filter({ hasText: 'Candidatura recusada' })).toBeVisible();
  await expect(biaRow).toContainText('Não selecionada');
  const anaRow = owner.getByRole('listitem', { name: `Candidatura de ${ana.account.name}` }).filter({ hasText: 'Tenho portfólio de moda inverno.' });
  await anaRow.getByRole('button', { name: 'Contratar' }).click();
  const dialog = owner.getByRole('dialog', { name: `Contratar ${ana.account.name}` });
  await expect(dialog.getByLabel('Título do trabalho')).toHaveValue(title);
  await expect(dialog.getByLabel('Valor (R$)')).toHaveValue('800');
  await dialog.getByRole('button', { name: 'Enviar proposta' }).click();
  await expect(toastItems(owner).filter({ hasText: 'Proposta enviada!' })).toBeVisible();
  await expect(anaRow).toContainText('Contratada');
  await expectNotified(bia, 'Candidatura não selecionada', 1);
  // Hiring her sends a proposal: she is told of a proposal, and hired only once the contract is paid.
  await expectNotified(ana, 'Você recebeu uma proposta', 1);
  await expectNoNews(contractor);

  // 4. Ana accepts; no WhatsApp on either side until the contract is paid, and Bia sees none.
  await ana.page.goto('/dashboard?tab=proposals');
  const proposal = ana.page.getByRole('listitem', { name: `Proposta: ${title}` });
  await expect(proposal).toContainText('R$ 800,00', { timeout: 20_000 });
  await proposal.getByRole('button', { name: 'Aceitar' }).click();
  await expect(toastItems(ana.page).filter({ hasText: 'Proposta aceita!' })).toBeVisible();
  const anaContract = ana.page.getByRole('listitem', { name: `Contrato: ${title}` });
  await expect(anaContract.getByTestId('contract-contact-after-payment')).toBeVisible();
  await expect(anaContract.getByTestId('whatsapp-link')).toHaveCount(0);
  await expectNotified(contractor, 'Proposta aceita', 1);
  await owner.goto('/dashboard?tab=my-contracts');
  const ownerContract = owner.getByRole('listitem', { name: `Contrato: ${title}` });
  await expect(ownerContract).toContainText(ana.account.name, { timeout: 20_000 });
  await expect(ownerContract.getByTestId('whatsapp-link')).toHaveCount(0);
  await bia.page.goto('/dashboard?tab=proposals');
  await expect(bia.page.getByRole('heading', { name: 'Contratações Recebidas' })).toBeVisible({ timeout: 20_000 });
  await expect(bia.page.getByTestId('whatsapp-link')).toHaveCount(0);

  // 5. The contractor pays by card in the payment modal (the sandbox's APRO card): the money is
  //    held until the work is done, and Ana is told.
  await expect(ownerContract.getByRole('button', { name: 'Confirmar conclusão' })).toHaveCount(0);
  await ownerContract.getByRole('button', { name: 'Pagar', exact: true }).click();
  await owner.getByRole('dialog', { name: 'Pagar contratação' }).getByRole('button', { name: 'Pagar com cartão, Pix ou boleto' }).click();
  const payment = await payInModalByCard(owner, 'APRO', 'R$ 800,00');
  await expect(payment.getByRole('heading', { name: 'Pagamento Aprovado!' })).toBeVisible({ timeout: 20_000 });
  await payment.getByRole('button', { name: 'Fechar' }).first().click();
  await expect(ownerContract).toContainText('Pago (valor retido)', { timeout: 20_000 });
  await expectNotified(ana, 'Você foi contratada!', 1);
  await expectNotified(contractor, 'Pagamento aprovado', 1);
  // Paid: now each sees the other's WhatsApp.
  const ownerWhatsApp = ownerContract.getByTestId('whatsapp-link');
  await expect(ownerWhatsApp).toHaveAttribute('href', /^https:\/\/wa\.me\/55\d{10,11}\?text=/);
  expect(new URL((await ownerWhatsApp.getAttribute('href')) ?? '').searchParams.get('text')).toContain(title);
  await ana.page.goto('/dashboard?tab=proposals');
  await expect(anaContract.getByTestId('whatsapp-link')).toHaveAttribute('href', /^https:\/\/wa\.me\/55\d{10,11}\?text=/, { timeout: 20_000 });

  // 6. Both confirm the work was done.
  await ownerContract.getByRole('button', { name: 'Confirmar conclusão' }).click();
  await expect(toastItems(owner).filter({ hasText: 'Conclusão confirmada' })).toBeVisible();
  await expectNotified(ana, 'Confirme a conclusão do trabalho', 1);
  await ana.page.goto('/dashboard?tab=proposals');
  await anaContract.getByRole('button', { name: 'Confirmar conclusão' }).click();
  await expect(toastItems(ana.page).filter({ hasText: 'Trabalho concluído!' })).toBeVisible();
  await expect(anaContract).toContainText('Concluído');
  // Both are told it is done (with the invitation to review), also the one who confirmed last.
  await expectNotified(contractor, 'Trabalho concluído', 1);
  await expectNotified(ana, 'Trabalho concluído', 1);
  // The held R$ 800,00 reaches Ana's wallet less the platform fee (10% by default): R$ 720,00.
  await ana.page.goto('/dashboard?tab=wallet');
  await expect(ana.page.getByText('R$ 720,00').first()).toBeVisible({ timeout: 20_000 });

  // 7. Ana reviews first: the contractor is told, but her words stay hidden until he reviews too.
  await ana.page.goto('/dashboard?tab=proposals');
  await anaContract.getByRole('radio', { name: '5 estrelas' }).check();
  await anaContract.getByLabel('Comentário (opcional)').fill('Estúdio organizado e pagamento em dia.');
  await anaContract.getByRole('button', { name: 'Enviar avaliação' }).click();
  await expect(toastItems(ana.page).filter({ hasText: 'Avaliação enviada' })).toBeVisible();
  await expect(anaContract.getByText('A avaliação da outra parte aparece quando as duas forem enviadas ou quando o prazo terminar.')).toBeVisible();
  await expectNotified(contractor, 'Nova avaliação', 1);
  await owner.goto('/dashboard?tab=my-contracts');
  await expect(ownerContract.getByRole('button', { name: 'Enviar avaliação' })).toBeVisible({ timeout: 20_000 });
  await expect(owner.getByText('Estúdio organizado e pagamento em dia.')).toHaveCount(0);

  // 8. The contractor reviews: now each sees the other's review.
  await ownerContract.getByRole('radio', { name: '4 estrelas' }).check();
  await ownerContract.getByLabel('Comentário (opcional)').fill('Pontual e muito profissional.');
  await ownerContract.getByRole('button', { name: 'Enviar avaliação' }).click();
  await expect(toastItems(owner).filter({ hasText: 'Avaliação enviada' })).toBeVisible();
  await expect(ownerContract.getByText('Estúdio organizado e pagamento em dia.')).toBeVisible();
  await expectNotified(ana, 'Nova avaliação', 1);
  await ana.page.goto('/dashboard?tab=proposals');
  await expect(anaContract.getByText('Pontual e muito profissional.')).toBeVisible({ timeout: 20_000 });
  await expectNoNews(bia);

  for (const person of [contractor, ana, bia]) {
    await person.page.context().close();
    await person.api.dispose();
  }
});
