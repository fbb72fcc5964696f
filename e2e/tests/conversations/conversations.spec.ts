import { type Page, expect, test } from '@playwright/test';
import { person } from '../../support/accounts.ts';
import { laptop, pageFor, phone } from '../../support/browser.ts';
import { inDays } from '../../support/dates.ts';
import { toastItems } from '../../support/dialogs.ts';
import { fundedContract } from '../../support/hiring.ts';
import { expectNoSidewaysScroll, settle } from '../../support/page-width.ts';

/**
 * Conversations (issue 28), two people on two phones: a contractor writes from a model's profile;
 * she hears of it without reloading and replies; before a contract between them is paid, a phone
 * number and a Pix key arrive hidden (he is told why, she sees the safety warning); once paid, the
 * WhatsApp button shows on the contract and contacts pass; a block stops the next message.
 */

test.use({ viewport: phone });

// CONVERSATION_SHOTS_DIR=<dir> keeps the phone screenshots of the list and the thread there.
const shotsDir = process.env.CONVERSATION_SHOTS_DIR;
// The product's texts (packages/shared/src/conversations), as a person reads them.
const shieldNote = 'Contatos aparecem depois do pagamento pela plataforma.';
const hiddenText = '[contato oculto até o pagamento]';
const hiddenNotice =
  'Ocultamos um contato da sua mensagem. Telefones, emails, redes sociais e chaves Pix aparecem só depois do pagamento pela plataforma, para proteger as duas partes.';
const scamWarning = 'A Passarela nunca cobra taxa para você se candidatar. Pagamentos só pela plataforma.';
const blockedNotice = 'Não é possível enviar mensagens nesta conversa.';

const messagesIn = (page: Page) => page.getByTestId('conversation-thread').getByTestId('message');
const bottomBar = (page: Page) => page.getByRole('navigation', { name: 'Navegação principal' });

async function send(page: Page, text: string, how: 'button' | 'keyboard' = 'button') {
  const box = page.getByTestId('conversation-thread').getByLabel('Mensagem', { exact: true });
  await box.fill(text);
  if (how === 'keyboard') await box.press('Control+Enter');
  else await page.getByTestId('conversation-thread').getByRole('button', { name: 'Enviar' }).click();
  await expect(box).toHaveValue('');
}

