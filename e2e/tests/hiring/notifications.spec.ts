import { expect, test } from '../../support/test.ts';
import { blockThirdParties, phone } from '../../support/browser.ts';

/**
 * The bell (docs/product.md "Notifications"). A new account has no notifications and they come only
 * from real hiring steps (the lead's journey covers those), so the list answers come from here;
 * the panel, its keyboard use and the calls it makes are real.
 */

test.beforeEach(async ({ page }) => {
  await blockThirdParties(page);
});

const now = Date.now();
const items = [
  {
    id: '11111111-1111-4111-8111-111111111111',
    type: 'review_received',
    title: 'Nova avaliação',
    body: 'Carla Mendes avaliou você no contrato Catálogo verão.',
    link: '/dashboard?tab=reviews',
    read_at: null,
    created_at: new Date(now - 5 * 60_000).toISOString(),
  },
  {
    id: '22222222-2222-4222-8222-222222222222',
    type: 'proposal_received',
    title: 'Nova proposta',
    body: 'Você recebeu uma proposta.',
    link: '/dashboard?tab=proposals',
    read_at: new Date(now - 86_400_000).toISOString(),
    created_at: new Date(now - 2 * 86_400_000).toISOString(),
  },
];

test('the bell lists notifications, marks them read and goes to their link; Escape closes it', async ({ page, signInAs }) => {
  await signInAs('model');
  let unread = 1;
  const readCalls: string[] = [];
  await page.route('**/api/notifications/unread-count', (route) => route.fulfill({ json: { count: unread } }));
  await page.route('**/api/notifications', (route) => route.fulfill({ json: { items, nextCursor: null } }));
  await page.route('**/api/notifications/*/read', async (route) => {
    readCalls.push(new URL(route.request().url()).pathname);
    unread = 0;
    await route.fulfill({ json: { count: 0 } });
  });
  await page.goto('/');

  const bell = page.getByRole('banner').getByRole('button', { name: 'Notificações', exact: true });
  await expect(bell.getByTestId('notification-bell-badge')).toContainText('1');
  // The avatar keeps its own badge (docs/product.md "Spec 2").
  await expect(page.getByTestId('notification-badge')).toContainText('1');

  await bell.focus();
  await page.keyboard.press('Enter');
  const panel = page.getByRole('region', { name: 'Notificações' });
  await expect(panel.getByRole('button', { name: /Nova avaliação \(não lida\)/ })).toBeVisible();
  await expect(panel.getByText('há 5 minutos')).toBeVisible();
  await expect(panel.getByText('Nova proposta')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(panel).toHaveCount(0);
  await expect(bell).toBeFocused();

  await bell.click();
  await page.getByRole('button', { name: /Nova avaliação/ }).click();
  await expect(page).toHaveURL('/dashboard?tab=reviews');
  await expect(page.getByRole('heading', { level: 2, name: 'Avaliações' })).toBeVisible();
  expect(readCalls).toEqual([`/api/notifications/${items[0]?.id}/read`]);
  await expect(page.getByTestId('notification-bell-badge')).toHaveCount(0);
});

test('an empty list says so and "Marcar todas como lidas" is offered while some are unread', async ({ page, signInAs }) => {
  await signInAs('contractor');
  await page.goto('/');
  const bell = page.getByRole('banner').getByRole('button', { name: 'Notificações', exact: true });
  await bell.click();
  const panel = page.getByRole('region', { name: 'Notificações' });
  await expect(panel.getByText('Nenhuma notificação por enquanto.')).toBeVisible();
  await expect(panel.getByRole('button', { name: 'Marcar todas como lidas' })).toBeDisabled();
  await page.mouse.click(5, 400);
  await expect(panel).toHaveCount(0);

  let readAll = 0;
  await page.route('**/api/notifications/unread-count', (route) => route.fulfill({ json: { count: readAll ? 0 : 2 } }));
  await page.route('**/api/notifications', (route) => route.fulfill({ json: { items, nextCursor: null } }));
  await page.route('**/api/notifications/read-all', async (route) => {
    readAll += 1;
    await route.fulfill({ json: { count: 0 } });
  });
  await page.reload();
  await expect(bell.getByTestId('notification-bell-badge')).toContainText('2');
  await bell.click();
  await panel.getByRole('button', { name: 'Marcar todas como lidas' }).click();
  await expect.poll(() => readAll).toBe(1);
  await expect(bell.getByTestId('notification-bell-badge')).toHaveCount(0);
});

test.describe('on a phone (390x844)', () => {
  test.use({ viewport: phone });

  test('the panel spans the screen under the header', async ({ page, signInAs }) => {
    await signInAs('model');
    await page.route('**/api/notifications', (route) => route.fulfill({ json: { items, nextCursor: null } }));
    await page.goto('/');
    await page.getByRole('banner').getByRole('button', { name: 'Notificações', exact: true }).click();
    const panel = page.getByRole('region', { name: 'Notificações' });
    await expect(panel.getByText('Nova avaliação')).toBeVisible();
    const box = await panel.boundingBox();
    expect(box?.x).toBe(0);
    expect(box?.width).toBe(390);
    expect(box?.y).toBe(64);
  });
});
