import { type Page } from '@playwright/test';
import { expect, test } from '../../support/test.ts';
import { type Person, person } from '../../support/accounts.ts';
import { pageFor, phone } from '../../support/browser.ts';
import { toastItems } from '../../support/dialogs.ts';
import { expectWalletBalanced } from '../../support/ledger.ts';
import { expectNoSidewaysScroll, settle } from '../../support/page-width.ts';
import { whenPaymentsReady } from '../../support/payments.ts';
import { makePhoto } from '../../support/photos.ts';
import { platformFeeCents } from '../../../packages/shared/src/contracts/contract-money-api.ts';

/**
 * Issue 27 on a phone (390x844): a photographer publishes a shoot package with her weekly hours; a
 * model finds it in /ensaios by city, books a free slot with an extra and the image-use terms, and
 * pays by Pix (sandbox, simulated); the photographer accepts and marks the photos delivered; the
 * model confirms; both review. The photographer's wallet holds the price less the fee, and both
 * wallets equal the sum of their ledger movements. Each screen is checked for sideways scroll and
 * kept as a screenshot.
 */

const city = 'Holambra';
const title = `Book fotográfico — 2 h, 3 looks ${Date.now().toString(36)}`;
const priceCents = 35_000;
const makeUpCents = 8_000;
const totalText = 'R$ 430,00';

async function shot(page: Page, name: string) {
  await settle(page);
  await expectNoSidewaysScroll(page, name);
  await page.screenshot({ path: test.info().outputPath(`${name}.png`), fullPage: true });
}

/** The booking's card in the Ensaios tab, found again after a reload. */
function bookingCard(page: Page) {
  return page.getByRole('listitem', { name: `Ensaio: ${title}` });
}

async function openShootsTab(page: Page) {
  await page.goto('/dashboard?tab=shoots');
  await expect(page.getByRole('heading', { level: 2, name: 'Ensaios' })).toBeVisible({ timeout: 20_000 });
}

async function publishPackage(photographer: Person, page: Page) {
  await openShootsTab(page);
  // Every day from 09:00 to 18:00 (the editor's default hours once a day is ticked).
  const hours = page.getByRole('group', { name: 'Horários da semana' });
  for (const day of ['Segunda-feira', 'Terça-feira', 'Quarta-feira', 'Quinta-feira', 'Sexta-feira', 'Sábado', 'Domingo']) {
    await hours.getByRole('checkbox', { name: day }).check();
  }
  await expect(hours.getByRole('combobox', { name: 'Sábado: início' })).toHaveValue('09:00');
  await page.getByRole('button', { name: 'Salvar disponibilidade' }).click();
  await expect(toastItems(page).filter({ hasText: 'Disponibilidade salva' })).toBeVisible();

  await page.getByRole('button', { name: 'Novo ensaio' }).click();
  const form = page.getByRole('dialog', { name: 'Novo ensaio' });
  await form.getByLabel('Título').fill(title);
  await form.getByLabel('Categoria').selectOption('book');
  await form.getByLabel('Descrição').fill('Ensaio em estúdio com luz natural, três trocas de roupa e direção de poses.');
  await form.getByLabel('Preço', { exact: true }).pressSequentially(String(priceCents));
  await form.getByLabel('Endereço do estúdio').fill('Rua das Tulipas, 100');
  await form.getByLabel('Cidade').fill(city);
  await form.getByLabel('Estado (UF)').selectOption('SP');
  await form.getByRole('button', { name: 'Adicionar extra' }).click();
  await form.getByLabel('Nome do extra 1', { exact: true }).fill('Maquiagem profissional');
  await form.getByLabel('Preço do extra 1', { exact: true }).pressSequentially(String(makeUpCents));
  await form.getByRole('checkbox', { name: /Foto 1 da galeria/ }).check();
  await shot(page, '1-novo-ensaio');
  await form.getByRole('button', { name: 'Publicar ensaio' }).click();
  await expect(toastItems(page).filter({ hasText: 'Ensaio publicado!' })).toBeVisible();
  await expect(page.getByRole('listitem', { name: `Pacote: ${title}` })).toBeVisible();
  await shot(page, '2-painel-fotografo');

  const mine = await photographer.api.get('/api/shoots/mine');
  const created = ((await mine.json()) as { items: Array<{ id: string; title: string; covers: unknown[] }> }).items.find((item) => item.title === title);
  expect(created?.covers).toHaveLength(1);
  return created?.id as string;
}