test('a contractor writes from a profile; contacts stay hidden until the contract is paid; a block stops the next message', async ({ browser, baseURL }) => {
  test.setTimeout(180_000);
  const origin = String(baseURL);
  const model = await person(origin, 'model', { sendOrigin: true });
  const contractor = await person(origin, 'contractor', { sendOrigin: true });

  // She is looking at jobs, her live-updates stream open.
  const her = await pageFor(browser, origin, model, phone);
  const stream = her.waitForResponse((response) => response.url().endsWith('/api/live-updates') && response.status() === 200);
  await her.goto('/vagas');
  await expect(her.getByRole('heading', { level: 1, name: 'Vagas' })).toBeVisible({ timeout: 20_000 });
  await stream;
  const herBadge = bottomBar(her).getByTestId('unread-messages-badge');
  await expect(herBadge).toHaveCount(0);

  // He opens her profile and writes; prices, dates and heights pass untouched.
  const him = await pageFor(browser, origin, contractor, phone);
  await him.goto(`/perfil/${model.account.slug}`);
  await expect(him.getByRole('heading', { level: 1, name: model.account.name })).toBeVisible({ timeout: 20_000 });
  if (shotsDir) await him.screenshot({ path: `${shotsDir}/profile-buttons-390.png` });
  await him.getByRole('button', { name: 'Enviar mensagem' }).click();
  const dialog = him.getByRole('dialog', { name: `Mensagem para ${model.account.name}` });
  const first = 'Olá! Editorial em São Paulo no dia 12/12, modelo com 1,75 m, cachê de R$ 800,00. Tem interesse?';
  await dialog.getByLabel('Mensagem').fill(first);
  await dialog.getByRole('button', { name: 'Enviar' }).click();
  await expect(him).toHaveURL(/\/mensagens\/[0-9a-f-]{36}$/, { timeout: 20_000 });
  await expect(messagesIn(him)).toHaveCount(1);
  await expect(messagesIn(him)).toContainText(first);
  await expect(him.getByTestId('conversation-thread').getByText(shieldNote)).toBeVisible();

  // Her count rises by the stream (the poll asks every 30 s), without a reload.
  await expect(herBadge).toContainText('1', { timeout: 10_000 });
  await bottomBar(her)
    .getByRole('link', { name: /Mensagens/ })
    .click();
  const item = her.getByTestId('conversation-item');
  await expect(item).toHaveCount(1);
  await expect(item).toContainText(contractor.account.name);
  await expect(item).toContainText('Contato pelo perfil');
  await expect(item.getByTestId('unread-messages-badge')).toContainText('1');
  await settle(her);
  await expectNoSidewaysScroll(her, 'the conversation list');
  // Her bar has six items with Mensagens: every label still reads whole on a 390 px phone.
  const cutLabels = await bottomBar(her)
    .locator('li span.truncate')
    .evaluateAll((labels) => labels.filter((label) => label.scrollWidth > label.clientWidth).map((label) => label.textContent));
  expect(cutLabels).toEqual([]);
  if (shotsDir) await her.screenshot({ path: `${shotsDir}/conversation-list-390.png` });
  await item.click();
  await expect(bottomBar(her).getByRole('link', { name: 'Mensagens' })).toHaveAttribute('aria-current', 'page');
  await expect(messagesIn(her)).toHaveCount(1);
  await expect(messagesIn(her)).toContainText(first);
  // Read while open: her badge goes.
  await expect(herBadge).toHaveCount(0);

  await send(her, 'Oi! Tenho interesse sim. Qual o horário?');
  await expect(messagesIn(him).last()).toContainText('Qual o horário?', { timeout: 10_000 });

  // Before payment: his phone and Pix key arrive hidden; he is told why, she sees the safety warning.
  await send(him, 'Melhor falar por lá: meu zap 11 98765-4321', 'keyboard');
  await expect(him.getByTestId('contact-hidden-notice')).toHaveText(hiddenNotice);
  await send(him, 'Para reservar a data, me manda um pix 123.456.789-09');
  await expect(him.getByTestId('contact-hidden-notice')).toBeVisible();
  await expect(messagesIn(her)).toHaveCount(4, { timeout: 10_000 });
  for (const hidden of [messagesIn(her).nth(2), messagesIn(her).nth(3)]) {
    await expect(hidden).toContainText(hiddenText);
  }
  // They arrived while her thread was open: read at once, her badge stays empty.
  await expect(herBadge).toHaveCount(0);
  await expect(her.getByTestId('conversation-thread')).not.toContainText('98765');
  await expect(her.getByTestId('conversation-thread')).not.toContainText('123.456.789');
  const warning = her.getByTestId('scam-warning');
  await expect(warning.first()).toContainText(scamWarning);
  await expect(warning.first().getByRole('button', { name: 'Denunciar' })).toBeVisible();
  await settle(her);
  await expectNoSidewaysScroll(her, 'the thread');
  if (shotsDir) await her.screenshot({ path: `${shotsDir}/conversation-thread-390.png` });

  // A contract between them is paid: the WhatsApp button shows on it, and contacts pass.
  await fundedContract(contractor, model, origin, {
    title: 'Editorial de verão',
    work_date: inDays(15),
    place: 'Estúdio Luz, São Paulo/SP',
    amount_cents: 80_000,
  });
  await him.goto('/dashboard?tab=my-contracts');
  const contract = him.getByRole('listitem', { name: 'Contrato: Editorial de verão' });
  await expect(contract.getByTestId('whatsapp-link')).toBeVisible({ timeout: 20_000 });
  await expect(contract.getByRole('button', { name: 'Mensagens' })).toBeVisible();
  await expectNoSidewaysScroll(him, 'the contracts tab');
  if (shotsDir) await contract.screenshot({ path: `${shotsDir}/contract-card-390.png` });
  await him.goBack();
  await expect(him.getByTestId('conversation-thread').getByText(shieldNote)).toHaveCount(0, { timeout: 20_000 });
  await send(him, 'Pago! Meu zap: 11 98765-4321');
  await expect(him.getByTestId('contact-hidden-notice')).toHaveCount(0);
  await expect(messagesIn(her).last()).toContainText('11 98765-4321', { timeout: 10_000 });

  // She blocks him: her composer gives way to the notice, and his next message is refused.
  const herThread = her.getByTestId('conversation-thread');
  await herThread.getByRole('button', { name: 'Bloquear' }).click();
  const confirm = her.getByRole('dialog', { name: `Bloquear ${contractor.account.firstName}?` });
  await confirm.getByRole('button', { name: 'Bloquear' }).click();
  await expect(herThread.getByTestId('conversation-blocked')).toHaveText(blockedNotice);
  await expect(herThread.getByLabel('Mensagem', { exact: true })).toHaveCount(0);
  await expect(herThread.getByRole('button', { name: 'Desbloquear' })).toBeVisible();

  const refused = him.waitForResponse((response) => /\/api\/conversations\/[^/]+\/messages$/.test(response.url()) && response.request().method() === 'POST');
  const box = him.getByTestId('conversation-thread').getByLabel('Mensagem', { exact: true });
  await box.fill('Ainda está aí?');
  await him.getByTestId('conversation-thread').getByRole('button', { name: 'Enviar' }).click();
  expect((await refused).status()).toBe(403);
  await expect(him.getByTestId('conversation-blocked')).toHaveText(blockedNotice);
  await expect(messagesIn(her)).toHaveCount(5);

  // Configurações lists whom she blocked, and she can undo it there.
  await her.goto('/dashboard?tab=settings');
  const blockedCard = her.getByRole('region', { name: 'Pessoas bloqueadas' });
  const blockedPerson = blockedCard.getByRole('listitem', { name: contractor.account.name });
  await expect(blockedPerson).toBeVisible();
  await expectNoSidewaysScroll(her, 'Configurações with a blocked person');
  if (shotsDir) await blockedCard.screenshot({ path: `${shotsDir}/blocked-people-390.png` });
  await blockedPerson.getByRole('button', { name: 'Desbloquear' }).click();
  await her.getByRole('dialog', { name: `Desbloquear ${contractor.account.firstName}?` }).getByRole('button', { name: 'Desbloquear' }).click();
  await expect(blockedCard.getByText('Você não bloqueou ninguém.')).toBeVisible();

  await her.context().close();
  await him.context().close();
  await model.api.dispose();
  await contractor.api.dispose();
});

