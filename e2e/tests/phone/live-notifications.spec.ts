import { expect, test } from '@playwright/test';
import { person } from '../../support/accounts.ts';
import { pageFor, phone } from '../../support/browser.ts';
import { inDays } from '../../support/dates.ts';
import { publishJob } from '../../support/hiring.ts';
import { applyByApi } from '../../support/job-match.ts';

/**
 * Live updates (docs/architecture.md "Live updates"): a signed-in page hears of a new notification
 * through its Server-Sent Events stream, without reloading and well before the 30 s poll would ask.
 */

test.use({ viewport: phone });

test('the contractor sees the bell count rise the moment a model applies', async ({ browser, baseURL }) => {
  test.setTimeout(90_000);
  const origin = String(baseURL);
  const contractor = await person(origin, 'contractor');
  const model = await person(origin, 'model');
  const job = await publishJob(contractor, origin, { title: 'Catálogo de inverno ao vivo', description: 'Fotos de catálogo de inverno em estúdio, meio período.', starts_on: inDays(20), pay_cents: 60_000 });

  const page = await pageFor(browser, origin, contractor, phone);
  const stream = page.waitForResponse((response) => response.url().endsWith('/api/live-updates') && response.status() === 200);
  await page.goto('/vagas');
  await expect(page.getByRole('heading', { level: 1, name: 'Vagas' })).toBeVisible({ timeout: 20_000 });
  await stream;
  const badge = page.getByTestId('notification-badge');
  await expect(badge).toHaveCount(0);
  const unreadCountCalls: number[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/api/notifications/unread-count')) unreadCountCalls.push(Date.now());
  });

  await applyByApi(model, origin, job.id);
  // The poll asks every 30 s: seen within 10 s of the application, the count came by the stream.
  await expect(badge).toContainText('1', { timeout: 10_000 });
  expect(unreadCountCalls.length).toBeGreaterThan(0);
  await page.context().close();
});
