import { type APIRequestContext, type Page, expect, test } from '@playwright/test';
import { person } from '../../support/accounts.ts';
import { pageFor, phone } from '../../support/browser.ts';
import { inDays } from '../../support/dates.ts';
import { publishJob } from '../../support/hiring.ts';
import { fundContractByCard } from '../../support/payments.ts';

/**
 * Issue 24: a notification says what actually happened, in the recipient's gender. A job's owner
 * hiring an applicant sends him a proposal (not yet a hiring); he is hired once he accepted and the
 * contract is paid. Bruno is a man: nothing he is told reads 'contratada' or 'pré-selecionada', and
 * no email subject glues a title's '!' to ' na Passarela'.
 */

test.use({ viewport: phone });

/** Opens the bell on the phone and returns its panel. */
async function openBell(page: Page) {
  await page.goto('/dashboard');
  const bell = page.getByRole('banner').getByRole('button', { name: 'Notificações', exact: true });
  await expect(bell).toBeVisible({ timeout: 20_000 });
  await bell.click();
  const panel = page.getByRole('region', { name: 'Notificações' });
  await expect(panel.getByRole('listitem').first()).toBeVisible();
  return panel;
}

async function subjectsTo(request: APIRequestContext, address: string): Promise<string[]> {
  const { messages } = (await (await request.get('/api/dev/outbox')).json()) as { messages: { to: string; subject: string }[] };
  return messages.filter((message) => message.to.toLowerCase() === address.toLowerCase()).map((message) => message.subject);
}

test('a male model is told of a proposal as a proposal, then hired in the masculine', async ({ browser, baseURL }) => {
  test.setTimeout(150_000);
  const origin = String(baseURL);
  const bruno = await person(origin, 'model', { sendOrigin: true, overrides: { first_name: 'Bruno', gender: 'masculino' } });
  const contractor = await person(origin, 'contractor', { sendOrigin: true });
  const title = `Catálogo masculino ${Date.now().toString(36)}`;

  const job = await publishJob(contractor, origin, {
    title,
    description: 'Fotos de roupas masculinas em estúdio, com figurino da marca.',
    starts_on: inDays(20),
    pay_cents: 60_000,
  });
  const applied = await bruno.api.post(`/api/jobs/${job.id}/applications`, { data: { message: 'Tenho portfólio de moda.' } });
  expect(applied.status(), await applied.text()).toBe(201);
  const applicationId = ((await applied.json()) as { application: { id: string } }).application.id;
  const shortlisted = await contractor.api.post(`/api/applications/${applicationId}/shortlist`);
  expect(shortlisted.status(), await shortlisted.text()).toBe(200);
  const hired = await contractor.api.post(`/api/applications/${applicationId}/hire`, {
    data: { title, work_date: inDays(20), place: 'Estúdio Luz, Campinas/SP', amount_cents: 60_000 },
  });
  expect(hired.status(), await hired.text()).toBe(200);

  // The proposal is news of a proposal: he has not been hired yet.
  const page = await pageFor(browser, origin, bruno, phone);
  let panel = await openBell(page);
  await expect(panel.getByRole('button', { name: /^Você recebeu uma proposta \(não lida\)/ })).toBeVisible();
  await expect(panel.getByRole('button', { name: /^Você foi pré-selecionado \(não lida\)/ })).toBeVisible();
  await expect(panel).not.toContainText(/Você foi (contratad|pré-selecionada)/);
  await expect.poll(() => subjectsTo(bruno.api, bruno.account.email), { timeout: 15_000 }).toContain('Passarela: Você recebeu uma proposta');

  // He accepts and the contractor pays: now he is hired, and told so as a man.
  const received = (await (await bruno.api.get('/api/me/proposals?role=received')).json()) as { items: { id: string; title: string }[] };
  const proposal = received.items.find((item) => item.title === title);
  expect(proposal).toBeTruthy();
  const accepted = await bruno.api.post(`/api/proposals/${proposal?.id}/accept`);
  expect(accepted.status(), await accepted.text()).toBe(200);
  const contractId = ((await accepted.json()) as { contract: { id: string } }).contract.id;
  await fundContractByCard(contractor, origin, contractId);

  panel = await openBell(page);
  await expect(panel.getByRole('button', { name: /^Você foi contratado! \(não lida\)/ })).toBeVisible();
  await expect(panel).not.toContainText('contratada');

  const subjects = await subjectsTo(bruno.api, bruno.account.email);
  expect(subjects.length).toBeGreaterThan(1);
  for (const subject of subjects) expect(subject).not.toContain('! na');
  await page.context().close();
});
