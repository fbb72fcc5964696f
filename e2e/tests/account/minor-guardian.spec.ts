import { expect, test } from '@playwright/test';
import { linkFromOutbox, person } from '../../support/accounts.ts';
import { laptop, pageFor, phone } from '../../support/browser.ts';
import { toastItems } from '../../support/dialogs.ts';
import { bornYearsAgo, inDays } from '../../support/dates.ts';
import { fundContractByCard } from '../../support/payments.ts';

// docs/security.md #23: a model under 18 names a legal guardian in "Meu Perfil", and whoever hires
// her reaches the guardian, never her own WhatsApp.

const shotsDir = process.env.GUARDIAN_SHOTS_DIR;

test('a model of 16 must name her guardian; her contractor sees the guardian’s WhatsApp and the guardian gets a copy of her emails', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const origin = String(baseURL);
  const [model, contractor] = await Promise.all([person(origin, 'model', { sendOrigin: true }), person(origin, 'contractor', { sendOrigin: true })]);
  const guardianEmail = `responsavel-${Date.now().toString(36)}@example.com`;

  const her = await pageFor(browser, origin, model, phone);
  await her.goto('/dashboard?tab=profile');
  await expect(her.getByRole('heading', { level: 2, name: 'Meu Perfil' })).toBeVisible({ timeout: 15_000 });
  const guardianSection = her.getByRole('region', { name: 'Responsável legal' });
  await expect(guardianSection).toHaveCount(0);

  // An adult's birth date asks for nobody; a minor's opens the section.
  await her.getByLabel('Data de nascimento').fill(bornYearsAgo(25));
  await expect(guardianSection).toHaveCount(0);
  await her.getByLabel('Data de nascimento').fill(bornYearsAgo(16));
  await expect(guardianSection).toBeVisible();

  const requests: string[] = [];
  her.on('request', (request) => {
    if (request.method() === 'PATCH' && request.url().endsWith('/api/profiles/me')) requests.push(request.url());
  });
  await her.getByRole('button', { name: 'Salvar alterações' }).click();
  await expect(toastItems(her).filter({ hasText: 'Nome do responsável é obrigatório.' })).toBeVisible();
  await expect(guardianSection.getByText('Email do responsável é obrigatório.')).toBeVisible();
  await expect(guardianSection.getByText('WhatsApp do responsável é obrigatório.')).toBeVisible();
  await expect(guardianSection.getByLabel('Nome completo do responsável')).toBeFocused();
  expect(requests, 'nothing is sent while the guardian is missing').toEqual([]);

  await guardianSection.getByLabel('Nome completo do responsável').fill('Marta Souza Lima');
  await guardianSection.getByLabel('Email do responsável').fill(guardianEmail);
  await guardianSection.getByLabel('WhatsApp do responsável').pressSequentially('19988887777');
  await expect(guardianSection.getByLabel('WhatsApp do responsável')).toHaveValue('(19) 98888-7777');
  if (shotsDir) {
    await guardianSection.scrollIntoViewIfNeeded();
    await her.screenshot({ path: `${shotsDir}/guardian-section-390.png` });
  }
  const saved = her.waitForResponse((response) => response.url().endsWith('/api/profiles/me') && response.request().method() === 'PATCH');
  await her.getByRole('button', { name: 'Salvar alterações' }).click();
  expect((await saved).status()).toBe(200);
  await expect(toastItems(her).filter({ hasText: 'Perfil atualizado!' })).toBeVisible();

  await her.reload();
  await expect(guardianSection.getByLabel('Nome completo do responsável')).toHaveValue('Marta Souza Lima', { timeout: 15_000 });
  await expect(guardianSection.getByLabel('WhatsApp do responsável')).toHaveValue('(19) 98888-7777');

  // Her public profile shows her age, never her guardian.
  await her.goto(`/perfil/${model.account.slug}`);
  await expect(her.getByText('16 anos')).toBeVisible({ timeout: 15_000 });
  await expect(her.getByText('Marta')).toHaveCount(0);

  // Her guardian confirms by the emailed link before anyone can hire her (guardian-consent.spec.ts
  // does it on the page; here through the API).
  const link = new URL(await linkFromOutbox(her.request, guardianEmail, /https?:\/\/\S+\/responsavel\/confirmar\?token=[^\s"<]+/));
  const confirmed = await her.request.post('/api/guardian-consents/confirm', { headers: { origin }, data: { token: link.searchParams.get('token') } });
  expect(confirmed.status(), await confirmed.text()).toBe(200);

  // A contractor hires her; she accepts.
  const proposal = await contractor.api.post('/api/proposals', {
    data: {
      title: 'Catálogo teen',
      description: 'Fotos em estúdio com acompanhante.',
      work_date: inDays(10),
      place: 'Campinas/SP',
      amount_cents: 50_000,
      model_slug: model.account.slug,
    },
  });
  expect(proposal.status(), await proposal.text()).toBe(201);
  const proposalId = ((await proposal.json()) as { proposal: { id: string } }).proposal.id;
  const accepted = await model.api.post(`/api/proposals/${proposalId}/accept`, { data: {} });
  expect(accepted.status(), await accepted.text()).toBe(200);

  const him = await pageFor(browser, origin, contractor, laptop);
  await him.goto('/dashboard?tab=my-contracts');
  const card = him.getByRole('listitem', { name: 'Contrato: Catálogo teen' });
  await expect(card).toBeVisible({ timeout: 15_000 });
  // Unpaid: no number at all yet, hers or her guardian's.
  await expect(card.getByTestId('contract-contact-after-payment')).toContainText('O WhatsApp para falar com Ana aparece aqui depois do pagamento');
  await expect(him.locator('a[href*="wa.me"]')).toHaveCount(0);
  const contractId = ((await accepted.json()) as { contract: { id: string } }).contract.id;
  await fundContractByCard(contractor, origin, contractId);
  await him.reload();
  await expect(card).toContainText('Pago (valor retido)', { timeout: 15_000 });
  await expect(card.getByTestId('contract-minor-note')).toHaveText(
    'Ana é menor de idade: combine tudo com o responsável legal, Marta Souza Lima. O WhatsApp de Ana não é compartilhado.',
  );
  const whatsapp = card.getByRole('link', { name: /WhatsApp de Marta/ });
  await expect(whatsapp).toHaveAttribute('href', /^https:\/\/wa\.me\/5519988887777\?text=/);
  await expect(him.locator('a[href*="wa.me/5511987654321"]')).toHaveCount(0);
  if (shotsDir) await card.screenshot({ path: `${shotsDir}/contract-minor-desktop.png` });

  // The guardian got a copy of the proposal email.
  await expect
    .poll(async () => {
      const { messages } = (await (await him.request.get('/api/dev/outbox')).json()) as { messages: { to: string; subject: string }[] };
      return messages.filter((message) => message.to === guardianEmail).map((message) => message.subject);
    })
    .toContain('Aviso para Ana na Passarela: Você recebeu uma proposta');
  await her.context().close();
  await him.context().close();
});