test('“Denunciar” on a request for money reports it as a scam and takes the thread out of her list', async ({ browser, baseURL }) => {
  test.setTimeout(120_000);
  const origin = String(baseURL);
  const model = await person(origin, 'model', { sendOrigin: true });
  const contractor = await person(origin, 'contractor', { sendOrigin: true });
  const started = await contractor.api.post('/api/conversations', {
    data: {
      subject: { kind: 'profile', slug: model.account.slug },
      body: 'Para entrar na agência é preciso pagar a taxa de cadastro de R$ 150 antes do ensaio.',
    },
  });
  expect(started.status(), await started.text()).toBe(201);
  const { conversation_id: id } = (await started.json()) as { conversation_id: string };

  const her = await pageFor(browser, origin, model, phone);
  await her.goto(`/mensagens/${id}`);
  const warning = her.getByTestId('scam-warning');
  await expect(warning).toContainText(scamWarning, { timeout: 20_000 });
  // The sender never sees the warning meant for her. On his laptop the list and the thread are side by side.
  const him = await pageFor(browser, origin, contractor, laptop);
  await him.goto(`/mensagens/${id}`);
  await expect(messagesIn(him)).toHaveCount(1, { timeout: 20_000 });
  await expect(him.getByTestId('scam-warning')).toHaveCount(0);
  await expect(him.getByTestId('conversation-item')).toHaveAttribute('aria-current', 'page');
  await settle(him);
  if (shotsDir) await him.screenshot({ path: `${shotsDir}/conversation-laptop.png` });

  // The warning's "Denunciar" opens the report of that message with the scam reason chosen.
  await warning.getByRole('button', { name: 'Denunciar' }).click();
  const report = her.getByRole('dialog', { name: 'Denunciar' });
  await expect(report.getByRole('radio', { name: 'Pedido de pagamento antecipado / golpe' })).toBeChecked();
  await report.getByRole('button', { name: 'Enviar denúncia' }).click();
  await expect(her).toHaveURL(/\/mensagens$/);
  await expect(toastItems(her).filter({ hasText: 'Denúncia enviada' })).toBeVisible();
  await expect(her.getByTestId('conversations-empty')).toContainText('Nenhuma conversa por enquanto.');

  await her.context().close();
  await him.context().close();
  await model.api.dispose();
  await contractor.api.dispose();
});

test('a long thread opens at its latest 50 messages; older ones load above without moving what she reads', async ({ browser, baseURL }) => {
  test.setTimeout(120_000);
  const origin = String(baseURL);
  const model = await person(origin, 'model', { sendOrigin: true });
  const contractor = await person(origin, 'contractor', { sendOrigin: true });
  const started = await contractor.api.post('/api/conversations', { data: { subject: { kind: 'profile', slug: model.account.slug }, body: 'Mensagem 1' } });
  expect(started.status(), await started.text()).toBe(201);
  const { conversation_id: id } = (await started.json()) as { conversation_id: string };
  for (let n = 2; n <= 55; n += 1) {
    const sent = await contractor.api.post(`/api/conversations/${id}/messages`, { data: { body: `Mensagem ${n}` } });
    expect(sent.status(), await sent.text()).toBe(201);
  }

  const her = await pageFor(browser, origin, model, phone);
  await her.goto(`/mensagens/${id}`);
  await expect(messagesIn(her)).toHaveCount(50, { timeout: 20_000 });
  await expect(messagesIn(her).first()).toContainText('Mensagem 6');
  await expect(messagesIn(her).last()).toContainText('Mensagem 55');
  await expect(messagesIn(her).last()).toBeInViewport();

  const older = her.getByRole('button', { name: 'Carregar mensagens anteriores' });
  await older.scrollIntoViewIfNeeded();
  await expect(messagesIn(her).first()).toBeInViewport();
  await older.click();
  await expect(messagesIn(her)).toHaveCount(55);
  await expect(messagesIn(her).first()).toContainText('Mensagem 1');
  await expect(older).toHaveCount(0);
  // The message she was reading at the top is still on screen; the older ones are above it.
  await expect(her.getByText('Mensagem 6', { exact: true })).toBeInViewport();
  await expect(messagesIn(her).first()).not.toBeInViewport();

  await her.context().close();
  await model.api.dispose();
  await contractor.api.dispose();
});
