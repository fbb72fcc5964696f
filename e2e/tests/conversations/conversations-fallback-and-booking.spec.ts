import { type Page, expect, test } from '@playwright/test';
import { type Person, person } from '../../support/accounts.ts';
import { pageFor, phone } from '../../support/browser.ts';
import { inDays } from '../../support/dates.ts';
import { expectNoSidewaysScroll, settle } from '../../support/page-width.ts';

/**
 * Conversations on a phone (390x844), two gaps of issue 28 closed: with no live stream (a browser
 * without EventSource) the open thread still shows the other side's message without a reload, by
 * polling; and a shoot booking's two sides write to each other from its card, the thread's header
 * saying which booking it is about.
 */

test.use({ viewport: phone });

const messagesIn = (page: Page) => page.getByTestId('conversation-thread').getByTestId('message');

async function startFromProfile(from: Person, to: Person, body: string): Promise<string> {
  const started = await from.api.post('/api/conversations', { data: { subject: { kind: 'profile', slug: to.account.slug }, body } });
  expect(started.status(), await started.text()).toBe(201);
  return ((await started.json()) as { conversation_id: string }).conversation_id;
}

test('without a live stream, the open thread polls: his next message shows without a reload', async ({ browser, baseURL }) => {
  test.setTimeout(120_000);
  const origin = String(baseURL);
  const model = await person(origin, 'model', { sendOrigin: true });
  const contractor = await person(origin, 'contractor', { sendOrigin: true });
  const id = await startFromProfile(contractor, model, 'Olá! Tem agenda para um editorial?');

  const her = await pageFor(browser, origin, model, phone);
  // As a browser (or a proxy) that cannot hold the stream: no EventSource at all.
  await her.addInitScript(() => {
    Reflect.deleteProperty(window, 'EventSource');
  });
  let streams = 0;
  her.on('request', (request) => {
    if (request.url().endsWith('/api/live-updates')) streams += 1;
  });
  await her.goto(`/mensagens/${id}`);
  await expect(messagesIn(her)).toHaveCount(1, { timeout: 20_000 });

  const sent = await contractor.api.post(`/api/conversations/${id}/messages`, { data: { body: 'Seria no sábado, às 10h.' } });
  expect(sent.status(), await sent.text()).toBe(201);
  // The poll asks every 10 s while the stream is down.
  await expect(messagesIn(her)).toHaveCount(2, { timeout: 25_000 });
  await expect(messagesIn(her).last()).toContainText('Seria no sábado, às 10h.');
  expect(streams).toBe(0);
});

test('a shoot booking’s buyer and photographer write to each other from its card', async ({ browser, baseURL }) => {
  test.setTimeout(180_000);
  const origin = String(baseURL);
  const photographer = await person(origin, 'photographer', { sendOrigin: true });
  const model = await person(origin, 'model', { sendOrigin: true });
  const title = `Retrato em estúdio ${Date.now().toString(36)}`;
  const hours = await photographer.api.put('/api/shoots/availability', {
    data: { weekly_hours: [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({ weekday, start: '08:00', end: '20:00' })), blocked_dates: [] },
  });
  expect(hours.status(), await hours.text()).toBe(200);
  const created = await photographer.api.post('/api/shoots', {
    data: {
      title,
      description: 'Retratos com luz natural e direção de poses.',
      category: 'book',
      duration_minutes: 60,
      edited_photos: 10,
      delivery_days: 7,
      location_kind: 'studio',
      address: 'Rua das Flores, 10',
      city: 'Campinas',
      uf: 'SP',
      price_cents: 30_000,
      extras: [],
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const packageId = ((await created.json()) as { package: { id: string } }).package.id;
  const booked = await model.api.post('/api/shoot-bookings', {
    data: {
      package_id: packageId,
      date: inDays(30),
      start_time: '10:00',
      extra_ids: [],
      note: '',
      image_use: { who: 'both', where: ['portfolio'], duration: '1y' },
    },
  });
  expect(booked.status(), await booked.text()).toBe(201);

  // She writes from her booking's card.
  const her = await pageFor(browser, origin, model, phone);
  await her.goto('/dashboard?tab=shoots');
  const herCard = her.getByRole('listitem', { name: `Ensaio: ${title}` });
  await expect(herCard).toBeVisible({ timeout: 20_000 });
  await settle(her);
  await expectNoSidewaysScroll(her, 'the booking card with its message button');
  await herCard.getByRole('button', { name: 'Enviar mensagem' }).click();
  const dialog = her.getByRole('dialog', { name: `Mensagem para ${photographer.account.name}` });
  await dialog.getByLabel('Mensagem').fill('Oi! Posso levar duas trocas de roupa?');
  await dialog.getByRole('button', { name: 'Enviar' }).click();
  await expect(her).toHaveURL(/\/mensagens\/[0-9a-f-]{36}$/, { timeout: 20_000 });
  // The thread's header names the subject: which booking it is about, linked to the Ensaios tab.
  const header = her.getByRole('link', { name: `Ensaio: ${title}` });
  await expect(header).toBeVisible();
  await expect(header).toHaveAttribute('href', '/dashboard?tab=shoots');
  const threadPath = new URL(her.url()).pathname;

  // The photographer's card opens the same thread.
  const studio = await pageFor(browser, origin, photographer, phone);
  await studio.goto('/dashboard?tab=shoots');
  const hisCard = studio.getByRole('listitem', { name: `Ensaio: ${title}` });
  await expect(hisCard).toBeVisible({ timeout: 20_000 });
  await hisCard.getByRole('link', { name: 'Enviar mensagem' }).click();
  await expect(studio).toHaveURL(threadPath);
  await expect(messagesIn(studio)).toHaveCount(1);
  await expect(messagesIn(studio)).toContainText('duas trocas de roupa');
});