test('a model finds a shoot by city, books a free slot, pays by Pix; accept, deliver, confirm, both review; the money adds up', async ({ browser, baseURL }) => {
  test.setTimeout(300_000);
  const origin = String(baseURL);
  const photographer = await person(origin, 'photographer', { sendOrigin: true });
  const model = await person(origin, 'model', { sendOrigin: true });
  const uploaded = await photographer.api.post('/api/profiles/me/media', { multipart: { photos: await makePhoto() } });
  expect(uploaded.status(), await uploaded.text()).toBe(201);

  // The photographer publishes the package with her hours, on her phone.
  const studio = await pageFor(browser, origin, photographer, phone);
  const packageId = await publishPackage(photographer, studio);

  // The model finds it in /ensaios by the city filter.
  const her = await pageFor(browser, origin, model, phone);
  const paymentsReady = whenPaymentsReady(her);
  await her.goto('/ensaios');
  await expect(her.getByRole('heading', { level: 1, name: 'Ensaios' })).toBeVisible();
  await her.getByRole('button', { name: 'Filtros' }).click();
  await her.getByLabel('Cidade').fill(city);
  await her.getByLabel('Cidade').press('Enter');
  await expect(her).toHaveURL(/city=Holambra/);
  await her.getByRole('button', { name: 'Ver ensaios' }).click();
  const card = her.getByRole('link', { name: title });
  await expect(card).toBeVisible({ timeout: 20_000 });
  await shot(her, '3-lista-ensaios');

  // The package page: a free date and time, the extra, the image-use terms, the total, the rule.
  await card.click();
  await expect(her).toHaveURL(`/ensaios/${packageId}`);
  await expect(her.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await paymentsReady;
  const panel = her.getByTestId('booking-panel');
  await panel.getByRole('group', { name: 'Datas com horários livres' }).getByRole('radio').first().check();
  const times = panel.getByRole('group', { name: /Horário de início/ });
  await times.getByRole('radio', { name: '10:00' }).check();
  await panel.getByRole('checkbox', { name: /Maquiagem profissional/ }).check();
  await panel.getByRole('radio', { name: 'Ambos' }).check();
  await panel.getByRole('checkbox', { name: 'Portfólio' }).check();
  await panel.getByRole('checkbox', { name: 'Redes sociais' }).check();
  await panel.getByRole('radio', { name: '1 ano' }).check();
  await expect(panel.getByTestId('booking-total')).toHaveText(totalText);
  // The cancellation rule is on screen before paying, with the deadline of this slot.
  await expect(panel.getByTestId('cancellation-rule')).toContainText('reembolso total');
  await expect(panel.getByTestId('cancellation-rule')).toContainText('Reembolso total se você cancelar até');
  await shot(her, '4-pagina-do-ensaio');

  await panel.getByRole('button', { name: 'Agendar e pagar' }).click();
  const pay = her.getByRole('dialog', { name: 'Pagar ensaio' });
  await expect(pay).toContainText(totalText);
  await pay.getByRole('button', { name: 'Pagar com cartão, Pix ou boleto' }).click();
  const checkout = her.getByRole('dialog', { name: 'Finalizar Pagamento' });
  // The shoot is days away: no boleto (the bank could not confirm it in time), and the modal says why.
  await expect(checkout.getByTestId('payment-method-note')).toContainText('Boleto não está disponível para este ensaio');
  await expect(checkout.getByRole('radio', { name: 'Pix' })).toBeVisible();
  await expect(checkout.getByRole('radio', { name: 'Boleto' })).toHaveCount(0);
  await checkout.getByRole('radio', { name: 'Pix' }).check();
  await checkout.getByLabel('CPF do titular').fill('12345678909');
  await checkout.getByRole('button', { name: `Pagar ${totalText}` }).click();
  await expect(checkout.getByRole('img', { name: 'QR Code do Pix' })).toBeVisible();
  await checkout.getByRole('button', { name: 'Simular pagamento aprovado' }).click();
  await expect(checkout.getByRole('heading', { name: 'Pagamento Aprovado!' })).toBeVisible({ timeout: 20_000 });
  await checkout.getByRole('button', { name: 'Fechar' }).first().click();
  await expect(her).toHaveURL('/dashboard?tab=shoots');
  const hers = bookingCard(her);
  await expect(hers.getByTestId('status-badge')).toHaveText('Pago, aguardando o fotógrafo', { timeout: 20_000 });
  await expect(hers.getByTestId('image-use-terms')).toContainText('Ambos · Portfólio, Redes sociais · 1 ano');

  // The photographer accepts, then marks the photos delivered.
  await openShootsTab(studio);
  const booked = bookingCard(studio);
  await expect(booked.getByTestId('status-badge')).toHaveText('Pago, aguardando o fotógrafo');
  await expect(booked.getByTestId('image-use-terms')).toContainText('Ambos · Portfólio, Redes sociais · 1 ano');
  await booked.getByRole('button', { name: 'Aceitar ensaio' }).click();
  await studio.getByRole('dialog', { name: 'Aceitar ensaio?' }).getByRole('button', { name: 'Aceitar ensaio' }).click();
  await expect(booked.getByTestId('status-badge')).toHaveText('Confirmado');
  await booked.getByRole('button', { name: 'Marcar fotos como entregues' }).click();
  const deliver = studio.getByRole('dialog', { name: 'Marcar fotos como entregues' });
  await deliver.getByLabel('Link das fotos').fill('https://fotos.example.com/holambra-book');
  await deliver.getByRole('button', { name: 'Registrar entrega' }).click();
  await expect(booked.getByTestId('status-badge')).toHaveText('Fotos entregues');
  await shot(studio, '5-painel-fotografo-entregue');

  // The model confirms: the money is released to the photographer less the fee.
  await her.reload();
  await expect(hers.getByRole('link', { name: 'https://fotos.example.com/holambra-book' })).toBeVisible({ timeout: 20_000 });
  await hers.getByRole('button', { name: 'Confirmar recebimento' }).click();
  await her.getByRole('dialog', { name: 'Confirmar recebimento das fotos?' }).getByRole('button', { name: 'Confirmar recebimento' }).click();
  await expect(hers.getByTestId('status-badge')).toHaveText('Concluído');

  // Both review, the model first (she sees the photographer's only once both are in).
  await hers.getByRole('radio', { name: '5 estrelas' }).check();
  await hers.getByLabel('Comentário (opcional)').fill('Direção ótima e fotos lindas.');
  await hers.getByRole('button', { name: 'Enviar avaliação' }).click();
  await expect(hers.getByRole('heading', { name: 'Sua avaliação' })).toBeVisible();
  await hers.getByRole('button', { name: 'Ver recibo' }).click();
  await shot(her, '6-painel-modelo-concluido');

  await studio.reload();
  await expect(booked.getByTestId('status-badge')).toHaveText('Concluído', { timeout: 20_000 });
  await booked.getByRole('radio', { name: '4 estrelas' }).check();
  await booked.getByLabel('Comentário (opcional)').fill('Pontual e muito profissional.');
  await booked.getByRole('button', { name: 'Enviar avaliação' }).click();
  await expect(booked.getByText('Direção ótima e fotos lindas.')).toBeVisible();
  await her.reload();
  await expect(hers.getByText('Pontual e muito profissional.')).toBeVisible({ timeout: 20_000 });

  // Money: the photographer holds the total less the fee; both wallets equal their movements.
  const bookings = await photographer.api.get('/api/shoot-bookings/mine?role=photographer');
  const booking = ((await bookings.json()) as { items: Array<{ total_cents: number; platform_fee_cents: number; photographer_net_cents: number; fee_bps: number }> }).items[0];
  expect(booking?.total_cents).toBe(priceCents + makeUpCents);
  expect(booking?.platform_fee_cents).toBe(platformFeeCents(priceCents + makeUpCents, booking?.fee_bps ?? 0));
  expect(booking?.photographer_net_cents).toBe((booking?.total_cents ?? 0) - (booking?.platform_fee_cents ?? 0));
  const studioWallet = await expectWalletBalanced(photographer);
  expect(studioWallet.balance).toBe(booking?.photographer_net_cents);
  const herWallet = await expectWalletBalanced(model);
  // Paid by Pix: nothing left over in her wallet, nothing missing.
  expect(herWallet.balance).toBe(0);

  await studio.goto('/dashboard?tab=wallet');
  const net = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' }).format((booking?.photographer_net_cents ?? 0) / 100);
  await expect(studio.getByTestId('wallet-balance')).toContainText(net.replace(/\s/g, ' '));

  // The photographer's profile lists the package with 'Contratar'.
  await her.goto(`/perfil/${photographer.account.slug}`);
  await expect(her.getByRole('link', { name: `Contratar: ${title}` })).toBeVisible({ timeout: 20_000 });
  await shot(her, '7-perfil-fotografo');
});
